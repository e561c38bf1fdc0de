import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDocumentStore, type DocumentStore } from '@kizuna/platform/documents';
import { DocumentWorkCounters } from './document-work-counters.js';
import { MemoryWorkCounters } from './memory-work-counters.js';
import { IN_FLIGHT_LEASE_MS, MINUTE_MS, type WorkCounters } from './work-counters.port.js';

/** What every WorkCounters adapter must do, on a fresh instance. */
function workCountersContract(name: string, open: () => Promise<WorkCounters>, close: () => Promise<void>) {
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
      expect(tokens.filter(Boolean).length).toBeLessThanOrEqual(3);
      expect(tokens.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    });

    it('a place nobody gave back (its replica stopped) counts no longer than the lease', async () => {
      if (!(counters instanceof DocumentWorkCounters)) return;
      expect(await counters.enter('u7|change', 1, t0)).not.toBeNull();
      expect(await counters.enter('u7|change', 1, t0 + 1000)).toBeNull();
      expect(await counters.enter('u7|change', 1, t0 + IN_FLIGHT_LEASE_MS + 1)).not.toBeNull();
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
  );
else describe.skip('work counters on MongoDB: MONGO_URL is not set', () => it('needs MONGO_URL', () => {}));
