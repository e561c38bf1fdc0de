import { describe, expect, it } from '@jest/globals';
import type { PostRecord } from '@kizuna/proto';
import fc from 'fast-check';
import {
  encodeReviewIndex,
  openReviewIndex,
  RawDataSort,
  ReviewIndexBuilder,
  searchMatches,
  StaleReviewIndex,
} from './review-index.js';

interface RawDataQuery {
  search: string;
  sortKey: number;
  ascending: boolean;
}

/** Byte ranges of a stored file, as the object store reads them (a range past the end comes back short). */
const rangesOf =
  (bytes: Buffer) =>
  (ranges: ReadonlyArray<readonly [number, number]>): Promise<Buffer[]> =>
    Promise.resolve(ranges.map(([start, end]) => Buffer.from(bytes.subarray(start, end))));

/** The review's answer through the stored index (encoded, then opened by ranges as the service reads it). */
async function rawDataView(posts: readonly PostRecord[], query: RawDataQuery): Promise<Int32Array> {
  const builder = new ReviewIndexBuilder();
  for (const p of posts) builder.add(p, 10);
  const { index: built, searchText } = builder.build();
  const index = await openReviewIndex(rangesOf(encodeReviewIndex(built)));
  expect(Array.from(index.offsets)).toEqual(Array.from(built.offsets));
  const order = await index.order(query.sortKey, query.ascending);
  if (!query.search.trim()) return order;
  const hit = searchMatches(searchText, await index.searchStarts(), query.search.trim());
  return order.filter((i) => hit[i] === 1);
}

/** The rule, written plainly: filter, then sort with ties in file order whichever the direction. */
function reference(posts: readonly PostRecord[], query: RawDataQuery): number[] {
  // NUL and U+0001 separate the index's search lines, so a search ignores them.
  const needle = query.search.trim().toLowerCase().replaceAll('\u0000', '').replaceAll('\u0001', '');
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const compare =
    [
      (a: PostRecord, b: PostRecord) => text(a.author.toLowerCase(), b.author.toLowerCase()),
      (a: PostRecord, b: PostRecord) => text(a.text, b.text),
      (a: PostRecord, b: PostRecord) => {
        const [x, y] = [a.followers ?? -Infinity, b.followers ?? -Infinity];
        return x === y ? 0 : x < y ? -1 : 1;
      },
      (a: PostRecord, b: PostRecord) => a.time - b.time,
    ][query.sortKey] ?? ((a: PostRecord, b: PostRecord) => a.time - b.time);
  const sign = query.ascending ? 1 : -1;
  return posts
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => !needle || p.author.toLowerCase().includes(needle) || p.text.toLowerCase().includes(needle))
    .sort((a, b) => sign * compare(a.p, b.p) || a.i - b.i)
    .map(({ i }) => i);
}

const post = (row: number, author: string, text: string, time: number, followers: number | null): PostRecord => ({
  row,
  author,
  text,
  time,
  followers,
  others: [],
});

const posts = [
  post(0, 'Bob', 'ラーメン食べた', 300, 10),
  post(1, 'alice', 'RT @Bob: ラーメン食べた', 100, null),
  post(2, 'carol', 'Football tonight', 200, 5),
  post(3, 'alice', 'football again', 200, 7),
];

describe('the review index', () => {
  it('sorts by each of the spec keys, both ways, ties in file order', async () => {
    const rows = async (sortKey: RawDataSort, ascending: boolean) =>
      Array.from(await rawDataView(posts, { search: '', sortKey, ascending }));
    expect(await rows(RawDataSort.Author, true)).toEqual([1, 3, 0, 2]);
    expect(await rows(RawDataSort.Time, true)).toEqual([1, 2, 3, 0]);
    expect(await rows(RawDataSort.Time, false)).toEqual([0, 2, 3, 1]);
    expect(await rows(RawDataSort.Followers, false)).toEqual([0, 3, 2, 1]);
    expect(await rows(RawDataSort.Text, true)).toEqual([2, 1, 3, 0]);
  });

  it('finds a search in the screen name or the text, ignoring case', async () => {
    const rows = async (query: RawDataQuery) => Array.from(await rawDataView(posts, query));
    expect(await rows({ search: 'FOOTBALL', sortKey: RawDataSort.Time, ascending: true })).toEqual([2, 3]);
    expect(await rows({ search: 'bob', sortKey: RawDataSort.Time, ascending: true })).toEqual([1, 0]);
    expect(await rows({ search: 'ラーメン', sortKey: RawDataSort.Author, ascending: false })).toEqual([0, 1]);
    expect(await rows({ search: 'nothing like this', sortKey: 0, ascending: true })).toHaveLength(0);
  });

  it('refuses an index of another format or cut short, so that it is built again', async () => {
    const builder = new ReviewIndexBuilder();
    for (const p of posts) builder.add(p, 10);
    const stored = encodeReviewIndex(builder.build().index);
    const older = Buffer.from(stored);
    older.writeUInt32LE(0x4b5a5232, 0);
    await expect(openReviewIndex(rangesOf(older))).rejects.toBeInstanceOf(StaleReviewIndex);
    const cut = await openReviewIndex(rangesOf(stored.subarray(0, stored.length - 4)));
    await expect(cut.searchStarts()).rejects.toBeInstanceOf(StaleReviewIndex);
    await expect(openReviewIndex(rangesOf(stored.subarray(0, 20)))).rejects.toBeInstanceOf(StaleReviewIndex);
  });

  it('answers every sort and search as the plain rule does, for any posts', async () => {
    const postArb = fc.record({
      author: fc.constantFrom('Alice', 'alice', 'BOB', 'carol', '__proto__', 'ä'),
      text: fc.string({ maxLength: 12 }),
      time: fc.integer({ min: 0, max: 5 }),
      followers: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(postArb, { maxLength: 40 }),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        fc.constantFrom('', 'a', 'Bo', ' a ', 'x\u0000', 'ä'),
        async (raw, sortKey, ascending, search) => {
          const posts = raw.map((p, row) => post(row, p.author, p.text, p.time, p.followers));
          const query = { search, sortKey, ascending };
          expect(Array.from(await rawDataView(posts, query))).toEqual(reference(posts, query));
        },
      ),
      { numRuns: 300 },
    );
  });
});
