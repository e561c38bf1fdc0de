import { PAGE_SIZES } from '@kizuna/proto/rules';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { boolField, intField, stringField } from '../http/body-fields.js';
import { parseLogRange, type LogRange } from './log-range.js';

type Fields = Record<string, unknown>;

export interface LogListFields {
  range: LogRange;
  sortKey: number;
  isAscending: boolean;
}

/** The range and order every logs call takes: sort_key 1–5 (5, time, by default), newest first by default. */
export function logOrderFields(body: Fields): LogListFields {
  const sortKey = intField(body, 'sort_key', 5);
  if (sortKey < 1 || sortKey > 5)
    throw new DomainError(ErrorCode.BadRequest, 'sort_key must be 1 to 5', { field: 'sort_key' });
  return {
    range: parseLogRange(stringField(body, 'date_start'), stringField(body, 'date_end')),
    sortKey,
    isAscending: boolField(body, 'is_ascending', false),
  };
}

/** As logOrderFields, with the page (zero-based) and its size (25, 50 or 100). */
export function logPageFields(body: Fields): LogListFields & { page: number; maxCount: number } {
  const page = intField(body, 'page', 0);
  const maxCount = intField(body, 'max_count', 25);
  if (page < 0) throw new DomainError(ErrorCode.BadRequest, 'page must be 0 or more', { field: 'page' });
  if (!PAGE_SIZES.includes(maxCount))
    throw new DomainError(ErrorCode.BadRequest, `max_count must be one of ${PAGE_SIZES.join(', ')}`, {
      field: 'max_count',
    });
  return { ...logOrderFields(body), page, maxCount };
}

/** A whole number field within [min, max]. */
export function boundedInt(body: Fields, field: string, fallback: number, min: number, max: number): number {
  const v = intField(body, field, fallback);
  if (v < min || v > max) throw new DomainError(ErrorCode.BadRequest, `${field} must be ${min} to ${max}`, { field });
  return v;
}
