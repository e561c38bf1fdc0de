import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@kizuna/platform/clock';
import type { KizunaConfig } from '@kizuna/platform/config';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { Mailer } from '@kizuna/platform/mail';
import { CONFIG, MAILER } from '@kizuna/platform/runtime';
import { hashPassword, verifyPassword } from './password-hash.js';
import { PasswordLinksRepository } from './password-links.repository.js';
import { LINK_VALID_MS, mailLang, passwordLinkMail } from './password-mail.js';
import { useSsoMail } from './use-sso-mail.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { assertUsablePassword } from './password-rules.js';
import type { UserRecord } from './user-record.js';
import { UsersRepository } from './users.repository.js';
import { SessionsService } from './sessions.service.js';
import { isValidEmail } from './is-valid-email.js';
import { SecurityEvents, securityEvent } from './security-events.js';
import { UsersOutbox } from './users-outbox.js';
import type { OutboxEvent } from '@kizuna/platform/outbox';
import { SecurityEventKind } from '@kizuna/proto/rules';

// One hash to compare against when the address has no account, so the answer takes as long.
const NO_ACCOUNT_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** Password accounts: checking, setting and resetting passwords by single-use mailed links. */
@Injectable()
export class PasswordsService {
  constructor(
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly users: UsersRepository,
    private readonly links: PasswordLinksRepository,
    private readonly sessions: SessionsService,
    private readonly outbox: UsersOutbox,
    private readonly security: SecurityEvents,
    private readonly throttle: SignInThrottle,
    private readonly clock: Clock,
  ) {}

  /** The account a correct address and password belong to; one error for any wrong pair. */
  async check(rawEmail: string, password: string): Promise<UserRecord> {
    const user = await this.users.findByEmail(rawEmail.trim().toLowerCase());
    const stored = user?.password_hash || NO_ACCOUNT_HASH;
    const matches = [...password].length <= 200 && (await verifyPassword(password, stored));
    if (!user || !user.password_hash || !matches)
      throw new DomainError(ErrorCode.BadCredentials, 'Username or password incorrect.');
    return user;
  }

  /**
   * A signed-in user's new password; their other sessions end, this one goes on. An account
   * with a password must give it: a stolen session alone must not be enough to take it over.
   */
  async change(
    userId: string,
    password: string,
    { currentPassword = '', keepSessionId = '', clientAddress = '' } = {},
  ): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError(ErrorCode.NotFound, 'No such user.');
    this.assertMayHaveLocalPassword(user);
    if (user.password_hash) {
      // Guessing the current password through a stolen session is slowed like guessing at sign-in.
      await this.throttle.check(user.email, clientAddress);
      const matches = [...currentPassword].length <= 200 && (await verifyPassword(currentPassword, user.password_hash));
      if (!matches) {
        await this.throttle.failed(user.email, clientAddress);
        // A wrong current password is a failed password check, as at sign-in.
        await this.security.record(SecurityEventKind.SIGN_IN_FAILED, {
          userId: user._id,
          userEmail: user.email,
          clientAddress,
          detail: `change_password:${ErrorCode.CurrentPasswordWrong}`,
        });
        throw new DomainError(ErrorCode.CurrentPasswordWrong, 'The current password is not correct.');
      }
    }
    await this.store(user, password, [
      securityEvent(SecurityEventKind.PASSWORD_CHANGED, { userId: user._id, userEmail: user.email, clientAddress }),
    ]);
    await this.sessions.revokeAll(user._id, keepSessionId);
  }

  /**
   * Mails a reset link when the address has a usable account. The answer is the same either way,
   * so the form cannot be used to find out who has an account.
   */
  async requestReset(rawEmail: string, lang: string): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    if (!isValidEmail(email)) throw new DomainError(ErrorCode.EmailInvalid, 'Please enter a valid email address.');
    const user = await this.users.findByEmail(email);
    if (!user || !user.is_approved || user.is_deleted) return;
    // A link would give an SSO account a password that outlives the provider's MFA and disabling.
    if (this.isSsoOnly(user)) await this.mailer.send(useSsoMail(user.email, this.config.publicUrl, mailLang(lang)));
    else await this.mailLink(user, 'reset', lang);
  }

  /** Mails a new account its set-password link (after approval, or for a bootstrapped admin). */
  async sendSetupLink(user: UserRecord, lang = 'ja'): Promise<void> {
    await this.mailLink(user, 'setup', lang);
  }

  /** Sets the password a link was sent for; the link works once and ends every session of the account. */
  async useLink(token: string, password: string, clientAddress = ''): Promise<void> {
    const now = this.clock.date();
    const link = token ? await this.links.find(token, now) : null;
    const user = link ? await this.users.findById(link.user_id) : null;
    if (!link || !user || user.is_deleted) throw linkInvalid();
    // A link mailed before the account first signed in by SSO must not add a password now.
    this.assertMayHaveLocalPassword(user);
    // A refused password leaves the link usable; only a good one uses it up (once, even if raced).
    assertUsablePassword(password, user.email);
    if (!(await this.links.consume(token, now))) throw linkInvalid();
    await this.store(user, password, [
      securityEvent(SecurityEventKind.PASSWORD_RESET, {
        userId: user._id,
        userEmail: user.email,
        clientAddress,
        detail: link.purpose,
      }),
    ]);
    await this.sessions.revokeAll(user._id);
  }

  /** The new password and the events announcing it, in one write of the user's document. */
  private async store(user: UserRecord, password: string, events: OutboxEvent[] = []): Promise<void> {
    assertUsablePassword(password, user.email);
    await this.users.updateWithEvents(
      user._id,
      { password_hash: await hashPassword(password), password_changed_at: new Date().toISOString() },
      events,
    );
    await this.outbox.flush();
  }

  /** Signs in by SSO only: linked to the provider and without a password of its own. */
  private isSsoOnly(user: UserRecord): boolean {
    return Boolean(user.sso_subject) && !user.password_hash && !this.config.auth.allowLocalPasswordForSso;
  }

  private assertMayHaveLocalPassword(user: UserRecord): void {
    if (this.isSsoOnly(user))
      throw new DomainError(
        ErrorCode.SsoOnlyAccount,
        'This account signs in with single sign-on and has no password here. Please sign in with single sign-on.',
      );
  }

  private async mailLink(user: UserRecord, purpose: 'reset' | 'setup', lang: string): Promise<void> {
    const token = await this.links.issue(user._id, purpose, LINK_VALID_MS[purpose], this.clock.date());
    const link = `${this.config.publicUrl}/set_password?token=${encodeURIComponent(token)}`;
    await this.mailer.send(passwordLinkMail(user.email, purpose, link, mailLang(lang)));
  }
}

function linkInvalid(): DomainError {
  return new DomainError(ErrorCode.PasswordLinkInvalid, 'This link is not valid any more. Please ask for a new one.');
}
