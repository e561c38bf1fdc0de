/**
 * Offset applied to a time written without a zone: UTC+09:00 (Asia/Tokyo, the zone the
 * product displays times in). Japan has had no daylight saving since 1951, so a fixed
 * offset is exact.
 */
export const ZONELESS_OFFSET_MINUTES = 9 * 60;

const ISO_LIKE =
  /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:(?:T|\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)?$/i;
const DAY_FIRST = /^(\d{1,2})-(\d{1,2})-(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
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

/**
 * Reads a post time into epoch milliseconds (UTC), or null when the value is not a time.
 *
 * Accepted forms (surrounding spaces ignored):
 * - ISO 8601 and its common variants, date separator '-', '/' or '.', 'T' or spaces before the
 *   time, optional seconds and fraction, optional zone 'Z' / 'UTC' / 'GMT' / '+09:00' / '+0900' /
 *   '+09': '2016-11-22T10:57:00Z', '2021-09-25 05:38:48 UTC', '2014-08-31 00:29:15+09:00',
 *   '2016/11/22 10:57', '2016-11-22' (midnight).
 * - Twitter API: 'Sun Aug 31 00:29:15 +0000 2014'.
 * - Day first with dashes: '22-11-2016 10:57' (DD-MM-YYYY HH:MM[:SS]). Slash dates with the
 *   year last are NOT accepted: '11/12/2016' is ambiguous between day-first and month-first.
 * - Japanese: '2016年11月22日 10:57', '2016年11月22日 10時57分30秒'.
 * - Epoch digits: 9–10 digits (optionally with a fraction) are seconds, 12–13 digits milliseconds.
 *
 * A time written without a zone is read as UTC+09:00 (Asia/Tokyo), see ZONELESS_OFFSET_MINUTES.
 * Impossible dates and times (2016-02-30, 25:00) are null.
 */
export function parseTime(value: string): number | null {
  const text = value.trim();
  if (text.length === 0) return null;
  const firstCode = text.charCodeAt(0);
  if (firstCode < 48 || firstCode > 57) return parseTwitter(text);

  let m = ISO_LIKE.exec(text);
  if (m) {
    const offset = m[9] === undefined ? ZONELESS_OFFSET_MINUTES : zoneOffset(m[9]);
    if (offset === null) return null;
    return compose(+m[1], +m[3], +m[4], num(m[5]), num(m[6]), num(m[7]), fractionMs(m[8]), offset);
  }
  m = DAY_FIRST.exec(text);
  if (m) return compose(+m[3], +m[2], +m[1], num(m[4]), num(m[5]), num(m[6]), 0, ZONELESS_OFFSET_MINUTES);
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
