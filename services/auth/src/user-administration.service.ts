import { Injectable } from '@nestjs/common';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { type ActorSchema, Topic } from '@kizuna/proto';
import { AccountChange, SecurityEventKind } from '@kizuna/proto/rules';
import { Clock } from '@kizuna/platform/clock';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { OutboxEvent } from '@kizuna/platform/outbox';
import { PasswordsService } from './passwords.service.js';
import { securityEvent } from './security-events.js';
import { UsersOutbox } from './users-outbox.js';
import { SessionsService } from './sessions.service.js';
import type { UserRecord } from './user-record.js';
import { UsersRepository } from './users.repository.js';

type Actor = MessageInitShape<typeof ActorSchema>;

/** Changes that take rights away: never for oneself, never from the last active admin. */
const TAKES_RIGHTS = new Set([AccountChange.UNAPPROVE, AccountChange.DELETE, AccountChange.REVOKE_ADMIN]);

/** A company code is a short label shown in the user list. */
const SUPPLIER_CODE_MAX = 50;

/**
 * What admins do to accounts (spec §4 user administration): approve, delete, restore, the admin
 * flag, the company code. Changes that take rights away end the account's sessions at once.
 * One change at a time, so two admins demoting each other cannot leave no admin behind.
 */
@Injectable()
export class UserAdministration {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordsService,
    private readonly outbox: UsersOutbox,
    private readonly clock: Clock,
  ) {}

  change(actor: Actor | undefined, userId: string, change: AccountChange, supplierCode = ''): Promise<UserRecord> {
    const run = this.queue.then(() => this.apply(actor, userId, change, supplierCode));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async apply(
    actor: Actor | undefined,
    userId: string,
    change: AccountChange,
    supplierCode: string,
  ): Promise<UserRecord> {
    // The gateway checked the caller's rights a moment ago; checked again here, in turn with other
    // changes, so an admin demoted by the change before this one cannot act any more.
    const caller = actor?.userId ? await this.users.findById(actor.userId) : null;
    if (!caller?.is_admin || !caller.is_approved || caller.is_deleted)
      throw new DomainError(ErrorCode.Forbidden, 'Only administrators can change accounts.');
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError(ErrorCode.NotFound, 'No such user.');
    if (TAKES_RIGHTS.has(change)) await this.assertMayTakeRights(actor, user);
    const now = this.clock.date();
    const fields = this.fieldsFor(change, supplierCode, user);
    const kind = EVENT_OF[change];
    // The change and its security event are one write; the outbox publishes the event.
    const events: OutboxEvent[] =
      kind === undefined
        ? []
        : [
            securityEvent(
              kind,
              {
                userId: user._id,
                userEmail: user.email,
                actorEmail: actor?.email ?? '',
                detail: detailOf(change, { ...user, ...fields }),
              },
              now,
            ),
          ];
    // A new company code withdraws the label editor right of the old team: logged as a withdrawal is.
    if (change === AccountChange.SET_SUPPLIER_CODE && fields.label_editor === false)
      events.push(
        securityEvent(
          SecurityEventKind.LABEL_EDITOR_CHANGED,
          {
            userId: user._id,
            userEmail: user.email,
            actorEmail: actor?.email ?? '',
            detail: `not_label_editor team "${user.supplier_code}"`,
          },
          now,
        ),
      );
    // Taken with the same write: what was shared with the account goes when it goes.
    if (change === AccountChange.UNAPPROVE || change === AccountChange.DELETE)
      events.push({ topic: Topic.AuthUserWithdrawn, payload: { userId: user._id } });
    const updated = (await this.users.updateWithEvents(user._id, fields, events, now)) as UserRecord;
    await this.outbox.flush();
    if (TAKES_RIGHTS.has(change)) await this.sessions.revokeAll(user._id);
    // A newly approved account without a password gets the link to set one.
    if (change === AccountChange.APPROVE && !user.is_approved && !user.password_hash)
      await this.passwords.sendSetupLink(updated);
    return updated;
  }

  private async assertMayTakeRights(actor: Actor | undefined, user: UserRecord): Promise<void> {
    if (actor?.userId === user._id)
      throw new DomainError(ErrorCode.SelfChange, 'You cannot do this to your own account.');
    const activeAdmin = user.is_admin && user.is_approved && !user.is_deleted;
    if (activeAdmin && (await this.users.countActiveAdmins()) <= 1)
      throw new DomainError(ErrorCode.LastAdmin, 'Kizuna needs at least one active administrator.');
  }

  private fieldsFor(change: AccountChange, supplierCode: string, user: UserRecord): Partial<UserRecord> {
    switch (change) {
      case AccountChange.APPROVE:
        return { is_approved: true };
      case AccountChange.UNAPPROVE:
        return { is_approved: false };
      case AccountChange.DELETE:
        return { is_deleted: true };
      case AccountChange.RESTORE:
        return { is_deleted: false, restore_requested_at: '' };
      case AccountChange.MAKE_ADMIN:
        return { is_admin: true };
      case AccountChange.REVOKE_ADMIN:
        // ADMIN_EMAILS is the operator's word: a listed address is made admin again at the next start.
        return { is_admin: false, admin_from_env: false };
      case AccountChange.DISMISS_RESTORE_REQUEST:
        return { restore_requested_at: '' };
      case AccountChange.SET_SUPPLIER_CODE: {
        const code = supplierCode.trim();
        if ([...code].length > SUPPLIER_CODE_MAX || /[\p{Cc}]/u.test(code))
          throw new DomainError(ErrorCode.BadRequest, 'The company code is at most 50 characters.', {
            field: 'supplier_code',
            max: String(SUPPLIER_CODE_MAX),
          });
        // The label editor right is one team's: it does not follow the account into another.
        return user.label_editor && code !== user.supplier_code
          ? { supplier_code: code, label_editor: false }
          : { supplier_code: code };
      }
      case AccountChange.GRANT_LABEL_EDITOR:
        return { label_editor: true };
      case AccountChange.WITHDRAW_LABEL_EDITOR:
        return { label_editor: false };
      default:
        throw new DomainError(ErrorCode.BadRequest, 'Unknown account change.');
    }
  }
}

