import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decodePostLine, encodePostLine, type PostRecord } from '@kizuna/proto';
import { LocalObjectStore } from '@kizuna/platform/objects';
import { FileOrderLines } from './file-order-lines.js';
import { LineStartsWriter } from './line-starts.js';

const KEY = 'datasets/d1/posts.ndjson';
const COUNT = 12_000;

/** A real object store on a temporary folder that records how many bytes each ranged read asked for. */
class CountingStore extends LocalObjectStore {
  bytesAsked = 0;

  override async readRanges(key: string, ranges: ReadonlyArray<readonly [number, number]>): Promise<Buffer[]> {
    for (const [start, end] of ranges) this.bytesAsked += end - start;
    return super.readRanges(key, ranges);
  }
}

// Long Japanese texts with line breaks inside (escaped in the file), so reads end mid-line and mid-character.
const post = (row: number): PostRecord => ({
  row,
  author: `user${row}`,
  text: `${'桜が咲いた。\n'.repeat(row % 7)}投稿 ${row}`,
  time: 1_700_000_000_000 + row,
  followers: row % 4 === 0 ? null : row,
  others: row % 3 === 0 ? ['ja'] : [],
});

describe('FileOrderLines', () => {
  let dir: string;
  let store: CountingStore;
  let size: number;
  const lines = () => new FileOrderLines(store, KEY, size);
  const postsAt = async (from: number, count: number, of = lines()) => {
    const ranges = await of.ranges(from, count);
    const bytes = await store.readRanges(KEY, ranges);
    return bytes.map((b, n) => decodePostLine(b.toString('utf8').trimEnd(), from + n + 1));
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-file-order-'));
    store = new CountingStore({ directory: dir });
    const body = Array.from({ length: COUNT }, (_, i) => encodePostLine(post(i))).join('');
    size = (await store.put(KEY, body)).size;
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds a first page by reading only the start of the file', async () => {
    store.bytesAsked = 0;
    expect(await postsAt(0, 25)).toEqual(Array.from({ length: 25 }, (_, i) => post(i)));
    // The page's lines and the first read: not the file.
    expect(store.bytesAsked).toBeLessThan(size / 4);
  });

  it('finds any page, the last and past the end, and shares what one scan found', async () => {
    const of = lines();
    const [deep, middle] = await Promise.all([postsAt(COUNT - 10, 25, of), postsAt(6000, 100, of)]);
    expect(deep).toEqual(Array.from({ length: 10 }, (_, i) => post(COUNT - 10 + i)));
    expect(middle).toEqual(Array.from({ length: 100 }, (_, i) => post(6000 + i)));
    store.bytesAsked = 0;
    // Everything is known now: a page reads only its own lines.
    expect(await postsAt(5, 3, of)).toEqual([post(5), post(6), post(7)]);
    expect(store.bytesAsked).toBeLessThan(3000);
    expect(await of.ranges(COUNT, 25)).toEqual([]);
  });

  it('reads the lines’ starts stored at registration: a page deep in the file reads a few hundred bytes', async () => {
    const startsKey = 'datasets/d1/posts-line-starts.bin';
    const writer = new LineStartsWriter();
    for (let i = 0; i < COUNT; i++) writer.add(Buffer.byteLength(encodePostLine(post(i))));
    await store.put(startsKey, writer.bytes());
    const of = new FileOrderLines(store, KEY, size, startsKey);
    store.bytesAsked = 0;
    const deep = await of.ranges(COUNT - 2_000, 25);
    // The starts' last entry and the page's 26: not the posts file up to the page.
    expect(store.bytesAsked).toBe(8 + 26 * 8);
    const bytes = await store.readRanges(KEY, deep);
    expect(bytes.map((b, n) => decodePostLine(b.toString('utf8').trimEnd(), COUNT - 2_000 + n + 1))).toEqual(
      Array.from({ length: 25 }, (_, i) => post(COUNT - 2_000 + i)),
    );
    // The last page, and past the end, as from a scan.
    expect(await of.ranges(COUNT - 10, 25)).toEqual(await lines().ranges(COUNT - 10, 25));
    expect(await of.ranges(COUNT, 25)).toEqual([]);
  });

  it('scans the posts file when the stored starts are missing or not this file’s', async () => {
    const stale = 'datasets/d1/stale-line-starts.bin';
    const writer = new LineStartsWriter();
    for (let i = 0; i < 100; i++) writer.add(Buffer.byteLength(encodePostLine(post(i))));
    await store.put(stale, writer.bytes());
    for (const startsKey of [stale, 'datasets/d1/no-line-starts.bin'])
      expect(await postsAt(6000, 5, new FileOrderLines(store, KEY, size, startsKey))).toEqual(
        Array.from({ length: 5 }, (_, i) => post(6000 + i)),
      );
  });

  it('ends a last line that has no newline at the end of the file', async () => {
    const key = 'datasets/d2/posts.ndjson';
    const body = encodePostLine(post(1)) + encodePostLine(post(2)).trimEnd();
    const { size: bytes } = await store.put(key, body);
    const ranges = await new FileOrderLines(store, key, bytes).ranges(0, 25);
    expect(ranges).toHaveLength(2);
    expect(ranges[1][1]).toBe(bytes);
  });
});
