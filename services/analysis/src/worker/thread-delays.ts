import { SeededRandom } from '@kizuna/platform/random';

/**
 * Holds back the hand-over of work to a thread: production never waits (NO_DELAYS); tests pass
 * RandomDelays so that which thread takes which piece, and the order pieces come back in, change
 * from run to run, and check that the answer does not.
 */
export interface ThreadDelays {
  /** Settles when the next piece of work may be handed over. */
  next(): Promise<void>;
}

export const NO_DELAYS: ThreadDelays = { next: () => Promise.resolve() };

/** Delays of 0..maxMs milliseconds, drawn from a seed. */
export class RandomDelays implements ThreadDelays {
  private readonly random: SeededRandom;

  constructor(
    seed: number,
    private readonly maxMs: number,
  ) {
    this.random = new SeededRandom(seed);
  }

  next(): Promise<void> {
    const ms = this.random.int(this.maxMs + 1);
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}
