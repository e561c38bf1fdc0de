import { formatMaskedDateTime } from '../time/masked-date-time';

const TOKYO_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** Spec §9: the last 7 days, from 00:00 six days ago to today 23:59 (the server includes the whole last minute), in Tokyo. */
export function defaultLogRange(now: number): { start: string; end: string } {
  const todayStart = Math.floor((now + TOKYO_OFFSET_MS) / DAY_MS) * DAY_MS - TOKYO_OFFSET_MS;
  return {
    start: formatMaskedDateTime(todayStart - 6 * DAY_MS),
    end: formatMaskedDateTime(todayStart + DAY_MS - 60_000),
  };
}
