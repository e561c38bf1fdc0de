import { parseFollowers } from './parse-followers.js';
import { parseTime } from './parse-time.js';
import type { CleanPost, RowErrorCode, ValidMapping } from './types.js';

export interface CellError {
  /** Zero-based column index, or null for a whole-row problem. */
  column: number | null;
  code: RowErrorCode;
}

export type RecordOutcome = ({ post: CleanPost; errors?: undefined } | { post?: undefined; errors: CellError[] }) & {
  /** Whether the time cell could be read (false for a record rejected whole). */
  timeRead: boolean;
};

/**
 * Checks one data record and builds its post. A record with a different field count than the
 * header, or with broken quoting, is rejected whole (its fields cannot be trusted to sit in
 * their columns); otherwise every mapped cell is checked and all its problems reported:
 * author non-empty once a leading '@' is removed, contents non-empty, time parseable,
 * followers empty or a whole number ≥ -1.
 */
export function convertRecord(
  record: string[],
  row: number,
  mapping: ValidMapping,
  columnCount: number,
  malformed: boolean,
): RecordOutcome {
  if (malformed) return { errors: [{ column: null, code: 'malformed_quotes' }], timeRead: false };
  if (record.length !== columnCount) return { errors: [{ column: null, code: 'field_count' }], timeRead: false };

  let errors: CellError[] | undefined;
  const author = normaliseAuthor(record[mapping.author]);
  if (author.length === 0) (errors ??= []).push({ column: mapping.author, code: 'missing_author' });
  const text = record[mapping.contents];
  if (text.trim().length === 0) (errors ??= []).push({ column: mapping.contents, code: 'missing_contents' });
  const time = parseTime(record[mapping.time], mapping.dateOrder);
  if (time === null) (errors ??= []).push({ column: mapping.time, code: 'invalid_time' });
  let followers: number | null = null;
  if (mapping.followers !== null) {
    const parsed = parseFollowers(record[mapping.followers]);
    if (parsed === undefined) (errors ??= []).push({ column: mapping.followers, code: 'invalid_followers' });
    else followers = parsed;
  }
  if (errors) {
    errors.sort((a, b) => (a.column ?? -1) - (b.column ?? -1));
    return { errors, timeRead: time !== null };
  }
  const others = mapping.others.map((index) => record[index]);
  return { post: { row, author, text, time: time as number, followers, others }, timeRead: true };
}

/** Screen names are stored without '@' and surrounding spaces; case is kept. */
export function normaliseAuthor(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('@') ? trimmed.slice(1).trim() : trimmed;
}
