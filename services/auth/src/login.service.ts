import { Inject, Injectable } from '@nestjs/common';
import { type ReplyInitOf, Topic } from '@kizuna/contracts';
import { AccessAction } from '@kizuna/contracts/rules';
import type { KizunaConfig } from '@kizuna/platform/config';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { BusClient } from '@kizuna/platform/bus';
import type { AccessTokens } from '@kizuna/platform/tokens';
import { ACCESS_TOKENS, CONFIG } from '@kizuna/platform/runtime';
import { UsersRepository } from './users.repository.js';
import { SessionsService } from './sessions.service.js';
import { AccountsService } from './accounts.service.js';
import { toUserMessage } from './to-user-message.js';
import { isValidEmail } from './is-valid-email.js';
import { PasswordsService } from './passwords.service.js';
import type { UserRecord } from './user-record.js';

/** Signs a user in (dev email login, password; the OIDC callback will end here too) and records the login. */
@Injectable()
export class LoginService {
  constructor(
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(ACCESS_TOKENS) private readonly tokens: AccessTokens,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
    private readonly passwords: PasswordsService,
    private readonly bus: BusClient,
  ) {}

  async devLogin(rawEmail: string): Promise<ReplyInitOf<Topic.AuthDevLogin>> {
    if (!this.config.auth.devLogin) throw new DomainError(ErrorCode.Forbidden, 'Email login is disabled.');
    const email = rawEmail.trim().toLowerCase();
    if (!isValidEmail(email)) throw new DomainError(ErrorCode.EmailInvalid, 'Please enter a valid email address.');
    const user = await this.users.findByEmail(email);
    if (!user) {
      // An unknown address becomes an application an admin can approve, as with /register.
      await this.accounts.apply(email.split('@')[0], email);
      throw notApproved();
    }
    return this.signIn(user);
  }

  async passwordLogin(email: string, password: string): Promise<ReplyInitOf<Topic.AuthPasswordLogin>> {
    return this.signIn(await this.passwords.check(email, password));
  }

  private async signIn(found: UserRecord): Promise<ReplyInitOf<Topic.AuthDevLogin>> {
    let user = found;
    if (!user.is_approved || user.is_deleted) throw notApproved();
    const isFirstLogin = user.last_login_at === '';
    const now = new Date();
    user = (await this.users.update(user._id, { last_login_at: now.toISOString() }, now)) ?? user;
    const sessionId = await this.sessions.open(user._id, now);
    const accessToken = await this.tokens.sign(
      { userId: user._id, email: user.email, name: user.username, isAdmin: user.is_admin, sessionId },
      now,
    );
    await this.bus.emit(Topic.AccessLogged, {
      typeAction: AccessAction.LOGIN,
      userId: user._id,
      userName: user.username,
      userEmail: user.email,
      at: now.toISOString(),
    });
    return { user: toUserMessage(user), accessToken, isFirstLogin };
  }
}

function notApproved(): DomainError {
  return new DomainError(ErrorCode.NotApproved, 'Your account is waiting for an administrator to approve it.');
}
