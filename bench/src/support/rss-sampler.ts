/**
 * Samples the process's resident memory (worker threads included, they share the process) every
 * 50 ms, so each phase of a run can report its own peak; process.resourceUsage().maxRSS only
 * knows the peak since start.
 */
export class RssSampler {
  private peak = 0;
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.timer = setInterval(() => this.sample(), 50);
    this.timer.unref();
  }

  /** Peak RSS in MB since the last call (or since start), then starts a new phase. */
  takePeakMb(): number {
    this.sample();
    const peak = this.peak;
    this.peak = 0;
    this.sample();
    return peak / 2 ** 20;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private sample(): void {
    const rss = process.memoryUsage.rss();
    if (rss > this.peak) this.peak = rss;
  }
}
