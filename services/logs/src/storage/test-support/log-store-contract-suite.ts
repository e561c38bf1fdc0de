import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { LogEntry, LogQuery, LogStore, LogStream, LogStreamSpec, NewLogEntry } from '../log-store.port.js';

export interface LogStoreUnderTest {
  store: LogStore;
  /** Closes the store and opens it again on the same data, when the adapter keeps data (else undefined). */
  reopen?: () => Promise<LogStore>;
  cleanup(): Promise<void>;
}

type Field = 'user_name' | 'user_email' | 'project_name';
const spec: LogStreamSpec<Field> = { name: 'contract_logs', fields: ['user_name', 'user_email', 'project_name'] };

const T0 = Date.parse('2026-03-01T00:00:00.000Z');
const HOUR = 3_600_000;

function entry(type: number, hours: number, name: string, email: string, project: string): NewLogEntry<Field> {
  return { type, at: T0 + hours * HOUR, fields: { user_name: name, user_email: email, project_name: project } };
}

// Types 0 and 1, five days, names in mixed scripts; no two entries tie on name and time.
const seed: NewLogEntry<Field>[] = [
  entry(0, 0, 'Aiko', 'aiko@example.com', 'alpha'),
  entry(0, 5, 'bob', 'bob@example.com', ''),
  entry(1, 23, '山田', 'yamada@example.com', 'ベータ'),
  entry(0, 24, 'Aiko', 'aiko@example.com', 'gamma'),
  entry(1, 30, 'Chie', 'chie@example.com', 'alpha'),
  entry(0, 47, '=HYPERLINK("x")', 'evil@example.com', 'delta'),
  entry(0, 72, 'bob', 'bob@example.com', 'alpha'),
  entry(1, 100, 'Aiko', 'aiko2@example.com', 'epsilon'),
];

const all = { from: -8.64e15, to: 8.64e15 };
const names = (p: { entries: LogEntry<Field>[] }) => p.entries.map((e) => e.fields.user_name);
const hours = (p: { entries: LogEntry<Field>[] }) => p.entries.map((e) => (e.at - T0) / HOUR);

