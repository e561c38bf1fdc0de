import { appendFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { LogStreamSpec } from './log-store.port.js';
import { SegmentLogStore } from './segment-log-store.js';

const spec: LogStreamSpec<'name'> = { name: 'damaged', fields: ['name'] };
const all = { from: -8.64e15, to: 8.64e15, sortBy: 'at' as const, ascending: true, skip: 0, limit: 100 };
const at = Date.parse('2026-03-01T10:00:00Z');

describe('SegmentLogStore on damaged or old files', () => {
  let directory: string;
  const said: string[] = [];
  const logger = { warn: (m: string) => said.push(`warn: ${m}`), error: (m: string) => said.push(`error: ${m}`) };

  beforeEach(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'kizuna-segments-'));
    said.length = 0;
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  async function written(names: string[]) {
    const store = new SegmentLogStore({ directory, logger });
    const logs = await store.stream(spec);
    const entries = [];
    for (const [k, name] of names.entries()) entries.push(await logs.append({ type: 0, at: at + k, fields: { name } }));
    await store.close();
    return { entries, file: path.join(directory, spec.name, '2026-03-01.ndjson') };
  }

  it('cuts off a torn last line, says so, and keeps appending after it', async () => {
    const { entries, file } = await written(['a', 'b']);
    await appendFile(file, '{"type":0,"at":"2026-03-01T10:00:00.00');
    const store = new SegmentLogStore({ directory, logger });
    const logs = await store.stream(spec);
    expect((await logs.page(all)).entries).toEqual(entries);
    expect(said).toEqual(['warn: log segment ended in a torn line; cut it off']);
    const c = await logs.append({ type: 0, at: at + 5, fields: { name: 'c' } });
    await store.close();
    expect((await readFile(file, 'utf8')).trimEnd().split('\n')).toHaveLength(3);
    const again = await new SegmentLogStore({ directory, logger }).stream(spec);
    expect((await again.page(all)).entries).toEqual([...entries, c]);
  });

  it('skips an unreadable line with an error but keeps the ids of the lines after it', async () => {
    const { entries, file } = await written(['a']);
    await appendFile(file, 'not json\n');
    const store = new SegmentLogStore({ directory, logger });
    const logs = await store.stream(spec);
    const b = await logs.append({ type: 0, at: at + 1, fields: { name: 'b' } });
    await store.close();
    const again = await new SegmentLogStore({ directory, logger }).stream(spec);
    expect((await again.page(all)).entries).toEqual([...entries, b]);
    expect(said.filter((m) => m.startsWith('error'))).toHaveLength(2);
  });

  it('deletes a day file once the whole day is past the retention limit', async () => {
    await written(['a']);
    const store = new SegmentLogStore({ directory, logger });
    const logs = await store.stream(spec);
    await logs.removeBefore(Date.parse('2026-03-01T23:59:59Z'));
    expect(await readdir(path.join(directory, spec.name))).toEqual(['2026-03-01.ndjson']);
    expect((await logs.page(all)).total).toBe(0);
    await logs.removeBefore(Date.parse('2026-03-02T00:00:00Z'));
    expect(await readdir(path.join(directory, spec.name))).toEqual([]);
    await store.close();
  });
});
