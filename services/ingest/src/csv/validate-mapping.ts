import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { MAX_OTHER_COLUMNS } from '@kizuna/proto/rules';
import type { ColumnDates } from './date-order-tally.js';
import { MappingError, type RequiredRole } from './mapping-error.js';
import type { DateOrder } from './parse-time.js';
import type { ColumnMapping, ValidMapping } from './types.js';

const UNUSED = -1;

/**
 * Checks a column mapping against the spec's rules (§5 Column mapping) and returns it with
 * unused slots removed. Checked in this order, the first failure thrown as MappingError:
 * 1. every index is an integer, -1 (unused) or within 0..headerCount-1 → column_out_of_range;
 * 2. Time, AuthorId and Contents are assigned → missing_columns (all missing ones, spec order);
 * 3. at most 5 Other columns → too_many_others;
 * 4. no column carries two roles (or is listed twice as Other) → duplicate_column;
 * 5. a time column whose dates stay ambiguous (`8/6/15`) has the user's answer → date_order_required.
 */
export function validateMapping(
  mapping: ColumnMapping,
  headerCount: number,
  columnDates: readonly ColumnDates[] = [],
): ValidMapping {
  const others = mapping.others.filter((index) => index !== UNUSED);
  for (const index of [mapping.time, mapping.author, mapping.contents, mapping.followers, ...others]) {
    if (!Number.isInteger(index) || index < UNUSED || index >= headerCount) {
      throw new MappingError(ErrorCode.ColumnOutOfRange, { column: index });
    }
  }

  const missing: RequiredRole[] = [];
  if (mapping.time === UNUSED) missing.push('Time');
  if (mapping.author === UNUSED) missing.push('AuthorId');
  if (mapping.contents === UNUSED) missing.push('Contents');
  if (missing.length > 0) throw new MappingError(ErrorCode.MissingColumns, { missing });

  if (others.length > MAX_OTHER_COLUMNS) throw new MappingError(ErrorCode.TooManyOthers, { others: others.length });

  const used = new Set<number>();
  for (const index of [mapping.time, mapping.author, mapping.contents, mapping.followers, ...others]) {
    if (index === UNUSED) continue;
    if (used.has(index)) throw new MappingError(ErrorCode.DuplicateColumn, { column: index });
    used.add(index);
  }

  return {
    dateOrder: timeColumnOrder(columnDates[mapping.time], mapping.dateOrder ?? null),
    time: mapping.time,
    author: mapping.author,
    contents: mapping.contents,
    followers: mapping.followers === UNUSED ? null : mapping.followers,
    others,
  };
}

/** The order the data decided, else the user's answer; an ambiguous column without one is refused. */
function timeColumnOrder(dates: ColumnDates | undefined, answer: DateOrder | null): DateOrder | null {
  if (!dates || dates.order === 'none') return null;
  if (dates.order !== 'ambiguous') return dates.order;
  if (answer) return answer;
  throw new DomainError(
    ErrorCode.DateOrderRequired,
    'Choose whether the dates in the time column are month first or day first.',
    { samples: dates.samples.join(' | ') },
  );
}
