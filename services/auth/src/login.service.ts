import { Inject, Injectable } from '@nestjs/common';
import { type ReplyInitOf, Topic } from '@kizuna/proto';
import { AccessAction, SecurityEventKind } from '@kizuna/proto/rules';
import { Clock } from '@kizuna/platform/clock';
import type { KizunaConfig } from '@kizuna/platform/config';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { OutboxEvent } from '@kizuna/platform/outbox';
import type { AccessTokens } from '@kizuna/platform/tokens';
import { ACCESS_TOKENS, CONFIG } from '@kizuna/platform/runtime';
import { UsersRepository } from './users.repository.js';
import { SessionsService } from './sessions.service.js';
import { AccountsService } from './accounts.service.js';
import { toUserMessage } from './to-user-message.js';
import { isValidEmail } from './is-valid-email.js';
import { PasswordsService } from './passwords.service.js';
import { SecurityEvents } from './security-events.js';
import { UsersOutbox } from './users-outbox.js';
import { SignInThrottle } from './sign-in-throttle.js';
import type { UserRecord } from './user-record.js';

/** How a user signed in, as the security log names it. */
export type SignInMethod = 'dev' | 'password' | 'sso';

/** Signs a user in (dev email login, password, SSO code) and records the login with the client's address. */
@Injectable()
export class LoginService {
  constructor(
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(ACCESS_TOKENS) private readonly tokens: AccessTokens,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
    private readonly passwords: PasswordsService,
    private readonly security: SecurityEvents,
    private readonly outbox: UsersOutbox,
    private readonly throttle: SignInThrottle,
    private readonly clock: Clock,
  ) {}

  async devLogin(rawEmail: string, clientAddress = ''): Promise<ReplyInitOf<Topic.AuthDevLogin>> {
    if (!this.config.auth.devLogin) throw new DomainError(ErrorCode.Forbidden, 'Email login is disabled.');
    const email = rawEmail.trim().toLowerCase();
    if (!isValidEmail(email)) throw new DomainError(ErrorCode.EmailInvalid, 'Please enter a valid email address.');
    const user = await this.users.findByEmail(email);
    if (!user) {
      // An unknown address becomes an application an admin can approve, as with /register.
      await this.accounts.apply(email.split('@')[0], email, clientAddress);
      throw notApproved();
    }
    return this.signIn(user, 'dev', clientAddress);
  }

  async passwordLogin(
    email: string,
    password: string,
    clientAddress = '',
  ): Promise<ReplyInitOf<Topic.AuthPasswordLogin>> {
    let user: UserRecord;
    await this.throttle.check(email, clientAddress);
    try {
      user = await this.passwords.check(email, password);
    } catch (err) {
      if (err instanceof DomainError && err.code === ErrorCode.BadCredentials) {
        const userEmail = email.trim().toLowerCase().slice(0, 320);
        const waitBegan = await this.throttle.failed(email, clientAddress);
        await this.security.record(SecurityEventKind.SIGN_IN_FAILED, { userEmail, clientAddress, detail: 'password' });
        if (waitBegan)
          await this.security.record(SecurityEventKind.SIGN_IN_THROTTLED, {
            userEmail,
            clientAddress,
            detail: 'password-backoff',
          });
      }
      throw err;
    }
    await this.throttle.succeeded(email, clientAddress);
    return this.signIn(user, 'password', clientAddress);
  }

  /**
   * Opens a session for an account that proved who it is. An unapproved or deleted account is
   * refused here, whichever way it signed in, and the refusal is a security event.
   */
  async signIn(
    found: UserRecord,
    method: SignInMethod,
    clientAddress: string,
  ): Promise<ReplyInitOf<Topic.AuthDevLogin>> {
    let user = found;
    if (!user.is_approved || user.is_deleted) {
      const error = user.is_deleted ? accountDeleted() : notApproved();
      await this.security.record(SecurityEventKind.SIGN_IN_REFUSED, {
        userId: user._id,
        userEmail: user.email,
        clientAddress,
        detail: `${method}:${error.code}`,
      });
      throw error;
    }
    // Spec §3 first_login: the SPA then offers to set a password (SSO accounts need none).
    const isFirstLogin = method !== 'sso' && !user.password_hash && user.last_login_at === '';
    const now = this.clock.date();
    const sessionId = await this.sessions.open(user._id, now);
    const accessToken = await this.tokens.sign(
      { userId: user._id, email: user.email, name: user.username, isAdmin: user.is_admin, sessionId },
      now,
    );
    // The sign-in and its access log are one write; the outbox publishes the log.
    const login: OutboxEvent = {
      topic: Topic.AccessLogged,
      payload: {
        typeAction: AccessAction.LOGIN,
        userId: user._id,
        userName: user.username,
        userEmail: user.email,
        at: now.toISOString(),
        clientAddress,
        // A sign-in is about no project.
        projectId: '',
        processId: '',
        projectName: '',
        detail: '',
      },
    };
    user = (await this.users.updateWithEvents(user._id, { last_login_at: now.toISOString() }, [login], now)) ?? user;
    await this.outbox.flush();
    return { user: toUserMessage(user), accessToken, isFirstLogin };
  }
}

export function notApproved(): DomainError {
  return new DomainError(ErrorCode.NotApproved, 'Your account is waiting for an administrator to approve it.');
}

function accountDeleted(): DomainError {
  return new DomainError(ErrorCode.AccountDeleted, 'This account has been deleted. You can ask for it to be restored.');
}
