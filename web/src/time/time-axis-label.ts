import { formatTokyo } from './format-tokyo';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Tokyo-time axis label with as much detail as the chart's time span needs. */
export function timeAxisLabel(ms: number, spanMs: number): string {
  const full = formatTokyo(ms);
  if (!full) return '';
  if (spanMs <= 2 * HOUR_MS) return full.slice(11);
  if (spanMs <= 3 * DAY_MS) return full.slice(5, 16);
  return full.slice(0, 10);
}
