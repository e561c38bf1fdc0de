import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DOCUMENT_STORE } from '@kizuna/platform/runtime';
import { createDeclaredIndexes, type DocumentCollection, type DocumentStore } from '@kizuna/platform/documents';
import type { PasswordLinkRecord } from './password-link-record.js';
import './auth.schema.js';

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

@Injectable()
export class PasswordLinksRepository implements OnModuleInit {
  private readonly links: DocumentCollection<PasswordLinkRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.links = store.collection<PasswordLinkRecord>('password_links');
  }

  async onModuleInit(): Promise<void> {
    await createDeclaredIndexes(this.links, 'password_links');
  }

  /** A new link's token (shown once, in the mail); earlier unused links of the user stop working. */
  async issue(userId: string, purpose: PasswordLinkRecord['purpose'], validMs: number, now: Date): Promise<string> {
    await this.links.deleteMany({ user_id: userId, used_at: '' });
    // Used and expired links go too: they only matter until they expire.
    await this.links.deleteMany({ expires_at: { $lt: now.toISOString() } });
    const token = randomBytes(32).toString('base64url');
    await this.links.insertOne({
      _id: tokenHash(token),
      user_id: userId,
      purpose,
      expires_at: new Date(now.getTime() + validMs).toISOString(),
      used_at: '',
    });
    return token;
  }

  /** The link a token names, when unused and unexpired; otherwise null. Does not use it up. */
  find(token: string, now: Date): Promise<PasswordLinkRecord | null> {
    return this.links.findOne({ _id: tokenHash(token), used_at: '', expires_at: { $gt: now.toISOString() } });
  }

  /** Marks the link used and answers it, when the token names an unused, unexpired link; otherwise null. */
  async consume(token: string, now: Date): Promise<PasswordLinkRecord | null> {
    return this.links.updateOne(
      { _id: tokenHash(token), used_at: '', expires_at: { $gt: now.toISOString() } },
      { $set: { used_at: now.toISOString() } },
    );
  }
}
