import { Inject, Injectable } from '@nestjs/common';
import type { KizunaConfig } from '@kizuna/platform/config';
import { CONFIG, MAILER } from '@kizuna/platform/runtime';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { DuplicateKeyError } from '@kizuna/platform/documents';
import { UsersRepository } from './users.repository.js';
import { isValidEmail } from './is-valid-email.js';
import { userListQuery, type UserListRequest } from './user-list-query.js';
import { SecurityEvents } from './security-events.js';
import { SecurityEventKind } from '@kizuna/proto/rules';
import type { UserRecord } from './user-record.js';
import type { Mailer } from '@kizuna/platform/mail';
import { accountExistsMail } from './account-exists-mail.js';
import { mailLang } from './password-mail.js';

/** Applications for an account and their approval. */
@Injectable()
export class AccountsService {
  constructor(
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly users: UsersRepository,
    private readonly security: SecurityEvents,
  ) {}

  /**
   * Files an application (or, for an SSO address in an allowed domain, an approved account
   * straight away, `approved`); an application by SSO is linked to its identity (`sso`).
   */
  async apply(
    username: string,
    rawEmail: string,
    clientAddress = '',
    { approved = false, sso }: { approved?: boolean; sso?: { issuer: string; subject: string } } = {},
  ): Promise<UserRecord> {
    const name = username.trim();
    const email = rawEmail.trim().toLowerCase();
    if (name.length < 1 || name.length > 100)
      throw new DomainError(ErrorCode.BadRequest, 'Username is required (at most 100 characters).', {
        field: 'username',
      });
    if (!isValidEmail(email)) throw new DomainError(ErrorCode.EmailInvalid, 'Please enter a valid email address.');
    // A flood of applications must not bury the real ones an admin has to read.
    if (!approved && (await this.users.countApplicants()) >= this.config.auth.maxPendingApplications)
      throw new DomainError(
        ErrorCode.TooManyApplications,
        'Too many applications are waiting for approval. Please try again later.',
      );
    try {
      const user = await this.users.create({
        username: name,
        email,
        is_approved: approved,
        is_admin: false,
        ...(sso && { sso_subject: sso.subject, sso_issuer: sso.issuer }),
      });
      await this.security.record(approved ? SecurityEventKind.ACCOUNT_APPROVED : SecurityEventKind.APPLICATION_FILED, {
        userId: user._id,
        userEmail: email,
        clientAddress,
        detail: approved ? 'sso:allowed-domain' : '',
      });
      return user;
    } catch (err) {
      if (err instanceof DuplicateKeyError)
        throw new DomainError(ErrorCode.EmailTaken, 'An account with this email already exists.');
      throw err;
    }
  }

  /**
   * /register: files an application, or, for an address that already has an account, mails its
   * owner instead. The answer is the same either way, so the form tells nobody who has an account.
   */
  async register(username: string, rawEmail: string, lang: string, clientAddress = ''): Promise<UserRecord | null> {
    try {
      return await this.apply(username, rawEmail, clientAddress);
    } catch (err) {
      if (!(err instanceof DomainError) || err.code !== ErrorCode.EmailTaken) throw err;
      const email = rawEmail.trim().toLowerCase();
      await this.mailer.send(accountExistsMail(email, this.config.publicUrl, mailLang(lang)));
      return null;
    }
  }

  async get(id: string): Promise<UserRecord> {
    const user = await this.users.findById(id);
    if (!user) throw new DomainError(ErrorCode.NotFound, 'No such user.');
    return user;
  }

  /**
   * Files a restore request for a deleted account, for the admins' list of deleted users. The
   * answer is the same for any address, so the form tells nobody which accounts exist.
   */
  async requestRestore(rawEmail: string): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    if (!isValidEmail(email)) throw new DomainError(ErrorCode.EmailInvalid, 'Please enter a valid email address.');
    const user = await this.users.findByEmail(email);
    if (user?.is_deleted) await this.users.update(user._id, { restore_requested_at: new Date().toISOString() });
  }

  /** Pending applications (the spec's requests list), or every account not deleted (the older edit list). */
  listApplications(all: boolean): Promise<UserRecord[]> {
    return all ? this.users.listNotDeleted() : this.users.listApplicants();
  }

  async list(req: UserListRequest): Promise<{ users: UserRecord[]; total: number }> {
    const { filter, options } = userListQuery(req);
    const [users, total] = await Promise.all([this.users.list(filter, options), this.users.count(filter)]);
    return { users, total };
  }
}
