/** Entries beyond this are swept before a new one is added, so a flood of keys cannot grow the map. */
const MAX_KEYS = 100_000;

/** Counts hits per key in fixed windows of `windowMs`; a key's count starts over when its window ends. */
export class FixedWindowCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly windowMs: number) {}

  /** Counts one hit and answers the key's count in its current window. */
  hit(key: string, now = Date.now()): number {
    const current = this.windows.get(key);
    if (current && current.endsAt > now) {
      current.count += 1;
      return current.count;
    }
    if (!current && this.windows.size >= MAX_KEYS) this.sweep(now);
    this.windows.set(key, { count: 1, endsAt: now + this.windowMs });
    return 1;
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.endsAt <= now) this.windows.delete(key);
    // Still full: the oldest go first (a Map iterates in insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
