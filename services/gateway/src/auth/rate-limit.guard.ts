import { type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
} from '@nestjs/throttler';
import type { Request } from 'express';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { Topic } from '@kizuna/proto';
import { SecurityEventKind } from '@kizuna/proto/rules';
import { BusClient } from '@kizuna/platform/bus';
import { RateLimitStorage } from './rate-limit-storage.js';
import { emailIn } from './rate-limits.js';

const RATE_LIMIT_GROUP = 'kizuna:rate-limit';

/**
 * Marks a route whose attempts are limited (see `rateLimits`): sign-in, applications, password
 * reset and restore requests. The routes of one group share their counters.
 */
export const RateLimited = (group: string) => SetMetadata(RATE_LIMIT_GROUP, group);

/** `@nestjs/throttler`'s guard, keyed by the route's group, answering in Kizuna's error shape. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  /** Refusals of requests in flight, thrown once every limit has counted the request. */
  private readonly refusals = new WeakMap<Request, ThrottlerLimitDetail[]>();

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() private readonly limits: RateLimitStorage,
    reflector: Reflector,
    private readonly bus: BusClient,
  ) {
    super(options, limits, reflector);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const req = context.switchToHttp().getRequest<Request>();
    const refused = this.refusals.get(req);
    if (!refused) return true;
    this.refusals.delete(req);
    // Only the first refusal of a block is worth an entry; a flood would bury the log.
    const blockStarted = refused.map((detail) => this.limits.takeBlockStart(detail.key)).some(Boolean);
    if (blockStarted)
      await this.bus.emit(Topic.SecurityEvent, {
        kind: SecurityEventKind.SIGN_IN_THROTTLED,
        userId: '',
        actorEmail: '',
        userEmail: emailIn(req.body).slice(0, 320),
        clientAddress: req.ip ?? '',
        detail: this.groupOf(context) ?? '',
        at: new Date().toISOString(),
      });
    throw new DomainError(ErrorCode.TooManyRequests, 'Too many attempts. Please wait a minute and try again.');
  }

  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return !this.groupOf(context);
  }

  /** Keys name the group, not the handler, so the routes of a group share their counters. */
  protected override generateKey(context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `${this.groupOf(context)}|${throttlerName}|${tracker}`;
  }

  /**
   * Notes the refusal instead of throwing at once: every limit counts the attempt, so an address
   * refused by one limit cannot be tried again from elsewhere for free.
   */
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const req = context.switchToHttp().getRequest<Request>();
    this.refusals.set(req, [...(this.refusals.get(req) ?? []), detail]);
  }

  private groupOf(context: ExecutionContext): string | undefined {
    return this.reflector.get<string | undefined>(RATE_LIMIT_GROUP, context.getHandler());
  }
}
