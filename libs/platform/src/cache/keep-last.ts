/**
 * Holds the most recently loaded value (one key at a time) while it keeps being asked for, and
 * lets it go after `idleMs` without a request, so an idle service does not hold a large dataset.
 * Concurrent requests for the same key share one load; a failed load is not kept.
 */
export class KeepLast<V> {
  private last: { key: string; value: Promise<V> } | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly idleMs: number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    this.restartTimer();
    if (this.last?.key === key) return this.last.value;
    const value = load();
    const entry = { key, value };
    this.last = entry;
    value.catch(() => {
      if (this.last === entry) this.last = null;
    });
    return value;
  }

  /** Lets go of the value now if it is `key`'s (a load still under way keeps going for whoever awaits it). */
  drop(key: string): void {
    if (this.last?.key === key) this.clear();
  }

  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.last = null;
  }

  private restartTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => (this.last = null), this.idleMs);
    this.timer.unref();
  }
}
