import { TOKYO_OFFSET_MS } from '@kizuna/proto/rules';

// The rule lives in proto's rules (the web formats alike); re-exported for the CSV writers.
export { formatTokyo } from '@kizuna/proto/rules';

/** The Tokyo day of `now` as YYYYMMDD, for download file names (spec §9). */
export function tokyoDateStamp(now: number): string {
  return new Date(now + TOKYO_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}
