import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { encodePostLine, type PostRecord } from '@kizuna/proto';
import { LocalObjectStore } from '@kizuna/platform/objects';
import { buildReviewIndex } from './build-review-index.js';
import { loadReviewData } from './review-data.js';
import { reviewKeys } from './review-keys.js';
import { RawDataSort, searchMatches } from './review-index.js';

const POSTS_KEY = 'datasets/d1/posts.ndjson';

/** A real object store on a temporary folder that also records every ranged read, by key. */
class CountingStore extends LocalObjectStore {
  readonly reads: Array<{ key: string; bytes: number }> = [];

  override async readRanges(key: string, ranges: ReadonlyArray<readonly [number, number]>): Promise<Buffer[]> {
    const got = await super.readRanges(key, ranges);
    for (const b of got) this.reads.push({ key, bytes: b.length });
    return got;
  }

  bytesRead(key: string): number {
    return this.reads.filter((r) => r.key === key).reduce((sum, r) => sum + r.bytes, 0);
  }
}

const post = (row: number): PostRecord => ({
  row,
  author: `user${row % 37}`,
  // Every third post holds the common word, the others only its pairs apart ("みん", "んな").
  text: row % 3 === 0 ? `今日もみんなで${row}` : `みんみん ${row} んなー`,
  time: 1_700_000_000_000 + ((row * 7919) % 1000) * 1000,
  followers: row % 5 === 0 ? null : row,
  others: [],
});

describe('the review data of a stored dataset', () => {
  let dir: string;
  let objects: CountingStore;
  const posts = Array.from({ length: 3000 }, (_, i) => post(i + 1));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-review-data-'));
    objects = new CountingStore({ directory: dir });
    await objects.put(POSTS_KEY, posts.map(encodePostLine).join(''));
    await buildReviewIndex(objects, POSTS_KEY);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the offsets and only the order a page asks for, once', async () => {
    objects.reads.length = 0;
    const review = await loadReviewData(objects, POSTS_KEY);
    const newest = await review.index.order(RawDataSort.Time, false);
    await review.index.order(RawDataSort.Time, false);
    const times = Array.from(newest, (i) => posts[i].time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const indexKey = reviewKeys(POSTS_KEY).index;
    const size = (await objects.stat(indexKey))!.size;
    // Header, offsets (8 bytes a post) and one order (4 bytes a post) of a file holding eight orders.
    expect(objects.bytesRead(indexKey)).toBe(8 + 8 * (posts.length + 1) + 4 * posts.length);
    expect(objects.bytesRead(indexKey)).toBeLessThan(size / 2);
  });

  it('reads the search text while the first page is looked at, and the first search finds it in hand', async () => {
    const review = await loadReviewData(objects, POSTS_KEY);
    const keys = reviewKeys(POSTS_KEY);
    const textSize = (await objects.stat(keys.search))!.size;
    objects.reads.length = 0;
    review.warmSearch();
    for (let i = 0; i < 200 && objects.bytesRead(keys.search) < textSize; i++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(objects.bytesRead(keys.search)).toBe(textSize);

    objects.reads.length = 0;
    const hit = await review.matches('みんな');
    expect(objects.bytesRead(keys.search)).toBe(0);
    const text = (await objects.getBuffer(keys.search)).toString('utf8');
    const scanned = searchMatches(text, await review.index.searchStarts(), 'みんな');
    expect(Array.from(hit)).toEqual(Array.from(scanned));
    expect(hit.reduce((n, h) => n + h, 0)).toBe(posts.length / 3);
  });
});
