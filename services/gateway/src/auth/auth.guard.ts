import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { AccessTokens } from '@kizuna/platform/tokens';
import { ACCESS_TOKENS } from '@kizuna/platform/runtime';
import { ACCESS_KEY, type AccessLevel } from './access.decorators.js';
import type { AuthedRequest } from './actor.js';
import { SessionCheck } from './session-check.js';

/**
 * Runs on every route: public routes pass; all others need a valid, unexpired X-Auth-Token whose
 * session is still open and whose account is still approved (SessionCheck). The actor's rights
 * come from the account as it is now, never from the token alone.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(ACCESS_TOKENS) private readonly tokens: AccessTokens,
    private readonly sessions: SessionCheck,
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
    req.actor = await this.sessions.actor(claims.sessionId, claims.userId);
    req.sessionId = claims.sessionId;
    if (level === 'admin' && !req.actor.isAdmin) throw new DomainError(ErrorCode.Forbidden, 'Administrators only.');
    return true;
  }
}
