import { TOKYO_OFFSET_MS } from '@kizuna/proto/rules';

/** No time is written in more characters than this (whitespace around it aside). */
export const TIME_TEXT_MAX = 64;

/**
 * Offset applied to a time written without a zone: UTC+09:00 (Asia/Tokyo, the zone the
 * product displays times in; see TOKYO_OFFSET_MS).
 */
export const ZONELESS_OFFSET_MINUTES = TOKYO_OFFSET_MS / 60_000;

const ISO_LIKE =
  /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:(?:T|\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)?$/i;
/** Day and month in either order, year last with two or four digits, optional time and AM/PM. */
const YEAR_LAST =
  /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?:(?:\s+|T)(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp])\.?[Mm]\.?)?)?$/;
/** Days since 1899-12-30, as Excel stores a date-time: 1970-01-01 (25569) to 2099-12-31 (73415). */
const EXCEL_SERIAL = /^(\d{5})(?:\.(\d+))?$/;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const EXCEL_FIRST = 25569;
const EXCEL_LAST = 73415;
const TWITTER =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) ([+-]\d{4}) (\d{4})$/;
const JAPANESE =
  /^(\d{4})年(\d{1,2})月(\d{1,2})日\s*(?:(\d{1,2}):(\d{2})(?::(\d{2}))?|(\d{1,2})時(\d{1,2})分(?:(\d{1,2})秒)?)?$/;
const EPOCH = /^(\d{9,10}|\d{12,13})(?:\.(\d+))?$/;

const MONTHS: Record<string, number> = {
  Jan: 1,
  Feb: 2,
  Mar: 3,
  Apr: 4,
  May: 5,
  Jun: 6,
  Jul: 7,
  Aug: 8,
  Sep: 9,
  Oct: 10,
  Nov: 11,
  Dec: 12,
};
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Which field of a year-last date (`8/6/15`) is the month; decided once per column. */
export type DateOrder = 'month_first' | 'day_first';

/**
 * Reads a post time into epoch milliseconds (UTC), or null when the value is not a time.
 *
 * Accepted forms (surrounding spaces ignored):
 * - ISO 8601 and its common variants, date separator '-', '/' or '.', 'T' or spaces before the
 *   time, optional seconds and fraction, optional zone 'Z' / 'UTC' / 'GMT' / '+09:00' / '+0900' /
 *   '+09': '2016-11-22T10:57:00Z', '2021-09-25 05:38:48 UTC', '2014-08-31 00:29:15+09:00',
 *   '2016/11/22 10:57', '2016-11-22' (midnight).
 * - Twitter API: 'Sun Aug 31 00:29:15 +0000 2014'.
 * - Year last, separator '/', '-' or '.', two- or four-digit year (00–29 are 20xx, 30–99 19xx, as
 *   Excel reads them), optional time with seconds and AM/PM: '8/6/15 17:44', '06/08/2015 17:44',
 *   '8/6/2015 5:44:00 PM'. `order` says which field is the month (decided for the whole column,
 *   see dateOrderOf); without it a date reads only when a field above 12 settles the order,
 *   or, with dashes and a four-digit year, day first (the long-standing DD-MM-YYYY rule).
 * - Excel serial numbers: '42222.7388' (days since 1899-12-30; 1970 to 2099 only).
 * - Japanese: '2016年11月22日 10:57', '2016年11月22日 10時57分30秒'.
 * - Epoch digits: 9–10 digits (optionally with a fraction) are seconds, 12–13 digits milliseconds.
 *
 * A time written without a zone is read as UTC+09:00 (Asia/Tokyo), see ZONELESS_OFFSET_MINUTES.
 * Impossible dates and times (2016-02-30, 25:00) are null.
 */
export function parseTime(value: string, order?: DateOrder | null): number | null {
  const text = value.trim();
  // Length before any pattern: the longest form read ("2015-08-06T17:00:00.123456789+09:00") has 35 characters.
  if (text.length === 0 || text.length > TIME_TEXT_MAX) return null;
  const firstCode = text.charCodeAt(0);
  if (firstCode < 48 || firstCode > 57) return parseTwitter(text);
  const plain = plainIsoTime(text);
  if (plain !== undefined) return plain;

  let m = ISO_LIKE.exec(text);
  if (m) {
    const offset = m[9] === undefined ? ZONELESS_OFFSET_MINUTES : zoneOffset(m[9]);
    if (offset === null) return null;
    return compose(+m[1], +m[3], +m[4], num(m[5]), num(m[6]), num(m[7]), fractionMs(m[8]), offset);
  }
  m = YEAR_LAST.exec(text);
  if (m) return parseYearLast(m, order ?? null);
  m = EXCEL_SERIAL.exec(text);
  if (m) {
    const days = Number(text);
    if (days < EXCEL_FIRST || days >= EXCEL_LAST + 1) return null;
    // Whole seconds: Excel's fractions of a day are rarely exact (0.7388 of a day is 17:43:52.3).
    const localMs = EXCEL_EPOCH_MS + Math.round(days * 86_400) * 1000;
    return localMs - ZONELESS_OFFSET_MINUTES * 60_000;
  }
  m = EPOCH.exec(text);
  if (m) {
    const whole = Number(m[1]);
    return m[1].length <= 10 ? whole * 1000 + fractionMs(m[2]) : whole;
  }
  m = JAPANESE.exec(text);
  if (m) {
    const hour = m[4] ?? m[7];
    const minute = m[5] ?? m[8];
    const second = m[6] ?? m[9];
    return compose(+m[1], +m[2], +m[3], num(hour), num(minute), num(second), 0, ZONELESS_OFFSET_MINUTES);
  }
  return null;
}

