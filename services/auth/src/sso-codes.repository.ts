import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DOCUMENT_STORE } from '@kizuna/platform/runtime';
import type { DocumentCollection, DocumentStore } from '@kizuna/platform/documents';
import type { SsoCodeRecord } from './sso-code-record.js';
import './auth.schema.js';

/** The code travels in a URL: it lives at most this long and works once. */
export const SSO_CODE_VALID_MS = 60_000;

function codeHash(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

@Injectable()
export class SsoCodesRepository {
  private readonly codes: DocumentCollection<SsoCodeRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.codes = store.collection<SsoCodeRecord>('sso_codes');
  }

  async issue(userId: string, now: Date): Promise<string> {
    // Expired and used codes only matter until they expire.
    await this.codes.deleteMany({ expires_at: { $lt: now.toISOString() } });
    const code = randomBytes(32).toString('base64url');
    await this.codes.insertOne({
      _id: codeHash(code),
      user_id: userId,
      expires_at: new Date(now.getTime() + SSO_CODE_VALID_MS).toISOString(),
      used_at: '',
    });
    return code;
  }

  /** Uses the code up and answers it, when it is unused and unexpired; otherwise null (also when raced). */
  consume(code: string, now: Date): Promise<SsoCodeRecord | null> {
    return this.codes.updateOne(
      { _id: codeHash(code), used_at: '', expires_at: { $gt: now.toISOString() } },
      { $set: { used_at: now.toISOString() } },
    );
  }
}
