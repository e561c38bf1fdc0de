import { describe, expect, it } from '@jest/globals';
import type { MemberRow } from '../engine/types.js';
import { activeIn, memberPage, postPage, searchMembers } from './member-page.js';

const member = (name: string, pagerank: number, extra: Partial<MemberRow> = {}): MemberRow => ({
  node_id: name.toLowerCase(),
  tweet_user_screen_name: name,
  get_retweeted: 0,
  count_retweet: 0,
  count_followers: null,
  degree: 0,
  pagerank,
  cluster_id: 1,
  x: 0,
  y: 0,
  start_date: 100,
  end_date: 200,
  drawn: true,
  ...extra,
});

// Most central first, as a community's member file keeps them.
const rows = [
  member('Alice', 0.5, { degree: 3, count_followers: 10, community_1: 80 }),
  member('bob', 0.3, { degree: 9, start_date: 300, end_date: 400 }),
  member('Carol', 0.2, { degree: 9, count_followers: 5 }),
  member('dave', 0.1, { degree: 1, start_date: null, end_date: null }),
];
const base = {
  page: 0,
  maxCount: 10,
  sortKey: 'pagerank' as const,
  ascending: false,
  search: '',
  window: null,
  accounts: null,
  rankOrdered: true,
};
const names = (page: { rows: MemberRow[] }) => page.rows.map((m) => m.tweet_user_screen_name);

describe('memberPage', () => {
  it('keeps the file order for the default sort and pages it', () => {
    expect(names(memberPage(rows, base))).toEqual(['Alice', 'bob', 'Carol', 'dave']);
    const second = memberPage(rows, { ...base, page: 1, maxCount: 3 });
    expect(names(second)).toEqual(['dave']);
    expect(second.total).toBe(4);
  });
  it('sorts by any key, ties most central first, missing values last both ways', () => {
    expect(names(memberPage(rows, { ...base, sortKey: 'degree' }))).toEqual(['bob', 'Carol', 'Alice', 'dave']);
    expect(names(memberPage(rows, { ...base, sortKey: 'degree', ascending: true }))).toEqual([
      'dave',
      'Alice',
      'bob',
      'Carol',
    ]);
    expect(names(memberPage(rows, { ...base, sortKey: 'count_followers', ascending: true }))).toEqual([
      'Carol',
      'Alice',
      'bob',
      'dave',
    ]);
    expect(names(memberPage(rows, { ...base, sortKey: 'community_1' }))).toEqual(['Alice', 'bob', 'Carol', 'dave']);
    expect(names(memberPage(rows, { ...base, sortKey: 'tweet_user_screen_name', ascending: true }))[0]).toBe('Alice');
  });
  it('sorts joined lists by rank when asked', () => {
    const joined = [rows[2], rows[0], rows[3], rows[1]];
    expect(names(memberPage(joined, { ...base, rankOrdered: false }))).toEqual(['Alice', 'bob', 'Carol', 'dave']);
  });
  it('searches names case-insensitively and keeps users active in the window', () => {
    expect(names(memberPage(rows, { ...base, search: 'AL' }))).toEqual(['Alice']);
    expect(names(memberPage(rows, { ...base, window: { start: 350, end: 500 } }))).toEqual(['bob']);
    expect(memberPage(rows, { ...base, window: { start: 201, end: 299 } }).total).toBe(0);
  });
  it('keeps only the accounts asked for before searching, sorting and paging; none when the list is empty', () => {
    const labelled = new Set(['alice', 'carol', 'dave', 'nobody']);
    const page = memberPage(rows, { ...base, accounts: labelled, sortKey: 'degree', maxCount: 2 });
    expect([names(page), page.total]).toEqual([['Carol', 'Alice'], 3]);
    expect(names(memberPage(rows, { ...base, accounts: labelled, page: 1, maxCount: 2 }))).toEqual(['dave']);
    expect(names(memberPage(rows, { ...base, accounts: labelled, search: 'a' }))).toEqual(['Alice', 'Carol', 'dave']);
    expect(memberPage(rows, { ...base, accounts: labelled, window: { start: 300, end: 400 } }).total).toBe(0);
    expect(memberPage(rows, { ...base, accounts: new Set() })).toEqual({ rows: [], total: 0 });
    expect(memberPage(rows, { ...base, accounts: null }).total).toBe(4);
  });
});

describe('activeIn', () => {
  it('is an overlap test, inclusive at both ends, false for unknown times', () => {
    expect(activeIn(100, 200, { start: 200, end: 300 })).toBe(true);
    expect(activeIn(100, 200, { start: 0, end: 100 })).toBe(true);
    expect(activeIn(100, 200, { start: 201, end: 300 })).toBe(false);
    expect(activeIn(null, null, { start: 0, end: 1 })).toBe(false);
    expect(activeIn(null, null, null)).toBe(true);
  });
});

describe('postPage and searchMembers', () => {
  it('filters posts by text and time', () => {
    const posts = [
      { tweet_user_screen_name: 'a', tweet_date: 10, tweet_text: 'Ramen is good', tweet_score: 3 },
      { tweet_user_screen_name: 'b', tweet_date: 50, tweet_text: 'baseball', tweet_score: 2 },
    ];
    const all = { page: 0, maxCount: 10, search: '', window: null };
    expect(postPage(posts, { ...all, search: 'ramen' }).rows).toHaveLength(1);
    expect(postPage(posts, { ...all, window: { start: 40, end: 60 } }).rows[0].tweet_user_screen_name).toBe('b');
  });
  it('finds prefix matches first, then others, most central first', () => {
    const more = [...rows, member('xcarolx', 0.9)];
    expect(searchMembers(more, 'car', 10).map((m) => m.node_id)).toEqual(['carol', 'xcarolx']);
    expect(searchMembers(more, '  ', 10)).toEqual([]);
    expect(searchMembers(more, 'a', 2)).toHaveLength(2);
  });
});
