import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { DAY_MS, lastSevenTokyoDays, TOKYO_OFFSET_MS } from '@kizuna/proto/rules';

const PATTERN = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

export interface LogRange {
  fromMs: number;
  toMs: number;
}

/**
 * The logs screen's range: date_start and date_end are Asia/Tokyo times `YYYY-MM-DD HH:mm`
 * (or `:ss`, or a date alone), both included: an end without seconds runs to the end of its
 * minute, a date alone to the end of its day. Missing ends default to the spec's last 7 days,
 * from 00:00 six days ago to today 23:59:59 (§9).
 */
export function parseLogRange(dateStart: string, dateEnd: string, now = Date.now()): LogRange {
  const fallback = lastSevenTokyoDays(now);
  const fromMs = dateStart ? parseTokyo(dateStart, 'date_start', false) : fallback.fromMs;
  const toMs = dateEnd ? parseTokyo(dateEnd, 'date_end', true) : fallback.toMs;
  if (fromMs > toMs)
    throw new DomainError(ErrorCode.LogRangeInvalid, 'date_start is after date_end', { field: 'date_start' });
  return { fromMs, toMs };
}

function parseTokyo(text: string, field: string, end: boolean): number {
  const m = PATTERN.exec(text.trim());
  const bad = () =>
    new DomainError(ErrorCode.LogRangeInvalid, `${field} must be a date and time like 2026-03-01 09:30`, { field });
  if (!m) throw bad();
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((v) => v ?? undefined);
  const parts = [y, mo, d, h, mi, s].map(Number);
  const utc = Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5]);
  const back = new Date(utc);
  const exact =
    back.getUTCFullYear() === parts[0] &&
    back.getUTCMonth() === parts[1] - 1 &&
    back.getUTCDate() === parts[2] &&
    back.getUTCHours() === parts[3] &&
    back.getUTCMinutes() === parts[4] &&
    back.getUTCSeconds() === parts[5];
  if (!exact) throw bad();
  const start = utc - TOKYO_OFFSET_MS;
  if (!end) return start;
  // The end is included, to the last millisecond of the day, minute or second it names.
  const span = m[4] === undefined ? DAY_MS : m[6] === undefined ? 60_000 : 1_000;
  return start + span - 1;
}
