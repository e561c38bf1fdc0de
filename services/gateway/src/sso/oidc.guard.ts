import { type ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { OIDC_STRATEGY, OidcStrategy, type OidcIdentity } from './oidc.strategy.js';

/** What the callback route receives: the identity, or why the provider's answer was refused. */
export type OidcOutcome = { identity: OidcIdentity } | { failure: string };

/**
 * Runs the passport strategy: on the start route it redirects to the provider; on the callback
 * it completes the code flow. A refused answer (wrong state, bad nonce, denied consent) becomes
 * an outcome the controller turns into a page for the user, not a bare 401.
 */
@Injectable()
export class OidcGuard extends AuthGuard(OIDC_STRATEGY) {
  // The strategy is null without SSO; a union type carries no injection token, hence @Inject.
  constructor(@Optional() @Inject(OidcStrategy) private readonly strategy: OidcStrategy | null) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.strategy)
      throw new DomainError(ErrorCode.SsoNotConfigured, 'Single sign-on is not configured on this server.');
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<T = OidcOutcome>(err: unknown, user: unknown, info: unknown): T {
    if (!err && user) return { identity: user as OidcIdentity } as T;
    const reason =
      (err as Error | undefined)?.message || (info as { message?: string } | undefined)?.message || 'refused';
    return { failure: reason } as T;
  }
}
