import { Inject, Injectable } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { Clock } from '@kizuna/platform/clock';
import type { KizunaConfig } from '@kizuna/platform/config';
import { CONFIG } from '@kizuna/platform/runtime';
import type { Actor } from './actor.js';

interface Cached {
  actor: Promise<Actor>;
  until: number;
}

/** Entries beyond this are dropped oldest first, so a flood of tokens cannot grow the map. */
const MAX_ENTRIES = 10_000;

/**
 * Asks the auth service whether a session is open and what its account may do now, reusing an
 * answer for at most AUTH_CACHE_SECONDS (≤ 5 s): a revoked session or demoted admin is refused
 * within that time, without a round trip on every request of a busy screen.
 */
@Injectable()
export class SessionCheck {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly bus: BusClient,
    @Inject(CONFIG) private readonly config: KizunaConfig,
    private readonly clock: Clock,
  ) {}

  actor(sessionId: string, userId: string): Promise<Actor> {
    const now = this.clock.now();
    const key = `${sessionId}\u0000${userId}`;
    const hit = this.cache.get(key);
    if (hit && hit.until > now) return hit.actor;
    const actor = this.ask(sessionId, userId);
    const ttl = this.config.auth.accountCacheSeconds * 1000;
    if (ttl > 0) {
      this.cache.delete(key);
      this.cache.set(key, { actor, until: now + ttl });
      // A refusal is not cached: the next request asks again.
      actor.catch(() => this.cache.delete(key));
      if (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    }
    return actor;
  }

  /** Forgets a session at once (after this gateway signed it out). */
  forget(sessionId: string): void {
    for (const key of this.cache.keys()) if (key.startsWith(`${sessionId}\u0000`)) this.cache.delete(key);
  }

  /** Forgets every session of an account at once (after this gateway changed the account). */
  forgetUser(userId: string): void {
    for (const key of this.cache.keys()) if (key.endsWith(`\u0000${userId}`)) this.cache.delete(key);
  }

  private async ask(sessionId: string, userId: string): Promise<Actor> {
    const { actor } = await this.bus.request(Topic.AuthSessionCheck, { sessionId, userId });
    return {
      userId: actor?.userId ?? userId,
      email: actor?.email ?? '',
      name: actor?.name ?? '',
      isAdmin: actor?.isAdmin ?? false,
      supplierCode: actor?.supplierCode ?? '',
      labelEditor: actor?.labelEditor ?? false,
    };
  }
}
