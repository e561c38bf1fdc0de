import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createDocumentStore,
  type BaseDocument,
  type DocumentCollection,
  type DocumentStore,
} from '@kizuna/platform/documents';
import { DocumentWorkCounters } from './document-work-counters.js';
import { MemoryWorkCounters } from './memory-work-counters.js';
import { IN_FLIGHT_LEASE_MS, MINUTE_MS, type WorkCounters } from './work-counters.port.js';

const WRITES = new Set(['insertOne', 'insertMany', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany']);

/**
 * The store as a gateway sees it that stops after `writes.left` more writes: every write past
 * them fails before it reaches the store, as if the process had been killed between two writes.
 */
function stoppingStore(store: DocumentStore, writes: { left: number }): DocumentStore {
  return new Proxy(store, {
    get(target, prop, receiver) {
      if (prop !== 'collection') return Reflect.get(target, prop, receiver);
      return <T extends BaseDocument>(collectionName: string) => {
        const collection = target.collection<T>(collectionName);
        return new Proxy(collection, {
          get(c, op, r) {
            const value = Reflect.get(c, op, r) as unknown;
            if (typeof value !== 'function') return value;
            const method = value as (...args: unknown[]) => unknown;
            return (...args: unknown[]) => {
              if (WRITES.has(String(op)) && writes.left-- <= 0) throw new Error('the gateway stopped');
              return method.apply(c, args);
            };
          },
        }) as DocumentCollection<T>;
      };
    },
  });
}

/**
 * What every WorkCounters adapter must do, on a fresh instance; `storeOf`, for the adapters on a
 * document store, also stops a gateway between any two of its writes.
 */
function workCountersContract(
  name: string,
  open: () => Promise<WorkCounters>,
  close: () => Promise<void>,
  storeOf?: () => DocumentStore,
) {
  describe(`work counters: ${name}`, () => {
    let counters: WorkCounters;
    const t0 = 1_800_000_000_000;
    beforeAll(async () => {
      counters = await open();
    });
    afterAll(close);

    it('counts the requests of the last minute per key', async () => {
      for (let i = 1; i <= 5; i++) expect((await counters.hit('u1|question', t0 + i)).count).toBe(i);
      expect((await counters.hit('u2|question', t0 + 6)).count).toBe(1);
      expect((await counters.hit('u1|download', t0 + 6)).count).toBe(1);
      // Two minutes later the burst no longer counts.
      expect((await counters.hit('u1|question', t0 + 2 * MINUTE_MS + 10)).count).toBe(1);
    });

    it('says when a place in the count frees within the next minute', async () => {
      const { freeAt } = await counters.hit('u3|question', t0);
      expect(freeAt).toBeGreaterThan(t0);
      expect(freeAt).toBeLessThanOrEqual(t0 + MINUTE_MS);
    });

    it('gives at most `limit` places in flight per key, and a place back when left', async () => {
      const a = await counters.enter('u1|coordination', 2, t0);
      const b = await counters.enter('u1|coordination', 2, t0);
      expect(a).not.toBeNull();
      expect(b).not.toBeNull();
      expect(await counters.enter('u1|coordination', 2, t0)).toBeNull();
      expect(await counters.enter('u2|coordination', 2, t0)).not.toBeNull();
      await counters.leave('u1|coordination', a!);
      const c = await counters.enter('u1|coordination', 2, t0);
      expect(c).not.toBeNull();
      expect(await counters.enter('u1|coordination', 2, t0)).toBeNull();
    });

    it('gives no more places than the limit to requests arriving together', async () => {
      const tokens = await Promise.all(Array.from({ length: 10 }, () => counters.enter('u9|upload', 3, t0)));
      // No more than the limit, and no fewer either: a request refused while a place is free
      // would lock a user out of work they may do.
      expect(tokens.filter(Boolean).length).toBe(3);
    });

    it('a place nobody gave back (its replica stopped) counts no longer than the lease', async () => {
      if (!(counters instanceof DocumentWorkCounters)) return;
      expect(await counters.enter('u7|change', 1, t0)).not.toBeNull();
      expect(await counters.enter('u7|change', 1, t0 + 1000)).toBeNull();
      expect(await counters.enter('u7|change', 1, t0 + IN_FLIGHT_LEASE_MS + 1)).not.toBeNull();
    });

    it('a gateway stopped between any two writes of taking or giving back a place locks nobody out', async () => {
      if (!storeOf) return;
      let stoppedAfter = 0;
      // Every point a gateway can stop at while it takes a place, holds it and gives it back.
      for (let budget = 0; budget <= 8; budget++) {
        const key = `u8|stop-${budget}`;
        const writes = { left: Number.POSITIVE_INFINITY };
        const stopping = await DocumentWorkCounters.open(stoppingStore(storeOf(), writes));
        writes.left = budget;
        try {
          const token = await stopping.enter(key, 2, t0);
          if (token) await stopping.leave(key, token);
          await stopping.enter(key, 2, t0);
        } catch {
          stoppedAfter++;
        }
        // Another replica, once the stopped one's leases have ended: the user's two places are free.
        const other = await DocumentWorkCounters.open(storeOf());
        const later = t0 + IN_FLIGHT_LEASE_MS + 1;
        expect([await other.enter(key, 2, later), await other.enter(key, 2, later)]).not.toContain(null);
        expect(await other.enter(key, 2, later)).toBeNull();
      }
      expect(stoppedAfter).toBeGreaterThan(0);
    });
  });
}

workCountersContract(
  'in memory',
  async () => new MemoryWorkCounters(),
  async () => {},
);

let dir = '';
let store: DocumentStore | undefined;
workCountersContract(
  'in the embedded document store (the same code MongoDB runs)',
  async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kizuna-work-'));
    store = await createDocumentStore({ kind: 'embedded', directory: dir });
    return DocumentWorkCounters.open(store);
  },
  async () => {
    await store?.close();
    await rm(dir, { recursive: true, force: true });
  },
  () => store!,
);

const mongoUrl = process.env.MONGO_URL;
let mongo: DocumentStore | undefined;
if (mongoUrl)
  workCountersContract(
    'on MongoDB (MONGO_URL)',
    async () => {
      mongo = await createDocumentStore({ kind: 'mongo', url: mongoUrl, database: `kizuna_work_${Date.now()}` });
      return DocumentWorkCounters.open(mongo);
    },
    async () => {
      await mongo?.close();
    },
    () => mongo!,
  );
else describe.skip('work counters on MongoDB: MONGO_URL is not set', () => it('needs MONGO_URL', () => {}));
