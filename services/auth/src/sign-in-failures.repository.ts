import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENT_STORE } from '@kizuna/platform/runtime';
import type { DocumentCollection, DocumentStore } from '@kizuna/platform/documents';
import type { SignInFailureRecord } from './sign-in-failure-record.js';
import { FAILURES_FORGOTTEN_AFTER_MS } from './sign-in-backoff.js';
import './auth.schema.js';

/**
 * Failure counters in the auth service's document store: in the distributed mode that is
 * MongoDB, so every gateway and auth replica counts the same failures.
 */
@Injectable()
export class SignInFailuresRepository {
  private readonly failures: DocumentCollection<SignInFailureRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.failures = store.collection<SignInFailureRecord>('sign_in_failures');
  }

  /** The counters of the keys, as they stand now (forgotten ones read as none). */
  async read(keys: string[], now: Date): Promise<Map<string, SignInFailureRecord>> {
    const found = await this.failures.find({ _id: { $in: keys } });
    return new Map(found.map((r) => [r._id, current(r, now)]));
  }

  /** Counts one more failure under each key (a forgotten count starts again from one); answers the new counts. */
  async fail(keys: string[], now: Date): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    const stale = new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS).toISOString();
    for (const key of keys) {
      await this.failures.updateOne({ _id: key, last_failure_at: { $lt: stale } }, { $set: { failures: 0 } });
      const counted = await this.failures.updateOne(
        { _id: key },
        { $inc: { failures: 1 }, $set: { last_failure_at: now.toISOString() } },
        { upsert: true },
      );
      counts.set(key, counted?.failures ?? 1);
    }
    return counts;
  }

  /** The account signed in from this address: its guesses there are over, and the address is its own. */
  async succeed(pairKey: string, now: Date): Promise<void> {
    await this.failures.updateOne(
      { _id: pairKey },
      { $set: { failures: 0, last_failure_at: '', known_at: now.toISOString() } },
      { upsert: true },
    );
  }

  /** Counters nobody has added to for a day are of no use any more. */
  async forgetOld(now: Date): Promise<void> {
    const old = new Date(now.getTime() - 24 * 3_600_000).toISOString();
    await this.failures.deleteMany({ last_failure_at: { $lt: old }, known_at: { $exists: false } });
  }
}

function current(r: SignInFailureRecord, now: Date): SignInFailureRecord {
  const forgotten = !r.last_failure_at || now.getTime() - Date.parse(r.last_failure_at) > FAILURES_FORGOTTEN_AFTER_MS;
  return { ...r, known_at: r.known_at ?? '', failures: forgotten ? 0 : r.failures };
}
