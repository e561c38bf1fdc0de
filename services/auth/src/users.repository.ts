import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DOCUMENT_STORE } from '@kizuna/platform/runtime';
import { outboxPush, type OutboxEvent } from '@kizuna/platform/outbox';
import {
  createDeclaredIndexes,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
  type FindOptions,
} from '@kizuna/platform/documents';
import type { UserRecord } from './user-record.js';
import './auth.schema.js';

@Injectable()
export class UsersRepository implements OnModuleInit {
  private readonly users: DocumentCollection<UserRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.users = store.collection<UserRecord>('users');
  }

  async onModuleInit(): Promise<void> {
    await createDeclaredIndexes(this.users, 'users');
  }

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.users.findOne({ email: email.toLowerCase() });
  }

  /** The accounts linked to a provider's subject (one, unless two providers reuse a subject). */
  findBySsoSubject(subject: string): Promise<UserRecord[]> {
    return this.users.find({ sso_subject: subject });
  }

  /** Links the account to an SSO identity, only if it has none yet; null when it has one. */
  linkSso(id: string, issuer: string, subject: string, now = new Date()): Promise<UserRecord | null> {
    return this.users.updateOne(
      { _id: id, sso_subject: { $exists: false } },
      { $set: { sso_subject: subject, sso_issuer: issuer, updated_at: now.toISOString() } },
    );
  }

  findById(id: string): Promise<UserRecord | null> {
    return this.users.findOne({ _id: id });
  }

  async create(
    fields: Pick<UserRecord, 'username' | 'email' | 'is_approved' | 'is_admin' | 'sso_subject' | 'sso_issuer'>,
    now = new Date(),
  ): Promise<UserRecord> {
    const at = now.toISOString();
    return this.users.insertOne({
      _id: randomUUID(),
      username: fields.username,
      email: fields.email.toLowerCase(),
      is_approved: fields.is_approved,
      is_admin: fields.is_admin,
      is_deleted: false,
      supplier_code: '',
      created_at: at,
      updated_at: at,
      last_login_at: '',
      ...(fields.sso_subject && { sso_subject: fields.sso_subject, sso_issuer: fields.sso_issuer ?? '' }),
    });
  }

  update(id: string, fields: Partial<Omit<UserRecord, '_id'>>, now = new Date()): Promise<UserRecord | null> {
    return this.users.updateOne({ _id: id }, { $set: { ...fields, updated_at: now.toISOString() } });
  }

  /**
   * The change and the events announcing it in one write of the user's document (transactional
   * outbox): a crash cannot keep one without the other. UsersOutbox publishes the events.
   */
  updateWithEvents(
    id: string,
    fields: Partial<Omit<UserRecord, '_id'>>,
    events: OutboxEvent[],
    now = new Date(),
  ): Promise<UserRecord | null> {
    return this.users.updateOne(
      { _id: id },
      { $set: { ...fields, updated_at: now.toISOString() }, ...outboxPush(...events) },
    );
  }

  /** The collection itself, for the outbox relay only. */
  get collection(): DocumentCollection<UserRecord> {
    return this.users;
  }

  /** The users format 2 upgrade: the right for an account an admin has not decided on yet; 1 when given. */
  async grantLabelEditorWhereUnset(id: string): Promise<number> {
    return (await this.users.updateOne({ _id: id, label_editor: { $exists: false } }, { $set: { label_editor: true } }))
      ? 1
      : 0;
  }

  listEnvAdmins(): Promise<UserRecord[]> {
    return this.users.find({ admin_from_env: true, is_admin: true });
  }

  countApplicants(): Promise<number> {
    return this.users.count({ is_approved: false, is_deleted: false });
  }

  list(filter: Filter<UserRecord>, options: FindOptions): Promise<UserRecord[]> {
    return this.users.find(filter, options);
  }

  count(filter: Filter<UserRecord>): Promise<number> {
    return this.users.count(filter);
  }

  /** Admins who can still act: approved and not deleted. */
  countActiveAdmins(): Promise<number> {
    return this.users.count({ is_admin: true, is_approved: true, is_deleted: false });
  }

  listNotDeleted(): Promise<UserRecord[]> {
    return this.users.find({ is_deleted: false }, { sort: { created_at: 1 } });
  }

  listApplicants(): Promise<UserRecord[]> {
    return this.users.find({ is_approved: false, is_deleted: false }, { sort: { created_at: 1 } });
  }
}
