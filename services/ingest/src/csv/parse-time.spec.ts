import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { parseTime } from './parse-time.js';

const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) => Date.UTC(y, mo - 1, d, h, mi, s, ms);

describe('parseTime', () => {
  it.each([
    ['2016-11-22T10:57:00Z', utc(2016, 11, 22, 10, 57)],
    ['2016-11-22T10:57:00.250Z', utc(2016, 11, 22, 10, 57, 0, 250)],
    ['2016-11-22T10:57:00.1234567Z', utc(2016, 11, 22, 10, 57, 0, 123)],
    ['2021-09-25 05:38:48 UTC', utc(2021, 9, 25, 5, 38, 48)],
    ['2021-09-25 05:38:48 GMT', utc(2021, 9, 25, 5, 38, 48)],
    ['2014-08-31 00:29:15+09:00', utc(2014, 8, 30, 15, 29, 15)],
    ['2014-08-31T00:29:15+0900', utc(2014, 8, 30, 15, 29, 15)],
    ['2014-08-31T00:29:15-05', utc(2014, 8, 31, 5, 29, 15)],
    ['2014-08-31T00:29:15+05:30', utc(2014, 8, 30, 18, 59, 15)],
    ['Sun Aug 31 00:29:15 +0000 2014', utc(2014, 8, 31, 0, 29, 15)],
    ['Sun Aug 31 00:29:15 +0900 2014', utc(2014, 8, 30, 15, 29, 15)],
    ['  2016-11-22T10:57:00Z  ', utc(2016, 11, 22, 10, 57)],
    ['1479812220', utc(2016, 11, 22, 10, 57)],
    ['1479812220.5', utc(2016, 11, 22, 10, 57, 0, 500)],
    ['1479812220123', utc(2016, 11, 22, 10, 57, 0, 123)],
  ])('reads %j with its zone', (input, expected) => {
    expect(parseTime(input)).toBe(expected);
  });

  // No zone written: the time is Japan time (UTC+09:00), so 9 hours earlier in UTC.
  it.each([
    ['23-11-2016 18:40', utc(2016, 11, 23, 9, 40)],
    ['3-1-2016 08:05:09', utc(2016, 1, 2, 23, 5, 9)],
    ['2016/11/22 10:57', utc(2016, 11, 22, 1, 57)],
    ['2016/11/22 10:57:30', utc(2016, 11, 22, 1, 57, 30)],
    ['2016-11-22 10:57', utc(2016, 11, 22, 1, 57)],
    ['2016-11-22 10:57:30', utc(2016, 11, 22, 1, 57, 30)],
    ['2016-11-22T10:57:30', utc(2016, 11, 22, 1, 57, 30)],
    ['2016/1/2 3:04', utc(2016, 1, 1, 18, 4)],
    ['2016-11-22', utc(2016, 11, 21, 15, 0)],
    ['2016年11月22日 10:57', utc(2016, 11, 22, 1, 57)],
    ['2016年11月22日 10時57分30秒', utc(2016, 11, 22, 1, 57, 30)],
    ['2016年11月22日', utc(2016, 11, 21, 15, 0)],
  ])('reads zoneless %j as UTC+09:00', (input, expected) => {
    expect(parseTime(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'not a time',
    'NA',
    '2016-02-30 10:00',
    '2015-02-29',
    '2016-13-01',
    '2016-00-10',
    '2016-11-22 24:00',
    '2016-11-22 10:60',
    '2016-11-22 10:59:60',
    '2016-11-22 10:57 +15:00',
    '32-01-2016 10:00',
    '8/6/15 17:44',
    '06/08/2015 17:44',
    '13/13/2015 10:00',
    '2016-11/22',
    'Sun Foo 31 00:29:15 +0000 2014',
    '12345678',
    '12345678901',
    '12345678901234',
    '0999-01-01',
  ])('rejects %j', (input) => {
    expect(parseTime(input)).toBeNull();
  });

  it('accepts 29 February in a leap year only', () => {
    expect(parseTime('2016-02-29T00:00:00Z')).toBe(utc(2016, 2, 29));
    expect(parseTime('2000-02-29T00:00:00Z')).toBe(utc(2000, 2, 29));
    expect(parseTime('1900-02-29T00:00:00Z')).toBeNull();
  });
});

describe('parseTime with year-last dates', () => {
  // Zoneless, so read as Tokyo time: 17:44 JST is 08:44 UTC.
  it.each([
    ['8/6/15 17:44', 'month_first', utc(2015, 8, 6, 8, 44)],
    ['8/6/15 17:44', 'day_first', utc(2015, 6, 8, 8, 44)],
    ['06/08/2015 17:44', 'day_first', utc(2015, 8, 6, 8, 44)],
    ['06/08/2015 17:44:30', 'month_first', utc(2015, 6, 8, 8, 44, 30)],
    ['8/6/2015 5:44:00 PM', 'month_first', utc(2015, 8, 6, 8, 44)],
    ['8/6/2015 12:05 AM', 'month_first', utc(2015, 8, 5, 15, 5)],
    ['6.8.15 9:05', 'day_first', utc(2015, 8, 6, 0, 5)],
    ['1/2/29', 'month_first', utc(2029, 1, 1, 15, 0)],
    ['1/2/30', 'month_first', utc(1930, 1, 1, 15, 0)],
  ] as const)('reads %j %s', (input, order, expected) => {
    expect(parseTime(input, order)).toBe(expected);
  });

  it('reads a date a field above 12 settles without being told the order', () => {
    expect(parseTime('11/22/2016 10:57')).toBe(utc(2016, 11, 22, 1, 57));
    expect(parseTime('22/11/2016 10:57')).toBe(utc(2016, 11, 22, 1, 57));
    expect(parseTime('22/11/2016 10:57', 'month_first')).toBeNull();
  });

  it('rejects impossible year-last dates and hours', () => {
    expect(parseTime('2/30/15 10:00', 'month_first')).toBeNull();
    expect(parseTime('8/6/15 13:00 PM', 'month_first')).toBeNull();
    expect(parseTime('8/6/15 24:00', 'month_first')).toBeNull();
    expect(parseTime('8/6/123 10:00', 'month_first')).toBeNull();
  });

  it('reads Excel serial numbers as Tokyo time, 1970 to 2099 only', () => {
    // 42222 is 2015-08-06; .73889 of a day is 17:44:00.
    expect(parseTime('42222.73889')).toBe(utc(2015, 8, 6, 8, 44));
    expect(parseTime('42222')).toBe(utc(2015, 8, 5, 15, 0));
    expect(parseTime('25568')).toBeNull();
    expect(parseTime('99999')).toBeNull();
  });
});

describe('parseTime on the commonest shape (read without a pattern)', () => {
  // The same time written so that only the patterns read it: two spaces, a lower-case 't' or
  // 'z', an offset without its colon. Whatever the fast reading gives must be what they give.
  const patternsOnly = (text: string): string =>
    text
      .replace(/^(.{10}) /, '$1  ')
      .replace(/^(.{10})T/, '$1t')
      .replace(/Z$/, 'z')
      .replace(/([+-]\d{2}):(\d{2})$/, '$1$2');
  const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));

  it('gives what the patterns give, valid and impossible dates, hours and offsets alike', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 900, max: 2999 }).map(String),
        two(14),
        two(32),
        two(25),
        two(61),
        two(61),
        fc.constantFrom('T', ' '),
        fc.oneof(
          fc.constant(''),
          fc.constant('Z'),
          fc.tuple(fc.constantFrom('+', '-'), two(16), two(61)).map(([sign, h, m]) => `${sign}${h}:${m}`),
        ),
        (year, month, day, hour, minute, second, between, zone) => {
          const text = `${year}-${month}-${day}${between}${hour}:${minute}:${second}${zone}`;
          expect(parseTime(text)).toBe(parseTime(patternsOnly(text)));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['2026-11-18 09:00:00+09:00', utc(2026, 11, 18, 0, 0, 0)],
    ['2026-11-18T09:00:00Z', utc(2026, 11, 18, 9, 0, 0)],
    ['2026-11-18 09:00:00', utc(2026, 11, 18, 0, 0, 0)],
    ['2024-02-29 23:59:59-05:30', utc(2024, 3, 1, 5, 29, 59)],
    ['2023-02-29 00:00:00', null],
    ['2026-11-18 24:00:00', null],
    ['2026-11-18 09:00:00+15:00', null],
    ['2026-1１-18 09:00:00', null],
  ])('reads %j', (input, expected) => {
    expect(parseTime(input)).toBe(expected);
  });
});
