import type { UploadResult } from '@kizuna/http-api';
import type { ColumnRole } from './column-mapping';

export type DateOrder = 'month_first' | 'day_first';

/** The samples of the time column when its year-last dates can be read both ways; null otherwise. */
export function ambiguousTimeSamples(upload: UploadResult, roles: readonly ColumnRole[]): string[] | null {
  const column = roles.indexOf('time');
  const dates = column >= 0 ? upload.date_columns?.[column] : undefined;
  return dates?.order === 'ambiguous' ? dates.samples : null;
}

const YEAR_LAST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?$/;

/**
 * A year-last date (`8/6/15 17:44`) read in the given order, as YYYY/MM/DD HH:mm, or null when it
 * does not name a real day that way. Two-digit years 00–29 are 20xx and 30–99 are 19xx, as the
 * server (and Excel) read them.
 */
export function readYearLast(text: string, order: DateOrder): string | null {
  const m = YEAR_LAST.exec(text.trim());
  if (!m) return null;
  const [first, second] = [Number(m[1]), Number(m[2])];
  const [month, day] = order === 'month_first' ? [first, second] : [second, first];
  let year = Number(m[3]);
  if (m[3].length === 2) year += year < 30 ? 2000 : 1900;
  let hour = m[4] ? Number(m[4]) : 0;
  const minute = m[5] ? Number(m[5]) : 0;
  const meridiem = m[7]?.toLowerCase();
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  const at = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || at.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}/${two(month)}/${two(day)} ${two(hour)}:${two(minute)}`;
}
