import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { NedbDocumentStore } from './nedb-document-store.js';

interface User {
  _id: string;
  email: string;
}

interface LogLine {
  level: 'warn' | 'error';
  message: string;
  fields: Record<string, unknown> | undefined;
}

const line = (doc: object): string => JSON.stringify(doc) + '\n';

describe('NedbDocumentStore on damaged data files', () => {
  let root: string;
  let directory: string;
  let logs: LogLine[];
  const logger = {
    warn: (message: string, fields?: Record<string, unknown>) => logs.push({ level: 'warn', message, fields }),
    error: (message: string, fields?: Record<string, unknown>) => logs.push({ level: 'error', message, fields }),
  };

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'kizuna-nedb-damaged-'));
    directory = path.join(root, 'auth');
    logs = [];
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const open = async (fileContent: string | Buffer): Promise<{ store: NedbDocumentStore; users: User[] }> => {
    const store = new NedbDocumentStore({ directory, compactionIntervalMs: 0, logger });
    await writeFile(path.join(directory, 'users.db'), fileContent);
    const users = await store.collection<User>('users').find({}, { sort: { _id: 1 } });
    return { store, users };
  };

  it('cuts a torn last line off, warns once with the bytes dropped, and keeps writing after it', async () => {
    const torn = '{"_id":"c","email":"c@exa';
    const { store, users } = await open(
      line({ _id: 'a', email: 'a@example.com' }) + line({ _id: 'b', email: 'b' }) + torn,
    );

    expect(users.map((user) => user._id)).toEqual(['a', 'b']);
    expect(logs).toEqual([
      {
        level: 'warn',
        message: expect.stringContaining('torn'),
        fields: { file: path.join('auth', 'users.db'), droppedBytes: Buffer.byteLength(torn) },
      },
    ]);
    await store.collection<User>('users').insertOne({ _id: 'd', email: 'd@example.com' });
    await store.close();

    const reopened = new NedbDocumentStore({ directory, compactionIntervalMs: 0, logger });
    expect((await reopened.collection<User>('users').find({}, { sort: { _id: 1 } })).map((user) => user._id)).toEqual([
      'a',
      'b',
      'd',
    ]);
    await reopened.close();
    expect(logs).toHaveLength(1);
  });

  it('starts on a file of one torn line, as a full disk leaves a new collection', async () => {
    const torn = '{"_id":"a","em';
    const { store, users } = await open(torn);
    expect(users).toEqual([]);
    expect(logs.map((entry) => entry.fields?.droppedBytes)).toEqual([Buffer.byteLength(torn)]);
    await store.close();
  });

  it('treats the zero bytes a crash can leave at the end as a torn end', async () => {
    const { store, users } = await open(
      Buffer.concat([Buffer.from(line({ _id: 'a', email: 'a' })), Buffer.alloc(4096), Buffer.from('\n')]),
    );
    expect(users.map((user) => user._id)).toEqual(['a']);
    expect(logs.map((entry) => [entry.level, entry.fields?.droppedBytes])).toEqual([['warn', 4097]]);
    await store.close();
  });

  it('keeps a whole last record that only lacks its newline, silently', async () => {
    const { store, users } = await open(line({ _id: 'a', email: 'a' }) + JSON.stringify({ _id: 'b', email: 'b' }));
    await store.collection<User>('users').insertOne({ _id: 'c', email: 'c' });
    expect(users.map((user) => user._id)).toEqual(['a', 'b']);
    expect(await store.collection<User>('users').count({})).toBe(3);
    expect(logs).toEqual([]);
    await store.close();
  });

  it('moves corrupt lines in the middle aside verbatim, logs an error, and loads every other record', async () => {
    // 2 of 4 lines corrupt: the engine alone would refuse to start (over its 10% threshold).
    const garbage = ['{"_id":"x","email":"x@ex\u0000\u0000', 'not json at all'];
    const { store, users } = await open(
      line({ _id: 'a', email: 'a' }) + garbage[0] + '\n' + garbage[1] + '\n' + line({ _id: 'b', email: 'b' }),
    );

    expect(users.map((user) => user._id)).toEqual(['a', 'b']);
    expect(logs).toEqual([
      {
        level: 'error',
        message: expect.stringContaining('unreadable'),
        fields: {
          file: path.join('auth', 'users.db'),
          corruptLines: [2, 3],
          movedTo: path.join('auth', 'users.db.corrupt'),
        },
      },
    ]);
    expect(await readFile(path.join(directory, 'users.db.corrupt'), 'utf8')).toBe(garbage.join('\n') + '\n');
    await store.close();
  });

  it('loses only the damaged record: a corrupt newer version falls back to the version before it', async () => {
    const { store, users } = await open(
      line({ _id: 'a', email: 'old@example.com' }) + '{"_id":"a","email":"new@exam\n' + line({ _id: 'b', email: 'b' }),
    );
    expect(users).toEqual([
      { _id: 'a', email: 'old@example.com' },
      { _id: 'b', email: 'b' },
    ]);
    await store.close();
  });

  it('reads back a document holding the line separators the engine splits lines on', async () => {
    const name = 'a\u2028b\u2029c\u0085d';
    const store = new NedbDocumentStore({ directory, compactionIntervalMs: 0, logger });
    await store.collection<User>('users').insertOne({ _id: 'a', email: name });
    const reader = new NedbDocumentStore({ directory, compactionIntervalMs: 0, logger });
    expect(await reader.collection<User>('users').findOne({ _id: 'a' })).toEqual({ _id: 'a', email: name });
    await reader.close();
    await store.close();
    expect(logs).toEqual([]);
  });

  it('reads a file written before separators were escaped without losing the document', async () => {
    const { store, users } = await open(line({ _id: 'a', email: 'x\u2028y' }) + line({ _id: 'b', email: 'b' }));
    expect(users).toEqual([
      { _id: 'a', email: 'x\u2028y' },
      { _id: 'b', email: 'b' },
    ]);
    expect(logs).toEqual([]);
    await store.close();
  });
});
