import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DOCUMENT_STORE } from '@kizuna/platform/runtime';
import { createDeclaredIndexes, type DocumentCollection, type DocumentStore } from '@kizuna/platform/documents';
import type { SessionRecord } from './session-record.js';
import './auth.schema.js';

@Injectable()
export class SessionsRepository implements OnModuleInit {
  private readonly sessions: DocumentCollection<SessionRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.sessions = store.collection<SessionRecord>('sessions');
  }

  async onModuleInit(): Promise<void> {
    await createDeclaredIndexes(this.sessions, 'sessions');
  }

  async open(userId: string, now: Date): Promise<SessionRecord> {
    const at = now.toISOString();
    return this.sessions.insertOne({
      _id: randomUUID(),
      user_id: userId,
      created_at: at,
      last_seen_at: at,
      ended_at: '',
      end_reason: '',
    });
  }

  find(id: string): Promise<SessionRecord | null> {
    return this.sessions.findOne({ _id: id });
  }

  touch(id: string, now: Date): Promise<SessionRecord | null> {
    return this.sessions.updateOne({ _id: id, ended_at: '' }, { $set: { last_seen_at: now.toISOString() } });
  }

  end(id: string, reason: string, now: Date): Promise<SessionRecord | null> {
    return this.sessions.updateOne(
      { _id: id, ended_at: '' },
      { $set: { ended_at: now.toISOString(), end_reason: reason } },
    );
  }

  async endAllOf(userId: string, reason: string, now: Date, keep = ''): Promise<number> {
    return this.sessions.updateMany(
      { user_id: userId, ended_at: '', _id: { $ne: keep } },
      { $set: { ended_at: now.toISOString(), end_reason: reason } },
    );
  }

  /** Ended and expired sessions are kept a while for the record, then go. */
  async deleteEndedBefore(cutoff: Date): Promise<number> {
    return this.sessions.deleteMany({ created_at: { $lt: cutoff.toISOString() } });
  }
}
