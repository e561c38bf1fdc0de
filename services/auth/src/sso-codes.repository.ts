import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DOCUMENT_STORE } from '@kizuna/platform/runtime';
import type { DocumentCollection, DocumentStore } from '@kizuna/platform/documents';
import type { SsoCodeRecord } from './sso-code-record.js';
import './auth.schema.js';

/** The code travels in a URL: it lives at most this long and works once. */
export const SSO_CODE_VALID_MS = 60_000;

function codeHash(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

function bindingMatches(stored: string | undefined, given: string): boolean {
  if (!stored || !given) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

@Injectable()
export class SsoCodesRepository {
  private readonly codes: DocumentCollection<SsoCodeRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.codes = store.collection<SsoCodeRecord>('sso_codes');
  }

  async issue(userId: string, browserBinding: string, now: Date): Promise<string> {
    // Expired and used codes only matter until they expire.
    await this.codes.deleteMany({ expires_at: { $lt: now.toISOString() } });
    const code = randomBytes(32).toString('base64url');
    await this.codes.insertOne({
      _id: codeHash(code),
      user_id: userId,
      browser_binding: browserBinding,
      expires_at: new Date(now.getTime() + SSO_CODE_VALID_MS).toISOString(),
      used_at: '',
    });
    return code;
  }

  /**
   * Uses the code up and answers it, when it is unused, unexpired and exchanged by the browser it
   * was handed to; otherwise null (also when raced). A wrong browser uses the code up too: it
   * has been seen somewhere it should not be.
   */
  async consume(code: string, browserBinding: string, now: Date): Promise<SsoCodeRecord | null> {
    const used = await this.codes.updateOne(
      { _id: codeHash(code), used_at: '', expires_at: { $gt: now.toISOString() } },
      { $set: { used_at: now.toISOString() } },
    );
    return used && bindingMatches(used.browser_binding, browserBinding) ? used : null;
  }
}
