import { Inject, Injectable } from '@nestjs/common';
import type { KizunaConfig } from '@kizuna/platform/config';
import { CONFIG } from '@kizuna/platform/runtime';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { DuplicateKeyError } from '@kizuna/platform/documents';
import { UsersRepository } from './users.repository.js';
import { isValidEmail } from './is-valid-email.js';
import { userListQuery, type UserListRequest } from './user-list-query.js';
import { SecurityEvents } from './security-events.js';
import { SecurityEventKind } from '@kizuna/proto/rules';
import type { UserRecord } from './user-record.js';

/** Applications for an account and their approval. */
@Injectable()
export class AccountsService {
  constructor(
    @Inject(CONFIG) private readonly config: KizunaConfig,
    private readonly users: UsersRepository,
    private readonly security: SecurityEvents,
  ) {}

  /**
   * Files an application (or, for an SSO address in an allowed domain, an approved account
   * straight away, `approved`).
   */
  async apply(
    username: string,
    rawEmail: string,
    clientAddress = '',
    { approved = false }: { approved?: boolean } = {},
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
      const user = await this.users.create({ username: name, email, is_approved: approved, is_admin: false });
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
