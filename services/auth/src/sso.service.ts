import { Inject, Injectable } from '@nestjs/common';
import { type ReplyInitOf, Topic } from '@kizuna/proto';
import { SecurityEventKind } from '@kizuna/proto/rules';
import { Clock } from '@kizuna/platform/clock';
import type { KizunaConfig } from '@kizuna/platform/config';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { CONFIG } from '@kizuna/platform/runtime';
import { AccountsService } from './accounts.service.js';
import { isValidEmail } from './is-valid-email.js';
import { LoginService } from './login.service.js';
import { SecurityEvents } from './security-events.js';
import { SsoCodesRepository } from './sso-codes.repository.js';
import type { UserRecord } from './user-record.js';
import { UsersRepository } from './users.repository.js';

export interface SsoIdentity {
  email: string;
  name: string;
  subject: string;
  issuer: string;
  /** The provider's email_verified claim; undefined when it sent none. */
  emailVerified?: boolean;
  clientAddress: string;
  /** sha256 of the hand-off cookie set in the browser that completed the sign-in. */
  browserBinding: string;
}

/**
 * The account side of single sign-on. The gateway completes the OpenID Connect code flow; here
 * the identity it proved becomes a single-use code, and the code a session. The access token
 * itself therefore never travels in a URL.
 */
@Injectable()
export class SsoService {
  constructor(
    @Inject(CONFIG) private readonly config: KizunaConfig,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly codes: SsoCodesRepository,
    private readonly login: LoginService,
    private readonly security: SecurityEvents,
    private readonly clock: Clock,
  ) {}

  /**
   * The account an identity proved at the provider signs in to: the one linked to its issuer and
   * subject, else the one with its address when that has no identity linked yet and the
   * provider vouches for the address. A stored identity is never replaced.
   */
  async complete(identity: SsoIdentity): Promise<string> {
    const now = this.clock.date();
    const email = identity.email.trim().toLowerCase();
    if (!isValidEmail(email))
      throw new DomainError(ErrorCode.SsoNoEmail, 'The sign-in provider did not give a usable e-mail address.');
    const user = (await this.linkedAccount(identity)) ?? (await this.accountByEmail(email, identity, now));
    if (!user.is_approved || user.is_deleted) {
      await this.security.record(SecurityEventKind.SIGN_IN_REFUSED, {
        userId: user._id,
        userEmail: user.email,
        clientAddress: identity.clientAddress,
        detail: user.is_deleted ? `sso:${ErrorCode.AccountDeleted}` : `sso:${ErrorCode.NotApproved}`,
      });
      if (user.is_deleted)
        throw new DomainError(
          ErrorCode.AccountDeleted,
          'This account has been deleted. You can ask for it to be restored.',
        );
      throw new DomainError(ErrorCode.NotApproved, 'Your account is waiting for an administrator to approve it.');
    }
    return this.codes.issue(user._id, identity.browserBinding, now);
  }

  /** The code works once, within its minute, and only for the browser that completed the sign-in. */
  async exchange(
    code: string,
    clientAddress: string,
    browserBinding: string,
  ): Promise<ReplyInitOf<Topic.AuthSsoExchange>> {
    const found = code ? await this.codes.consume(code, browserBinding, this.clock.date()) : null;
    const user = found ? await this.users.findById(found.user_id) : null;
    if (!user) {
      await this.security.record(SecurityEventKind.SIGN_IN_FAILED, { clientAddress, detail: 'sso:code' });
      throw new DomainError(ErrorCode.SsoCodeInvalid, 'This sign-in link is not valid any more. Please sign in again.');
    }
    return this.login.signIn(user, 'sso', clientAddress);
  }

  /** The account linked to the identity's subject at this issuer (or at none, for records older than the issuer). */
  private async linkedAccount(identity: SsoIdentity): Promise<UserRecord | null> {
    if (!identity.subject) return null;
    const linked = await this.users.findBySsoSubject(identity.subject);
    const same = linked.find((u) => u.sso_issuer === identity.issuer);
    if (same) return same;
    const legacy = linked.find((u) => !u.sso_issuer);
    if (legacy) await this.users.update(legacy._id, { sso_issuer: identity.issuer });
    return legacy ?? null;
  }

  /**
   * An identity no account is linked to yet, by its address: that account is linked when it has
   * no identity of its own and the provider says the address is verified; an unknown address
   * becomes an application (firstSignIn).
   */
  private async accountByEmail(email: string, identity: SsoIdentity, now: Date): Promise<UserRecord> {
    const user = await this.users.findByEmail(email);
    if (user?.sso_subject) return this.refuse(user, identity, ErrorCode.SsoIdentityMismatch);
    if (!this.emailVerified(identity)) return this.refuse(user, { ...identity, email }, ErrorCode.SsoEmailUnverified);
    if (!user) return this.firstSignIn(email, identity);
    if (!identity.subject) return user;
    const linked = await this.users.linkSso(user._id, identity.issuer, identity.subject, now);
    // Linked by another sign-in at the same moment: only the same identity may go on.
    if (!linked) {
      const current = await this.users.findById(user._id);
      if (!current || current.sso_subject !== identity.subject)
        return this.refuse(user, identity, ErrorCode.SsoIdentityMismatch);
      return current;
    }
    return linked;
  }

  /** absent = not verified, unless the provider is one that never sends the claim (OIDC_ASSUME_EMAIL_VERIFIED). */
  private emailVerified(identity: SsoIdentity): boolean {
    if (identity.emailVerified !== undefined) return identity.emailVerified;
    return this.config.auth.oidc?.assumeEmailVerified ?? false;
  }

  /** Refuses the sign-in and records it: someone else's identity pointing at this account is worth an admin's look. */
  private async refuse(
    user: UserRecord | null,
    identity: SsoIdentity,
    code: ErrorCode.SsoIdentityMismatch | ErrorCode.SsoEmailUnverified,
  ): Promise<never> {
    await this.security.record(SecurityEventKind.SIGN_IN_REFUSED, {
      userId: user?._id ?? '',
      userEmail: user?.email ?? identity.email.trim().toLowerCase().slice(0, 320),
      clientAddress: identity.clientAddress,
      detail: `sso:${code}:${identity.issuer.slice(0, 200)}#${identity.subject.slice(0, 200)}`,
    });
    throw code === ErrorCode.SsoIdentityMismatch
      ? new DomainError(code, 'This account is linked to another single sign-on identity. Please ask an administrator.')
      : new DomainError(
          code,
          'The sign-in provider has not confirmed this e-mail address. Please confirm it there, or ask an administrator.',
        );
  }

  /**
   * An address the provider vouches for but Kizuna does not know: approved at once when its
   * domain is on OIDC_ALLOWED_DOMAINS, otherwise an application an admin decides on.
   */
  private async firstSignIn(email: string, identity: SsoIdentity): Promise<UserRecord> {
    const domain = email.split('@')[1];
    const allowed = this.config.auth.oidc?.allowedDomains.includes(domain) ?? false;
    const name = identity.name.trim().slice(0, 100) || email.split('@')[0];
    const user = await this.accounts.apply(name, email, identity.clientAddress, {
      approved: allowed,
      sso: identity.subject ? { issuer: identity.issuer, subject: identity.subject } : undefined,
    });
    if (!allowed)
      throw new DomainError(
        ErrorCode.SsoApplicationFiled,
        'Your application has been sent. You can sign in once an administrator approves it.',
      );
    return user;
  }
}
