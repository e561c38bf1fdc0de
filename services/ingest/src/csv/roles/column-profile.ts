import { parseFollowers } from '../parse-followers.js';
import { parseTime } from '../parse-time.js';

/** What a column's sampled values look like, counted once for every role's test. */
export interface ColumnProfile {
  /** Sampled rows. */
  rows: number;
  /** Non-empty values. */
  filled: number;
  /** Distinct non-empty values. */
  distinct: number;
  /** Values the upload reads as a time (parseTime, year-last dates in either order). */
  times: number;
  /** ...of which have a time of day (`:` or 時), against a bare date. */
  timesWithClock: number;
  /** ...of which are bare digits (epoch seconds, Excel serials). */
  timesDigitsOnly: number;
  /** Handles: one word of ASCII letters, digits, `_`, `.` or `-` with a letter in it, an `@` allowed first. */
  handles: number;
  /** Account ids: 8 to 20 digits. */
  ids: number;
  /** Values with a space or Japanese script in them: post text. */
  texts: number;
  /** Characters of the non-empty values (each cut at the sample's cell length). */
  chars: number;
  /** Values that are a whole number ≥ 0 (parseFollowers). */
  counts: number;
}

const HANDLE = /^@?[A-Za-z0-9_][A-Za-z0-9_.-]{0,49}$/;
const HAS_LETTER = /[A-Za-z]/;
const ID = /^\d{8,20}$/;
const DIGITS_ONLY = /^\d+(?:\.\d+)?$/;
const CLOCK = /[:時]/;
const SPACE_OR_JAPANESE = /[\s\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/;

/** Reads a year-last date either way round: which order a column uses does not matter here. */
function isTime(value: string): boolean {
  return parseTime(value, 'month_first') !== null || parseTime(value, 'day_first') !== null;
}

/** The profile of column `column` over the sampled rows (values already trimmed). */
export function profileColumn(rows: readonly (readonly string[])[], column: number): ColumnProfile {
  const p: ColumnProfile = {
    rows: rows.length,
    filled: 0,
    distinct: 0,
    times: 0,
    timesWithClock: 0,
    timesDigitsOnly: 0,
    handles: 0,
    ids: 0,
    texts: 0,
    chars: 0,
    counts: 0,
  };
  const seen = new Set<string>();
  for (const row of rows) {
    const value = row[column] ?? '';
    if (value === '') continue;
    p.filled++;
    p.chars += value.length;
    seen.add(value);
    if (isTime(value)) {
      p.times++;
      if (CLOCK.test(value)) p.timesWithClock++;
      else if (DIGITS_ONLY.test(value)) p.timesDigitsOnly++;
    }
    if (ID.test(value)) p.ids++;
    else if (HANDLE.test(value) && HAS_LETTER.test(value)) p.handles++;
    if (SPACE_OR_JAPANESE.test(value)) p.texts++;
    const count = parseFollowers(value);
    if (typeof count === 'number' && count >= 0) p.counts++;
  }
  p.distinct = seen.size;
  return p;
}
