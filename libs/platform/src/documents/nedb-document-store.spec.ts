import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { DuplicateKeyError } from './document-store.port.js';
import { NedbDocumentStore } from './nedb-document-store.js';

interface Counter {
  _id: string;
  name: string;
  value: number;
}

const linesAbout = async (file: string, id: string): Promise<number> =>
  (await readFile(file, 'utf8')).split('\n').filter((line) => line.includes(`"_id":"${id}"`)).length;

describe('NedbDocumentStore on files', () => {
  let directory: string;

  beforeEach(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'kizuna-nedb-spec-'));
  });

  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('keeps data and unique indexes after close and reopening on the same directory', async () => {
    const first = new NedbDocumentStore({ directory });
    const counters = first.collection<Counter>('counters');
    await counters.createIndex({ name: 1 }, { unique: true });
    await counters.insertMany([
      { _id: 'a', name: 'alpha', value: 1 },
      { _id: 'b', name: 'beta', value: 2 },
    ]);
    await counters.updateOne({ _id: 'a' }, { $inc: { value: 10 } });
    await counters.deleteOne({ _id: 'b' });
    await first.close();

    const second = new NedbDocumentStore({ directory });
    const reopened = second.collection<Counter>('counters');
    expect(await reopened.find({})).toEqual([{ _id: 'a', name: 'alpha', value: 11 }]);
    await expect(reopened.insertOne({ _id: 'c', name: 'alpha', value: 0 })).rejects.toBeInstanceOf(DuplicateKeyError);
    await second.close();
  });

  it('has every acknowledged write on disk before close', async () => {
    const writer = new NedbDocumentStore({ directory, compactionIntervalMs: 0 });
    await writer.collection<Counter>('counters').insertOne({ _id: 'a', name: 'alpha', value: 1 });
    await writer.collection<Counter>('counters').updateOne({ _id: 'a' }, { $set: { value: 2 } });

    const reader = new NedbDocumentStore({ directory, compactionIntervalMs: 0 });
    expect(await reader.collection<Counter>('counters').findOne({ _id: 'a' })).toEqual({
      _id: 'a',
      name: 'alpha',
      value: 2,
    });
    await reader.close();
    await writer.close();
  });

  it('writes one file per collection, named after it', async () => {
    const store = new NedbDocumentStore({ directory });
    await store.collection<Counter>('users').insertOne({ _id: 'u', name: 'u', value: 0 });
    await store.collection<Counter>('projects').insertOne({ _id: 'p', name: 'p', value: 0 });
    await store.close();
    expect((await readdir(directory)).sort()).toEqual(['projects.db', 'users.db']);
  });

  it('compacts the append-only file on close, leaving one line per document', async () => {
    const store = new NedbDocumentStore({ directory, compactionIntervalMs: 0 });
    const counters = store.collection<Counter>('counters');
    await counters.insertOne({ _id: 'k', name: 'k', value: 0 });
    for (let i = 0; i < 20; i += 1) await counters.updateOne({ _id: 'k' }, { $inc: { value: 1 } });
    const file = path.join(directory, 'counters.db');
    expect(await linesAbout(file, 'k')).toBe(21);
    await store.close();
    expect(await linesAbout(file, 'k')).toBe(1);
    expect(await readFile(file, 'utf8')).toContain('"value":20');
  });

  it('compacts loaded collections periodically', async () => {
    const store = new NedbDocumentStore({ directory, compactionIntervalMs: 20 });
    const counters = store.collection<Counter>('counters');
    await counters.insertOne({ _id: 'k', name: 'k', value: 0 });
    for (let i = 0; i < 5; i += 1) await counters.updateOne({ _id: 'k' }, { $inc: { value: 1 } });
    const file = path.join(directory, 'counters.db');
    let lines = await linesAbout(file, 'k');
    // Bounded wait for the timer; the assertion is on the file, not on how long it took.
    for (let attempt = 0; attempt < 200 && lines > 1; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      lines = await linesAbout(file, 'k');
    }
    expect(lines).toBe(1);
    await store.close();
  });

  it('cannot be used after close', async () => {
    const store = new NedbDocumentStore({ directory });
    const counters = store.collection<Counter>('counters');
    await counters.insertOne({ _id: 'a', name: 'a', value: 0 });
    await store.close();
    expect(() => store.collection('counters')).toThrow('closed');
    await expect(counters.find({})).rejects.toThrow('closed');
  });
});

describe('NedbDocumentStore in memory', () => {
  it('keeps data only for the life of the store', async () => {
    const first = new NedbDocumentStore({ inMemory: true });
    await first.collection<Counter>('counters').insertOne({ _id: 'a', name: 'a', value: 1 });
    expect(await first.collection<Counter>('counters').count({})).toBe(1);
    await first.close();
    const second = new NedbDocumentStore({ inMemory: true });
    expect(await second.collection<Counter>('counters').count({})).toBe(0);
    await second.close();
  });
});

describe('NedbDocumentStore, a page of an _id range in _id order (label-pages.ts)', () => {
  it('answers the same first documents as a full sort, whatever order they were written and changed in', async () => {
    const store = new NedbDocumentStore({ inMemory: true });
    const c = store.collection<{ _id: string; n: number }>('pages');
    const ids = Array.from({ length: 3000 }, (_, i) => `t|L|user${(i * 7919) % 3000}`);
    await c.insertMany(ids.slice(0, 1500).map((_id, n) => ({ _id, n })));
    await c.insertMany(ids.slice(1500).map((_id, n) => ({ _id, n })));
    await c.deleteMany({ _id: { $in: ids.slice(100, 200) } });
    await c.insertMany([
      { _id: 't|L|user0500x', n: -1 },
      { _id: 't|K|other', n: -2 },
      { _id: 'u|L|x', n: -3 },
    ]);
    await c.updateMany({ _id: { $in: ids.slice(0, 50) } }, { $set: { n: 1 } });
    const all = (await c.find({})).map((d) => d._id);
    const expected = all.filter((id) => id > 't|L|user1' && id < 't|L}').sort();
    const page = await c.find({ _id: { $gt: 't|L|user1', $lt: 't|L}' } }, { sort: { _id: 1 }, limit: 700 });
    expect(page.map((d) => d._id)).toEqual(expected.slice(0, 700));
    // Another filter or order is still sorted by the engine.
    const byN = await c.find({ _id: { $gte: 't|', $lt: 't}' }, n: { $lt: 0 } }, { sort: { _id: -1 } });
    expect(byN.map((d) => d._id)).toEqual(['t|L|user0500x', 't|K|other']);
    await store.close();
  });
});
