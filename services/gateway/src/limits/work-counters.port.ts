/**
 * Where the per-user work limits are counted. In one process (the embedded mode, one gateway) in
 * memory; with several gateway replicas on a shared MongoDB in its documents, so that every
 * replica counts the same requests (docs/security.md "What one user can cost").
 */
export interface WorkCounters {
  /**
   * Counts one request of the key at `now`; answers how many the key made in the 60 s before
   * (this one included) and when the oldest of them leaves that minute.
   */
  hit(key: string, now: number): Promise<{ count: number; freeAt: number }>;
  /** Takes one of the key's places in flight if fewer than `limit` are taken; answers its token, or null. */
  enter(key: string, limit: number, now: number): Promise<string | null>;
  /** Gives a place back. */
  leave(key: string, token: string): Promise<void>;
}

export const WORK_COUNTERS = Symbol('WORK_COUNTERS');

export const MINUTE_MS = 60_000;

/**
 * A place in flight is given back when its request ends; one a replica could not give back (it
 * stopped meanwhile) counts no longer than this.
 */
export const IN_FLIGHT_LEASE_MS = 10 * MINUTE_MS;
