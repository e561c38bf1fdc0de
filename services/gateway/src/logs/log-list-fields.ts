import { parseLogRange, type LogRange } from './log-range.js';

/** The range and order fields every logs call takes, as the route's schema parsed them. */
export interface LogOrderInput {
  date_start?: string;
  date_end?: string;
  sort_key: number;
  is_ascending: boolean;
}

export interface LogListFields {
  range: LogRange;
  sortKey: number;
  isAscending: boolean;
}

/** The range (Tokyo times, the last 7 days before `now` by default) and order of a logs call. */
export function logOrderFields(f: LogOrderInput, now: number): LogListFields {
  return {
    range: parseLogRange(f.date_start ?? '', f.date_end ?? '', now),
    sortKey: f.sort_key,
    isAscending: f.is_ascending,
  };
}

/** As logOrderFields, with the page (zero-based) and its size. */
export function logPageFields(
  f: LogOrderInput & { page: number; max_count: number },
  now: number,
): LogListFields & { page: number; maxCount: number } {
  return { ...logOrderFields(f, now), page: f.page, maxCount: f.max_count };
}