const EVENT_OF: Partial<Record<AccountChange, SecurityEventKind>> = {
  [AccountChange.APPROVE]: SecurityEventKind.ACCOUNT_APPROVED,
  [AccountChange.UNAPPROVE]: SecurityEventKind.ACCOUNT_UNAPPROVED,
  [AccountChange.DELETE]: SecurityEventKind.ACCOUNT_DELETED,
  [AccountChange.RESTORE]: SecurityEventKind.ACCOUNT_RESTORED,
  [AccountChange.MAKE_ADMIN]: SecurityEventKind.ROLE_CHANGED,
  [AccountChange.REVOKE_ADMIN]: SecurityEventKind.ROLE_CHANGED,
  [AccountChange.GRANT_LABEL_EDITOR]: SecurityEventKind.LABEL_EDITOR_CHANGED,
  [AccountChange.WITHDRAW_LABEL_EDITOR]: SecurityEventKind.LABEL_EDITOR_CHANGED,
};

/** Says in the security log that deleting an account never approved was declining its application. */
export const APPLICATION_DECLINED = 'application_declined';

function detailOf(change: AccountChange, user: UserRecord): string {
  if (change === AccountChange.MAKE_ADMIN || change === AccountChange.REVOKE_ADMIN)
    return user.is_admin ? 'admin' : 'user';
  if (change === AccountChange.DELETE && !user.is_approved) return APPLICATION_DECLINED;
  // The team is named: the right is the editor's within that company code only.
  if (change === AccountChange.GRANT_LABEL_EDITOR || change === AccountChange.WITHDRAW_LABEL_EDITOR)
    return `${user.label_editor ? 'label_editor' : 'not_label_editor'} team "${user.supplier_code}"`;
  return '';
}