const DASH = 0x2d;
const COLON = 0x3a;
const LETTER_T = 0x54;
const SPACE = 0x20;
const LETTER_Z = 0x5a;

/**
 * The commonest time of all, read without a pattern: 'YYYY-MM-DD HH:MM:SS' ('T' or one space
 * between), bare, with 'Z' or with '+HH:MM' / '-HH:MM'. What ISO_LIKE makes of it, at a tenth
 * of the cost (the pattern's match and its nine captures were a sixth of registration's time).
 * undefined for any other shape: the patterns read it.
 */
function plainIsoTime(text: string): number | null | undefined {
  const n = text.length;
  if (n !== 19 && n !== 20 && n !== 25) return undefined;
  if (text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH) return undefined;
  const between = text.charCodeAt(10);
  if (between !== LETTER_T && between !== SPACE) return undefined;
  if (text.charCodeAt(13) !== COLON || text.charCodeAt(16) !== COLON) return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  const second = digitsAt(text, 17, 2);
  if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return undefined;
  let offset = ZONELESS_OFFSET_MINUTES;
  if (n === 20) {
    if (text.charCodeAt(19) !== LETTER_Z) return undefined;
    offset = 0;
  } else if (n === 25) {
    const sign = text[19];
    if ((sign !== '+' && sign !== '-') || text.charCodeAt(22) !== COLON) return undefined;
    const hours = digitsAt(text, 20, 2);
    const minutes = digitsAt(text, 23, 2);
    if (hours < 0 || minutes < 0) return undefined;
    if (hours > 14 || minutes > 59) return null;
    offset = sign === '-' ? -(hours * 60 + minutes) : hours * 60 + minutes;
  }
  return compose(year, month, day, hour, minute, second, 0, offset);
}

/** The number written by `count` ASCII digits from `at`, or -1 when one is not a digit. */
function digitsAt(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

function parseYearLast(m: RegExpExecArray, order: DateOrder | null): number | null {
  const first = +m[1];
  const second = +m[3];
  const chosen = order ?? orderSettledBy(first, second) ?? (m[2] === '-' && m[4].length === 4 ? 'day_first' : null);
  if (chosen === null) return null;
  const [month, day] = chosen === 'month_first' ? [first, second] : [second, first];
  const year = m[4].length === 2 ? twoDigitYear(+m[4]) : +m[4];
  let hour = num(m[5]);
  if (m[8] !== undefined) {
    if (hour < 1 || hour > 12) return null;
    const pm = m[8] === 'p' || m[8] === 'P';
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  return compose(year, month, day, hour, num(m[6]), num(m[7]), 0, ZONELESS_OFFSET_MINUTES);
}

/** The order one date settles by itself: a field above 12 cannot be the month. */
export function orderSettledBy(first: number, second: number): DateOrder | null {
  if (first > 12 && second <= 12) return 'day_first';
  if (second > 12 && first <= 12) return 'month_first';
  return null;
}

/** Excel's two-digit-year rule: 00–29 are 2000–2029, 30–99 are 1930–1999. */
function twoDigitYear(yy: number): number {
  return yy < 30 ? 2000 + yy : 1900 + yy;
}

function parseTwitter(text: string): number | null {
  const m = TWITTER.exec(text);
  if (!m) return null;
  const offset = zoneOffset(m[6]);
  if (offset === null) return null;
  return compose(+m[7], MONTHS[m[1]], +m[2], +m[3], +m[4], +m[5], 0, offset);
}

function num(part: string | undefined): number {
  return part === undefined ? 0 : +part;
}

function fractionMs(digits: string | undefined): number {
  if (!digits) return 0;
  return +(digits + '00').slice(0, 3);
}

/** Minutes east of UTC, or null for an impossible offset. */
function zoneOffset(zone: string): number | null {
  const first = zone[0];
  if (first !== '+' && first !== '-') return 0; // Z, UTC, GMT
  const digits = zone.slice(1).replace(':', '');
  const hours = +digits.slice(0, 2);
  const minutes = digits.length > 2 ? +digits.slice(2) : 0;
  if (hours > 14 || minutes > 59) return null;
  const total = hours * 60 + minutes;
  return first === '-' ? -total : total;
}

function compose(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millis: number,
  offsetMinutes: number,
): number | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > DAYS_IN_MONTH[month - 1] + (leap ? 1 : 0)) return null;
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes * 60_000;
}
