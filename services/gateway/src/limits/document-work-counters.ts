import { randomUUID } from 'node:crypto';
import {
  createDeclaredIndexes,
  DuplicateKeyError,
  type DocumentCollection,
  type DocumentStore,
} from '@kizuna/platform/documents';
import { IN_FLIGHT_LEASE_MS, MINUTE_MS, type WorkCounters } from './work-counters.port.js';
import './work-records.js';
import type { WorkInFlightRecord, WorkMinuteRecord, WorkPlaceRecord } from './work-records.js';

/**
 * The counters in the gateway's document store, shared by every replica on one MongoDB. The rate
 * is counted per key and clock minute and weighed across two minutes (the sliding-window
 * counter: the previous minute counts for the part of it still inside the last 60 s). The places
 * in flight are one count per key, taken by a conditional increment (atomic on one document, so
 * requests arriving together never take more than the limit), each with a lease document, so
 * that the places of a replica that stopped are given back when their leases end.
 */
export class DocumentWorkCounters implements WorkCounters {
  private readonly minutes: DocumentCollection<WorkMinuteRecord>;
  private readonly inFlight: DocumentCollection<WorkInFlightRecord>;
  private readonly places: DocumentCollection<WorkPlaceRecord>;
  private sweptAt = 0;

  private constructor(store: DocumentStore) {
    this.minutes = store.collection<WorkMinuteRecord>('work_minutes');
    this.inFlight = store.collection<WorkInFlightRecord>('work_in_flight');
    this.places = store.collection<WorkPlaceRecord>('work_places');
  }

  /** The counters on the store, its collections' declared indexes made. */
  static async open(store: DocumentStore): Promise<DocumentWorkCounters> {
    const counters = new DocumentWorkCounters(store);
    await createDeclaredIndexes(counters.minutes, 'work_minutes');
    await createDeclaredIndexes(counters.inFlight, 'work_in_flight');
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
    await this.sweep(now);
    if (!(await this.take(key, limit))) return null;
    const token = randomUUID();
    await this.places.insertOne({ _id: token, key, expires: now + IN_FLIGHT_LEASE_MS });
    return token;
  }

  async leave(key: string, token: string): Promise<void> {
    // Given back once: a lease the sweep already ended gave its place back then.
    if ((await this.places.deleteOne({ _id: token })) > 0) await this.giveBack(key);
  }

  /** One place of the key, if fewer than `limit` are taken: one conditional write. */
  private async take(key: string, limit: number): Promise<boolean> {
    if (await this.inFlight.updateOne({ _id: key, taken: { $lt: limit } }, { $inc: { taken: 1 } })) return true;
    try {
      // The key's first place (no count yet); a count that exists is full.
      await this.inFlight.insertOne({ _id: key, taken: 1 });
      return limit >= 1;
    } catch (err) {
      if (err instanceof DuplicateKeyError) {
        // Made by a request arriving together, perhaps with room left.
        return (await this.inFlight.updateOne({ _id: key, taken: { $lt: limit } }, { $inc: { taken: 1 } })) !== null;
      }
      throw err;
    }
  }

  private async giveBack(key: string): Promise<void> {
    await this.inFlight.updateOne({ _id: key, taken: { $gt: 0 } }, { $inc: { taken: -1 } });
  }

  /** Old minutes removed and ended leases given back, once a minute per replica. */
  private async sweep(now: number): Promise<void> {
    if (now - this.sweptAt < MINUTE_MS) return;
    this.sweptAt = now;
    await this.minutes.deleteMany({ minute: { $lt: Math.floor(now / MINUTE_MS) - 1 } });
    for (const lease of await this.places.find({ expires: { $lte: now } }))
      if ((await this.places.deleteOne({ _id: lease._id })) > 0) await this.giveBack(lease.key);
  }
}
