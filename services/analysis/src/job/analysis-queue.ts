/** A waiting entry's place in the queue: 1 is next. */
export interface QueuePlace {
  key: string;
  position: number;
}

/** A wait cut short because the queue was closed (shutdown): the entry never got its turn. */
export class AnalysisQueueClosed extends Error {
  constructor() {
    super('analysis queue closed');
    this.name = 'AnalysisQueueClosed';
  }
}

interface Waiter {
  key: string;
  grant: (release: () => void) => void;
  refuse: (error: Error) => void;
  /** The position last reported, so only changes are reported. */
  reported: number;
}

/**
 * Turns for analyses: at most `concurrency` entries hold a turn at once, the others wait in
 * arrival order. Whenever waiting entries move, `onMoved` hears the new places of those that
 * moved, so users can see where their run stands.
 */
export class AnalysisQueue {
  private readonly waiters: Waiter[] = [];
  private running = 0;
  private closed = false;

  constructor(
    private readonly concurrency: number,
    private readonly onMoved: (places: QueuePlace[]) => void = () => undefined,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1)
      throw new RangeError(`concurrency must be a whole number ≥ 1, got ${concurrency}`);
  }

  /**
   * Resolves with a release function when the entry's turn comes (at once when a turn is free).
   * Call release when done; calling it again does nothing. Rejects with AnalysisQueueClosed when
   * the queue closes first.
   */
  take(key: string): Promise<() => void> {
    if (this.closed) return Promise.reject(new AnalysisQueueClosed());
    return new Promise((grant, refuse) => {
      this.waiters.push({ key, grant, refuse, reported: 0 });
      this.advance();
    });
  }

  /** Keys waiting for a turn, next first. */
  get waiting(): string[] {
    return this.waiters.map((w) => w.key);
  }

  /** Entries holding a turn now. */
  get active(): number {
    return this.running;
  }

  /** Refuses every waiting entry and any later one; turns held now run to their end. */
  close(): void {
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) waiter.refuse(new AnalysisQueueClosed());
  }

  private advance(): void {
    while (this.running < this.concurrency && this.waiters.length > 0) {
      const next = this.waiters.shift() as Waiter;
      this.running += 1;
      let released = false;
      next.grant(() => {
        if (released) return;
        released = true;
        this.running -= 1;
        this.advance();
      });
    }
    const moved: QueuePlace[] = [];
    this.waiters.forEach((waiter, i) => {
      if (waiter.reported !== i + 1) {
        waiter.reported = i + 1;
        moved.push({ key: waiter.key, position: i + 1 });
      }
    });
    if (moved.length > 0) this.onMoved(moved);
  }
}
