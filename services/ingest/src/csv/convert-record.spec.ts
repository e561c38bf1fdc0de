import { describe, expect, it } from '@jest/globals';
import { convertRecord, normaliseAuthor } from './convert-record.js';
import { FOLLOWERS_TEXT_MAX, parseFollowers } from './parse-followers.js';
import { parseTime, TIME_TEXT_MAX } from './parse-time.js';
import type { ValidMapping } from './types.js';

// Columns: 0 author, 1 text, 2 time, 3 followers, 4 lang
const mapping: ValidMapping = { time: 2, author: 0, contents: 1, followers: 3, others: [4], dateOrder: null };

describe('convertRecord', () => {
  it('builds a post from a clean record', () => {
    expect(convertRecord(['@alice ', 'hello', '2020-01-01T00:00:00Z', '12', 'en'], 7, mapping, 5, false)).toEqual({
      post: { row: 7, author: 'alice', text: 'hello', time: Date.UTC(2020, 0, 1), followers: 12, others: ['en'] },
      timeRead: true,
    });
  });

  it('reports every bad cell of a record, in column order', () => {
    expect(convertRecord(['@', ' ', 'yesterday', 'many', 'en'], 0, mapping, 5, false)).toEqual({
      errors: [
        { column: 0, code: 'missing_author' },
        { column: 1, code: 'missing_contents' },
        { column: 2, code: 'invalid_time' },
        { column: 3, code: 'invalid_followers' },
      ],
      timeRead: false,
    });
  });

  it('rejects a record whose field count differs from the header, whole', () => {
    expect(convertRecord(['alice', 'hello', '2020-01-01'], 0, mapping, 5, false)).toEqual({
      errors: [{ column: null, code: 'field_count' }],
      timeRead: false,
    });
    expect(convertRecord(['alice', 'hello', '2020-01-01', '1', 'en', ''], 0, mapping, 5, false)).toEqual({
      errors: [{ column: null, code: 'field_count' }],
      timeRead: false,
    });
  });

  it('rejects a record with broken quoting, whole', () => {
    expect(convertRecord(['alice', 'hello', '2020-01-01', '1', 'en'], 0, mapping, 5, true)).toEqual({
      errors: [{ column: null, code: 'malformed_quotes' }],
      timeRead: false,
    });
  });

  it('reads year-last dates in the order decided for the column', () => {
    const dayFirst: ValidMapping = { ...mapping, dateOrder: 'day_first' };
    expect(convertRecord(['a', 't', '06/08/2015 17:44', '1', 'en'], 0, dayFirst, 5, false).post?.time).toBe(
      Date.UTC(2015, 7, 6, 8, 44),
    );
  });

  it('gives null followers when the column is unmapped or the cell empty', () => {
    const noFollowers: ValidMapping = { ...mapping, followers: null, others: [] };
    expect(convertRecord(['a', 't', '2020-01-01', 'junk', 'en'], 0, noFollowers, 5, false).post?.followers).toBeNull();
    expect(convertRecord(['a', 't', '2020-01-01', '  ', 'en'], 0, mapping, 5, false).post?.followers).toBeNull();
  });
});

describe('normaliseAuthor', () => {
  it('strips one leading @ and surrounding spaces, keeping case', () => {
    expect(normaliseAuthor(' @KizunaBot ')).toBe('KizunaBot');
    expect(normaliseAuthor('@ name')).toBe('name');
    expect(normaliseAuthor('@@x')).toBe('@x');
    expect(normaliseAuthor('plain')).toBe('plain');
  });
});

describe('parseFollowers', () => {
  it.each([
    ['0', 0],
    ['-1', -1],
    [' 262 ', 262],
    ['1234.0', 1234],
    ['1,234,567', 1234567],
    ['', null],
    ['   ', null],
  ])('reads %j', (input, expected) => {
    expect(parseFollowers(input)).toBe(expected);
  });

  it.each(['abc', '-2', '1.5', '12,34', '1e3', '+5', '99999999999999999999', 'NA'])('rejects %j', (input) => {
    expect(parseFollowers(input)).toBeUndefined();
  });
});

describe('length before pattern in cells', () => {
  it('refuses a follower count or a time longer than any written one without reading it further', () => {
    const digits = '1'.repeat(FOLLOWERS_TEXT_MAX + 1);
    expect(parseFollowers(digits)).toBeUndefined();
    expect(parseFollowers(`1${',000'.repeat(100_000)}`)).toBeUndefined();
    expect(parseTime(`2016-11-22T10:57:00.${'1'.repeat(TIME_TEXT_MAX)}Z`)).toBeNull();
    expect(parseTime(`  2016-11-22T10:57:00Z${' '.repeat(1000)}`)).not.toBeNull();
  });
});
