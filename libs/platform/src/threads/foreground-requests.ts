/**
 * A request is held back by background work for at most this long: a request that takes longer
 * (an upload streaming for a minute, say) lets background work go on after it, or it would
 * never run while such requests come and go.
 */
export const HOLD_AT_MOST_MS = 1000;

/**
 * The requests this process is answering now, counted where worker threads can see them: a
 * background job (a review index built at nice 19) gives way to them between its steps. Niceness
 * alone does not do it: two memory-bound jobs on two cores slow each other down whatever their
 * priorities (a coordination answer right after a run took 1.5–3× as long beside such a build).
 * One per process: the embedded mode's services all count in it; in the distributed mode each
 * service's process counts its own.
 */
export class ForegroundRequests {
  /** Int32 count of requests being answered; handed to worker threads as is. */
  readonly shared = new SharedArrayBuffer(4);
  private readonly count = new Int32Array(this.shared);

  /** One request begins; call the answer when it ends (more than once is harmless). */
  begin(): () => void {
    Atomics.add(this.count, 0, 1);
    let ended = false;
    const end = (): void => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      if (Atomics.sub(this.count, 0, 1) === 1) Atomics.notify(this.count, 0);
    };
    const timer = setTimeout(end, HOLD_AT_MOST_MS);
    timer.unref();
    return end;
  }

  /** How many requests are being answered. */
  get active(): number {
    return Atomics.load(this.count, 0);
  }
}

/**
 * In a worker thread: waits while the process is answering requests (`shared` is
 * ForegroundRequests.shared), at most `atMostMs` in all, and answers how long it waited. Blocks
 * the calling thread: call it between a background job's steps, never on an event loop that
 * answers anything.
 */
export function giveWayToRequests(shared: SharedArrayBuffer, atMostMs = HOLD_AT_MOST_MS): number {
  const count = new Int32Array(shared);
  const started = performance.now();
  for (;;) {
    const active = Atomics.load(count, 0);
    if (active <= 0) break;
    const left = atMostMs - (performance.now() - started);
    if (left <= 0) break;
    Atomics.wait(count, 0, active, left);
  }
  return performance.now() - started;
}
