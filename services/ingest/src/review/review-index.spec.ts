import { describe, expect, it } from '@jest/globals';
import type { PostRecord } from '@kizuna/proto';
import fc from 'fast-check';
import {
  decodeReviewIndex,
  encodeReviewIndex,
  RawDataSort,
  ReviewIndexBuilder,
  searchMatches,
  sortedView,
} from './review-index.js';

interface RawDataQuery {
  search: string;
  sortKey: number;
  ascending: boolean;
}

/** The review's answer through the stored index (encoded and decoded, as the service reads it). */
function rawDataView(posts: readonly PostRecord[], query: RawDataQuery): Int32Array {
  const builder = new ReviewIndexBuilder();
  for (const p of posts) builder.add(p, 10);
  const { index: built, searchText } = builder.build();
  const index = decodeReviewIndex(encodeReviewIndex(built));
  const order = sortedView(index, query.sortKey, query.ascending);
  if (!query.search.trim()) return order;
  const hit = searchMatches(searchText, index.searchStarts, query.search.trim());
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
  it('sorts by each of the spec keys, both ways, ties in file order', () => {
    const rows = (sortKey: RawDataSort, ascending: boolean) =>
      Array.from(rawDataView(posts, { search: '', sortKey, ascending }));
    expect(rows(RawDataSort.Author, true)).toEqual([1, 3, 0, 2]);
    expect(rows(RawDataSort.Time, true)).toEqual([1, 2, 3, 0]);
    expect(rows(RawDataSort.Time, false)).toEqual([0, 2, 3, 1]);
    expect(rows(RawDataSort.Followers, false)).toEqual([0, 3, 2, 1]);
    expect(rows(RawDataSort.Text, true)).toEqual([2, 1, 3, 0]);
  });

  it('finds a search in the screen name or the text, ignoring case', () => {
    expect(Array.from(rawDataView(posts, { search: 'FOOTBALL', sortKey: RawDataSort.Time, ascending: true }))).toEqual([
      2, 3,
    ]);
    expect(Array.from(rawDataView(posts, { search: 'bob', sortKey: RawDataSort.Time, ascending: true }))).toEqual([
      1, 0,
    ]);
    expect(
      Array.from(rawDataView(posts, { search: 'ラーメン', sortKey: RawDataSort.Author, ascending: false })),
    ).toEqual([0, 1]);
    expect(rawDataView(posts, { search: 'nothing like this', sortKey: 0, ascending: true })).toHaveLength(0);
  });

  it('answers every sort and search as the plain rule does, for any posts', () => {
    const postArb = fc.record({
      author: fc.constantFrom('Alice', 'alice', 'BOB', 'carol', '__proto__', 'ä'),
      text: fc.string({ maxLength: 12 }),
      time: fc.integer({ min: 0, max: 5 }),
      followers: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(postArb, { maxLength: 40 }),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        fc.constantFrom('', 'a', 'Bo', ' a ', 'x\u0000', 'ä'),
        (raw, sortKey, ascending, search) => {
          const posts = raw.map((p, row) => post(row, p.author, p.text, p.time, p.followers));
          const query = { search, sortKey, ascending };
          expect(Array.from(rawDataView(posts, query))).toEqual(reference(posts, query));
        },
      ),
      { numRuns: 300 },
    );
  });
});