/** The behaviour every LogStore adapter must show; `makeStore` gives a fresh, empty store per test. */
export function runLogStoreContract(name: string, makeStore: () => Promise<LogStoreUnderTest>): void {
  describe(`LogStore contract: ${name}`, () => {
    let subject: LogStoreUnderTest;
    let logs: LogStream<Field>;
    const q = (over: Partial<LogQuery<Field>>): LogQuery<Field> => ({
      ...all,
      sortBy: 'at',
      ascending: true,
      skip: 0,
      limit: 100,
      ...over,
    });

    beforeEach(async () => {
      subject = await makeStore();
      logs = await subject.store.stream(spec);
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    const fill = async () => {
      for (const e of seed) await logs.append(e);
    };

    it('returns an appended entry with an id and finds it again, fields as they were', async () => {
      const e = await logs.append(entry(2, 1, '山田 太郎', 'yamada@example.com', ''));
      expect(e).toEqual({ id: expect.any(String), ...entry(2, 1, '山田 太郎', 'yamada@example.com', '') });
      const page = await logs.page(q({}));
      expect(page).toEqual({ entries: [e], total: 1 });
    });

    it('refuses an entry it cannot keep', async () => {
      await expect(logs.append({ ...entry(0, 0, 'a', 'b', 'c'), type: 256 })).rejects.toThrow(/type/);
      await expect(logs.append({ ...entry(0, 0, 'a', 'b', 'c'), at: NaN })).rejects.toThrow(/time/);
      await expect(
        logs.append({ type: 0, at: T0, fields: { user_name: 'a' } as Record<Field, string> }),
      ).rejects.toThrow(/field/);
      expect((await logs.page(q({}))).total).toBe(0);
    });

    it('filters by type and by time, both ends included', async () => {
      await fill();
      expect(hours(await logs.page(q({ type: 0 })))).toEqual([0, 5, 24, 47, 72]);
      expect(hours(await logs.page(q({ type: 1 })))).toEqual([23, 30, 100]);
      expect(hours(await logs.page(q({ type: 2 })))).toEqual([]);
      expect(hours(await logs.page(q({ from: T0 + 5 * HOUR, to: T0 + 47 * HOUR })))).toEqual([5, 23, 24, 30, 47]);
      expect(hours(await logs.page(q({ from: T0 + 5 * HOUR + 1, to: T0 + 47 * HOUR - 1 })))).toEqual([23, 24, 30]);
      const page = await logs.page(q({ type: 0, from: T0 + 24 * HOUR, to: T0 + 24 * HOUR }));
      expect([hours(page), page.total]).toEqual([[24], 1]);
    });

    it('sorts by time, by type and by each field, both ways, ties by time in the same direction', async () => {
      await fill();
      expect(hours(await logs.page(q({ ascending: false })))).toEqual([100, 72, 47, 30, 24, 23, 5, 0]);
      expect(hours(await logs.page(q({ sortBy: 'type' })))).toEqual([0, 5, 24, 47, 72, 23, 30, 100]);
      expect(hours(await logs.page(q({ sortBy: 'type', ascending: false })))).toEqual([100, 30, 23, 72, 47, 24, 5, 0]);
      expect(names(await logs.page(q({ sortBy: 'user_name' })))).toEqual([
        '=HYPERLINK("x")',
        'Aiko',
        'Aiko',
        'Aiko',
        'Chie',
        'bob',
        'bob',
        '山田',
      ]);
      expect(hours(await logs.page(q({ sortBy: 'user_name' })))).toEqual([47, 0, 24, 100, 30, 5, 72, 23]);
      expect(hours(await logs.page(q({ sortBy: 'user_name', ascending: false })))).toEqual([
        23, 72, 5, 30, 100, 24, 0, 47,
      ]);
      expect(hours(await logs.page(q({ sortBy: 'project_name' })))).toEqual([5, 0, 30, 72, 47, 100, 24, 23]);
      expect(hours(await logs.page(q({ sortBy: 'user_email', type: 1 })))).toEqual([100, 30, 23]);
    });

    it('pages: skip and limit cut the sorted matches, total counts them all', async () => {
      await fill();
      const first = await logs.page(q({ type: 0, sortBy: 'user_name', skip: 0, limit: 2 }));
      const second = await logs.page(q({ type: 0, sortBy: 'user_name', skip: 2, limit: 2 }));
      const third = await logs.page(q({ type: 0, sortBy: 'user_name', skip: 4, limit: 2 }));
      const beyond = await logs.page(q({ type: 0, sortBy: 'user_name', skip: 6, limit: 2 }));
      expect([first, second, third, beyond].map((p) => p.total)).toEqual([5, 5, 5, 5]);
      expect([hours(first), hours(second), hours(third), hours(beyond)]).toEqual([[47, 0], [24, 5], [72], []]);
      const ids = [...first.entries, ...second.entries, ...third.entries].map((e) => e.id);
      expect(new Set(ids).size).toBe(5);
    });

    it('sees entries appended after a sorted page was read, in their place', async () => {
      await fill();
      await logs.page(q({ sortBy: 'user_name' }));
      await logs.page(q({}));
      await logs.append(entry(0, 10, 'Bea', 'bea@example.com', 'zeta'));
      await logs.append(entry(0, -1, 'Aiko', 'aiko@example.com', 'eta'));
      expect(names(await logs.page(q({ sortBy: 'user_name', type: 0 })))).toEqual([
        '=HYPERLINK("x")',
        'Aiko',
        'Aiko',
        'Aiko',
        'Bea',
        'bob',
        'bob',
      ]);
      expect(hours(await logs.page(q({ type: 0 })))).toEqual([-1, 0, 5, 10, 24, 47, 72]);
    });

    it('keeps every one of many concurrent appends, each with its own id', async () => {
      const written = await Promise.all(
        Array.from({ length: 200 }, (_, i) => logs.append(entry(i % 3, i / 10, `u${i}`, `u${i}@example.com`, 'p'))),
      );
      expect(new Set(written.map((e) => e.id)).size).toBe(200);
      const page = await logs.page(q({ limit: 1000 }));
      expect(page.total).toBe(200);
      expect(page.entries.map((e) => e.id).sort()).toEqual(written.map((e) => e.id).sort());
    });

    it('scans every match in the order of the pages, in batches', async () => {
      await fill();
      const batches: LogEntry<Field>[][] = [];
      for await (const batch of logs.scan({ ...all, type: 0, sortBy: 'user_email', ascending: false }, 2))
        batches.push(batch);
      expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
      const page = await logs.page(q({ type: 0, sortBy: 'user_email', ascending: false }));
      expect(batches.flat()).toEqual(page.entries);
    });

    it('removes the entries before the retention limit and keeps the rest readable and writable', async () => {
      await fill();
      await logs.page(q({ sortBy: 'user_name' }));
      await logs.removeBefore(T0 + 30 * HOUR);
      expect(hours(await logs.page(q({})))).toEqual([30, 47, 72, 100]);
      expect(hours(await logs.page(q({ sortBy: 'user_name' })))).toEqual([47, 100, 30, 72]);
      await logs.append(entry(0, 80, 'Dai', 'dai@example.com', 'x'));
      expect(hours(await logs.page(q({ type: 0 })))).toEqual([47, 72, 80]);
      await logs.removeBefore(T0 + 1000 * HOUR);
      expect((await logs.page(q({}))).total).toBe(0);
    });

    it('keeps entries, ids and retention across a restart', async () => {
      if (!subject.reopen) return;
      await fill();
      await logs.removeBefore(T0 + 24 * HOUR);
      const before = await logs.page(q({ sortBy: 'user_name' }));
      const store = await subject.reopen();
      const again = await store.stream(spec);
      await again.removeBefore(T0 + 24 * HOUR);
      expect(await again.page(q({ sortBy: 'user_name' }))).toEqual(before);
      const added = await again.append(entry(1, 200, 'Eri', 'eri@example.com', 'x'));
      expect(before.entries.map((e) => e.id)).not.toContain(added.id);
    });
  });
}
