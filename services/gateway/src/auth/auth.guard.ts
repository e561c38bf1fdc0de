import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Topic } from '@kizuna/contracts';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { AccessTokens } from '@kizuna/platform/tokens';
import { ACCESS_TOKENS } from '@kizuna/platform/runtime';
import { ACCESS_KEY, type AccessLevel } from './access.decorators.js';
import type { AuthedRequest } from './actor.js';

/**
 * Runs on every route: public routes pass; all others need a valid, unexpired X-Auth-Token;
 * admin routes also ask the auth service whether the user is (still) an approved admin.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(ACCESS_TOKENS) private readonly tokens: AccessTokens,
    private readonly bus: BusClient,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (level === 'public') return true;
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const token = req.header('x-auth-token');
    if (!token) throw new DomainError(ErrorCode.Unauthorized, 'Authentication required.');
    const claims = await this.tokens.verify(token);
    req.actor = { userId: claims.userId, email: claims.email, name: claims.name, isAdmin: claims.isAdmin };
    if (level === 'admin') {
      const { user } = await this.bus
        .request(Topic.AuthUserGet, { userId: claims.userId })
        .catch(() => ({ user: undefined }));
      if (!user || !user.isAdmin || !user.isApproved || user.isDeleted)
        throw new DomainError(ErrorCode.Forbidden, 'Administrators only.');
      req.actor.isAdmin = true;
    }
    return true;
  }
}
