import { Inject, Injectable } from '@nestjs/common';
import { type ReplyInitOf, Topic } from '@kizuna/proto';
import { SecurityEventKind } from '@kizuna/proto/rules';
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
  clientAddress: string;
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
  ) {}

  async complete(identity: SsoIdentity, now = new Date()): Promise<string> {
    const email = identity.email.trim().toLowerCase();
    if (!isValidEmail(email))
      throw new DomainError(ErrorCode.SsoNoEmail, 'The sign-in provider did not give a usable e-mail address.');
    const user = (await this.users.findByEmail(email)) ?? (await this.firstSignIn(email, identity));
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
    if (identity.subject && user.sso_subject !== identity.subject)
      await this.users.update(user._id, { sso_subject: identity.subject }, now);
    return this.codes.issue(user._id, now);
  }

  async exchange(code: string, clientAddress: string): Promise<ReplyInitOf<Topic.AuthSsoExchange>> {
    const found = code ? await this.codes.consume(code, new Date()) : null;
    const user = found ? await this.users.findById(found.user_id) : null;
    if (!user) {
      await this.security.record(SecurityEventKind.SIGN_IN_FAILED, { clientAddress, detail: 'sso:code' });
      throw new DomainError(ErrorCode.SsoCodeInvalid, 'This sign-in link is not valid any more. Please sign in again.');
    }
    return this.login.signIn(user, 'sso', clientAddress);
  }

  /**
   * An address the provider vouches for but Kizuna does not know: approved at once when its
   * domain is on OIDC_ALLOWED_DOMAINS, otherwise an application an admin decides on.
   */
  private async firstSignIn(email: string, identity: SsoIdentity): Promise<UserRecord> {
    const domain = email.split('@')[1];
    const allowed = this.config.auth.oidc?.allowedDomains.includes(domain) ?? false;
    const name = identity.name.trim().slice(0, 100) || email.split('@')[0];
    const user = await this.accounts.apply(name, email, identity.clientAddress, { approved: allowed });
    if (!allowed)
      throw new DomainError(
        ErrorCode.SsoApplicationFiled,
        'Your application has been sent. You can sign in once an administrator approves it.',
      );
    return user;
  }
}
