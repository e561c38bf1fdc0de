import { randomUUID } from 'node:crypto';
import { MINUTE_MS, type WorkCounters } from './work-counters.port.js';

/**
 * The counters of one gateway process: each key's request times of the last minute (a sliding
 * window: a burst at a minute's end and another at the next one's start are not twice the rate)
 * and its places in flight.
 */
export class MemoryWorkCounters implements WorkCounters {
  private readonly times = new Map<string, number[]>();
  private readonly inFlight = new Map<string, Set<string>>();
  private sweptAt = 0;

  async hit(key: string, now: number): Promise<{ count: number; freeAt: number }> {
    this.sweep(now);
    const since = now - MINUTE_MS;
    const times = (this.times.get(key) ?? []).filter((t) => t > since);
    times.push(now);
    this.times.set(key, times);
    return { count: times.length, freeAt: times[0]! + MINUTE_MS };
  }

  async enter(key: string, limit: number): Promise<string | null> {
    const places = this.inFlight.get(key) ?? new Set<string>();
    if (places.size >= limit) return null;
    const token = randomUUID();
    places.add(token);
    this.inFlight.set(key, places);
    return token;
  }

  async leave(key: string, token: string): Promise<void> {
    const places = this.inFlight.get(key);
    places?.delete(token);
    if (places?.size === 0) this.inFlight.delete(key);
  }

  /** Forgets keys idle for a minute, once a minute: the map holds the active users only. */
  private sweep(now: number): void {
    if (now - this.sweptAt < MINUTE_MS) return;
    this.sweptAt = now;
    for (const [key, times] of this.times) if (times[times.length - 1]! <= now - MINUTE_MS) this.times.delete(key);
  }
}
