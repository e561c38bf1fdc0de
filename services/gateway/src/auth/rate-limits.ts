import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import { RateLimitStorage } from './rate-limit-storage.js';

const MINUTE_MS = 60_000;

/**
 * The attempt limits (RATE_LIMIT_PER_MINUTE): per client address and per e-mail address, each
 * counted in a window of a minute; a key over its limit is refused for a minute.
 */
export function rateLimits(attemptsPerMinute: number): ThrottlerModuleOptions {
  return {
    // Answers stay as they were: no X-RateLimit-* headers on every sign-in.
    setHeaders: false,
    storage: new RateLimitStorage(),
    throttlers: [
      // The throttler's own tracker: the client address (an IPv6 address by its /64 network).
      { name: 'address', ttl: MINUTE_MS, limit: attemptsPerMinute },
      {
        name: 'email',
        ttl: MINUTE_MS,
        limit: attemptsPerMinute,
        getTracker: (req) => emailIn(req.body),
        skipIf: (context: ExecutionContext) => !emailIn(context.switchToHttp().getRequest<{ body?: unknown }>().body),
      },
    ],
  };
}

/** The e-mail address a sign-in, application or reset names, wherever the spec's body puts it. */
export function emailIn(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const b = body as Record<string, unknown>;
  const nested = (b.data as { user?: { email?: unknown } } | undefined)?.user?.email;
  const value = b.user_email ?? b.email ?? nested;
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}
