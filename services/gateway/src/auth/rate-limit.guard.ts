import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { KizunaConfig } from '@kizuna/platform/config';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { CONFIG } from '@kizuna/platform/runtime';
import { FixedWindowCounter } from './fixed-window-counter.js';
import { Topic } from '@kizuna/proto';
import { SecurityEventKind } from '@kizuna/proto/rules';
import { BusClient } from '@kizuna/platform/bus';

const RATE_LIMIT_KEY = 'kizuna:rate-limit';

/**
 * Marks a route whose attempts are limited (RATE_LIMIT_PER_MINUTE) per client address and per
 * e-mail address: sign-in,
 * applications, and (when they land) password reset and restore requests. The routes of one
 * group share their counters.
 */
export const RateLimited = (group: string) => SetMetadata(RATE_LIMIT_KEY, group);

/**
 * Counts attempts in memory, per gateway process: behind several gateways the effective limit is
 * the number of gateways times this one, which still stops guessing at speed.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly counter = new FixedWindowCounter(60_000);

  constructor(
    private readonly reflector: Reflector,
    @Inject(CONFIG) private readonly config: KizunaConfig,
    private readonly bus: BusClient,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const group = this.reflector.get<string | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!group) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const keys = [`${group}|ip|${req.ip ?? ''}`];
    const email = emailIn(req.body);
    if (email) keys.push(`${group}|email|${email}`);
    // Every key counts the attempt, so a refused address cannot be tried from a new one for free.
    const counts = keys.map((key) => this.counter.hit(key));
    const limit = this.config.auth.attemptsPerMinute;
    if (counts.some((count) => count > limit)) {
      // Only the first refusal of a window is worth an entry; a flood would bury the log.
      if (counts.some((count) => count === limit + 1))
        await this.bus.emit(Topic.SecurityEvent, {
          kind: SecurityEventKind.SIGN_IN_THROTTLED,
          userEmail: email.slice(0, 320),
          clientAddress: req.ip ?? '',
          detail: group,
          at: new Date().toISOString(),
        });
      throw new DomainError(ErrorCode.TooManyRequests, 'Too many attempts. Please wait a minute and try again.');
    }
    return true;
  }
}

/** The e-mail address a sign-in, application or reset names, wherever the spec's body puts it. */
function emailIn(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const b = body as Record<string, unknown>;
  const nested = (b.data as { user?: { email?: unknown } } | undefined)?.user?.email;
  const value = b.user_email ?? b.email ?? nested;
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}
