import { describe, expect, it } from '@jest/globals';
import type { PostRecord } from '@kizuna/contracts';
import { rawDataView, RawDataSort } from './raw-data-view.js';

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

describe('rawDataView', () => {
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
});
