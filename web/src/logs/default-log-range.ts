import { lastSevenTokyoDays } from '@kizuna/proto/rules';
import { formatMaskedDateTime } from '../time/masked-date-time';

/** Spec §9: the last 7 days, from 00:00 six days ago to today 23:59 (the server includes the whole last minute), in Tokyo. */
export function defaultLogRange(now: number): { start: string; end: string } {
  // The masked field shows minutes: the range's last millisecond reads as 23:59.
  const { fromMs, toMs } = lastSevenTokyoDays(now);
  return { start: formatMaskedDateTime(fromMs), end: formatMaskedDateTime(toMs) };
}
