import { randomUUID } from 'node:crypto';
import { createDeclaredIndexes, type DocumentCollection, type DocumentStore } from '@kizuna/platform/documents';
import { IN_FLIGHT_LEASE_MS, MINUTE_MS, type WorkCounters } from './work-counters.port.js';
import './work-records.js';
import type { WorkMinuteRecord, WorkPlaceRecord } from './work-records.js';

/**
 * The counters in the gateway's document store, shared by every replica on one MongoDB. The rate
 * is counted per key and clock minute and weighed across two minutes (the sliding-window
 * counter: the previous minute counts for the part of it still inside the last 60 s); a place in
 * flight is a document with a lease, so that a replica that stopped holds none for long.
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

  async enter(key: string, limit: number, now: number): Promise<string | null> {
    const held = await this.places.count({ key, expires: { $gt: now } });
    if (held >= limit) return null;
    const token = randomUUID();
    await this.places.insertOne({ _id: token, key, expires: now + IN_FLIGHT_LEASE_MS });
    // Two replicas may both have counted one place free: the later one gives its place back.
    const after = await this.places.find({ key, expires: { $gt: now } }, { sort: { _id: 1 } });
    if (after.length > limit && after.findIndex((p) => p._id === token) >= limit) {
      await this.places.deleteOne({ _id: token });
      return null;
    }
    return token;
  }

  async leave(_key: string, token: string): Promise<void> {
    await this.places.deleteOne({ _id: token });
  }

  /** Old minutes and expired places removed, once a minute per replica. */
  private async sweep(now: number): Promise<void> {
    if (now - this.sweptAt < MINUTE_MS) return;
    this.sweptAt = now;
    await this.minutes.deleteMany({ minute: { $lt: Math.floor(now / MINUTE_MS) - 1 } });
    await this.places.deleteMany({ expires: { $lte: now } });
  }
}
