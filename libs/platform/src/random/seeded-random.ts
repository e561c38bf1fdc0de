/**
 * Small seeded PRNG (mulberry32). Every random choice in the analysis engine draws from one of
 * these, so a run is reproducible from its seed alone; Math.random is never used. Tests and the
 * bench generate their data with it too, so one generator serves the whole repository. It is pure
 * (no host access), which is why the engine may import it from the platform.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    // Mix the seed so that nearby seeds (1, 2, 3...) give unrelated streams.
    this.state = (Math.imul((seed | 0) ^ 0x9e3779b9, 0x85ebca6b) ^ 0x27d4eb2f) >>> 0;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Fisher–Yates shuffle in place. */
  shuffle(values: Int32Array | number[]): void {
    for (let i = values.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = values[i];
      values[i] = values[j];
      values[j] = tmp;
    }
  }
}
