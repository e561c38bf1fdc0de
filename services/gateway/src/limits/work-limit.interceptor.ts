import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { from, type Observable, finalize, switchMap } from 'rxjs';
import type { RouteSpec } from '@kizuna/http-api';
import { Clock } from '@kizuna/platform/clock';
import type { KizunaConfig } from '@kizuna/platform/config';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { CONFIG } from '@kizuna/platform/runtime';
import type { AuthedRequest } from '../auth/actor.js';
import { ROUTE_KEY } from '../http/route.decorator.js';
import { WORK_COUNTERS, type WorkCounters } from './work-counters.port.js';

/**
 * Per-user limits of the routes that compute or write (the route table's `work` group): a rate
 * (requests in the last minute) and a number in flight, per user and group; 429 with Retry-After
 * past either. Admins are counted like everyone (a script run by an admin holds the same shared
 * threads). Runs after the guards: a caller who may not ask hears 401/403 first and costs nothing.
 */
@Injectable()
export class WorkLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly clock: Clock,
    @Inject(WORK_COUNTERS) private readonly counters: WorkCounters,
    @Inject(CONFIG) private readonly config: KizunaConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const route = this.reflector.get<RouteSpec | undefined>(ROUTE_KEY, context.getHandler());
    const actor = context.switchToHttp().getRequest<AuthedRequest>().actor;
    if (!route?.work || !actor) return next.handle();
    const limit = this.config.auth.workLimits[route.work];
    const key = `${actor.userId}|${route.work}`;
    const res = context.switchToHttp().getResponse<Response>();
    return from(this.admit(key, limit, res)).pipe(
      switchMap((token) => next.handle().pipe(finalize(() => void this.counters.leave(key, token).catch(() => {})))),
    );
  }

  private async admit(key: string, limit: { perMinute: number; inFlight: number }, res: Response): Promise<string> {
    const now = this.clock.now();
    const { count, freeAt } = await this.counters.hit(key, now);
    if (count > limit.perMinute) {
      const seconds = Math.max(1, Math.ceil((freeAt - now) / 1000));
      res.setHeader('Retry-After', String(seconds));
      throw new DomainError(ErrorCode.WorkRateLimited, `At most ${limit.perMinute} of these a minute.`, {
        limit: String(limit.perMinute),
        seconds: String(seconds),
      });
    }
    const token = await this.counters.enter(key, limit.inFlight, now);
    if (!token) {
      res.setHeader('Retry-After', '1');
      throw new DomainError(ErrorCode.WorkInFlight, `At most ${limit.inFlight} of these at once.`, {
        limit: String(limit.inFlight),
        seconds: '1',
      });
    }
    return token;
  }
}
