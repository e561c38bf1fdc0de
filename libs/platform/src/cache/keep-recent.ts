/**
 * Holds the values of the `size` keys asked for most recently, while they keep being asked for,
 * and lets them all go after `idleMs` without a request. Concurrent requests for one key share
 * one load; a failed load is not kept. (KeepLast is the one-key case, for values too large to
 * hold two of.)
 */
export class KeepRecent<V> {
  private readonly entries = new Map<string, Promise<V>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly idleMs: number,
    private readonly size: number,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const held = this.peek(key);
    if (held) return held;
    const value = load();
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.get(key) === value) this.entries.delete(key);
    });
    while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  /** The value held for key, now the most recent as a get makes it; undefined (nothing loaded) when none is. */
  peek(key: string): Promise<V> | undefined {
    this.restartTimer();
    const held = this.entries.get(key);
    if (held) {
      // Most recent last: a Map iterates in insertion order.
      this.entries.delete(key);
      this.entries.set(key, held);
    }
    return held;
  }

  /** Lets go of the value held for key (the next get loads it again). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.entries.clear();
  }

  private restartTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.entries.clear(), this.idleMs);
    this.timer.unref();
  }
}
