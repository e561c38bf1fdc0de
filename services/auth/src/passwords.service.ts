import { Inject, Injectable } from '@nestjs/common';
import type { KizunaConfig } from '@kizuna/platform/config';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { Mailer } from '@kizuna/platform/mail';
import { CONFIG, MAILER } from '@kizuna/platform/runtime';
import { hashPassword, verifyPassword } from './password-hash.js';
import { PasswordLinksRepository } from './password-links.repository.js';
import { LINK_VALID_MS, mailLang, passwordLinkMail } from './password-mail.js';
import { assertUsablePassword } from './password-rules.js';
import type { UserRecord } from './user-record.js';
import { UsersRepository } from './users.repository.js';
import { SessionsService } from './sessions.service.js';
import { isValidEmail } from './is-valid-email.js';
import { securityEvent } from './security-events.js';
import { UsersOutbox } from './users-outbox.js';
import type { OutboxEvent } from '@kizuna/platform/outbox';
import { SecurityEventKind } from '@kizuna/contracts/rules';

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

  /** A signed-in user's new password; their other sessions end, this one goes on. */
  async change(userId: string, password: string, keepSessionId = '', clientAddress = ''): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError(ErrorCode.NotFound, 'No such user.');
    await this.store(user, password, [
      securityEvent(SecurityEventKind.PASSWORD_CHANGED, { userId: user._id, userEmail: user.email, clientAddress }),
    ]);
    await this.sessions.revokeAll(user._id, new Date(), keepSessionId);
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
    await this.mailLink(user, 'reset', lang);
  }

  /** Mails a new account its set-password link (after approval, or for a bootstrapped admin). */
  async sendSetupLink(user: UserRecord, lang = 'ja'): Promise<void> {
    await this.mailLink(user, 'setup', lang);
  }

  /** Sets the password a link was sent for; the link works once and ends every session of the account. */
  async useLink(token: string, password: string, clientAddress = ''): Promise<void> {
    const now = new Date();
    const link = token ? await this.links.find(token, now) : null;
    const user = link ? await this.users.findById(link.user_id) : null;
    if (!link || !user || user.is_deleted) throw linkInvalid();
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
    await this.sessions.revokeAll(user._id, now);
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

  private async mailLink(user: UserRecord, purpose: 'reset' | 'setup', lang: string): Promise<void> {
    const token = await this.links.issue(user._id, purpose, LINK_VALID_MS[purpose], new Date());
    const link = `${this.config.publicUrl}/set_password?token=${encodeURIComponent(token)}`;
    await this.mailer.send(passwordLinkMail(user.email, purpose, link, mailLang(lang)));
  }
}

function linkInvalid(): DomainError {
  return new DomainError(ErrorCode.PasswordLinkInvalid, 'This link is not valid any more. Please ask for a new one.');
}
