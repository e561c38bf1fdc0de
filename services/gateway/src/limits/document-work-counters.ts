import { randomUUID } from 'node:crypto';
import {
  createDeclaredIndexes,
  DuplicateKeyError,
  type DocumentCollection,
  type DocumentStore,
} from '@kizuna/platform/documents';
import { IN_FLIGHT_LEASE_MS, MINUTE_MS, type WorkCounters } from './work-counters.port.js';
import './work-records.js';
import type { WorkMinuteRecord, WorkPlaceRecord } from './work-records.js';

/**
 * The counters in the gateway's document store, shared by every replica on one MongoDB. The rate
 * is counted per key and clock minute and weighed across two minutes (the sliding-window
 * counter: the previous minute counts for the part of it still inside the last 60 s). A place in
 * flight is one document per key and place number (`key|0` … `key|limit-1`), and that document is
 * its lease: taking a place is one write (a new document, or a conditional write over an ended
 * lease) and giving it back is one write. There is no count beside the leases, so a replica that
 * stops at any point leaves nothing but a lease, which ends by itself: nobody is locked out for good.
 */
export class DocumentWorkCounters implements WorkCounters {
  private readonly minutes: DocumentCollection<WorkMinuteRecord>;
  private readonly places: DocumentCollection<WorkPlaceRecord>;
  private sweptAt = 0;

  private constructor(store: DocumentStore) {
    this.minutes = store.collection<WorkMinuteRecord>('work_minutes');
    this.places = store.collection<WorkPlaceRecord>('work_places');
  }

  /** The counters on the store, its collections' declared indexes made. */
  static async open(store: DocumentStore): Promise<DocumentWorkCounters> {
    const counters = new DocumentWorkCounters(store);
    await createDeclaredIndexes(counters.minutes, 'work_minutes');
    await createDeclaredIndexes(counters.places, 'work_places');
    return counters;
  }

  async hit(key: string, now: number): Promise<{ count: number; freeAt: number }> {
    await this.sweep(now);
    const minute = Math.floor(now / MINUTE_MS);
    const current = await this.minutes.updateOne(
      { _id: `${key}|${minute}` },
      { $inc: { count: 1 }, $set: { key, minute } },
      { upsert: true },
    );
    const previous = await this.minutes.findOne({ _id: `${key}|${minute - 1}` });
    const inPrevious = (previous?.count ?? 0) * (1 - (now - minute * MINUTE_MS) / MINUTE_MS);
    const count = Math.floor(inPrevious) + (current?.count ?? 1);
    // The previous minute's share is gone at the end of this one at the latest.
    return { count, freeAt: (minute + 1) * MINUTE_MS };
  }

  /**
   * The first free place of the key, if one of `limit` is: each is taken by one atomic write on
   * its own document, so requests arriving together never take more than the limit.
   */
  async enter(key: string, limit: number, now: number): Promise<string | null> {
    await this.sweep(now);
    const expires = now + IN_FLIGHT_LEASE_MS;
    for (let place = 0; place < limit; place++) {
      const _id = `${key}|${place}`;
      const token = randomUUID();
      try {
        await this.places.insertOne({ _id, key, token, expires });
        return `${place}|${token}`;
      } catch (err) {
        if (!(err instanceof DuplicateKeyError)) throw err;
      }
      // Held, or a lease that ended (its request stopped without giving it back): taken over then.
      if (await this.places.updateOne({ _id, expires: { $lte: now } }, { $set: { token, expires } }))
        return `${place}|${token}`;
    }
    return null;
  }

  async leave(key: string, token: string): Promise<void> {
    const cut = token.indexOf('|');
    // Only while it is still this request's lease: one taken over after it ended is another's.
    await this.places.deleteOne({ _id: `${key}|${token.slice(0, cut)}`, token: token.slice(cut + 1) });
  }

  /** Old minutes and ended leases removed, once a minute per replica. */
  private async sweep(now: number): Promise<void> {
    if (now - this.sweptAt < MINUTE_MS) return;
    this.sweptAt = now;
    await this.minutes.deleteMany({ minute: { $lt: Math.floor(now / MINUTE_MS) - 1 } });
    await this.places.deleteMany({ expires: { $lte: now } });
  }
}
