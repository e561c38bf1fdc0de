// Japan has had no daylight saving time since 1951: a fixed offset is exact and cheaper than Intl.
/** Asia/Tokyo, the zone every screen, file and log range is read and shown in (spec §9). */
export const TOKYO_OFFSET_MS = 9 * 3_600_000;
export const DAY_MS = 86_400_000;

/** Epoch ms of 00:00 in Tokyo on the Tokyo day holding `at`. */
export function tokyoDayStart(at: number): number {
  return Math.floor((at + TOKYO_OFFSET_MS) / DAY_MS) * DAY_MS - TOKYO_OFFSET_MS;
}

/** The Tokyo day of `now` as YYYYMMDD, for download file names (spec §9). */
export function tokyoDateStamp(now: number): string {
  return new Date(now + TOKYO_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** Spec §9's default range: the last 7 days, from 00:00 six days ago to the last millisecond of today, in Tokyo. */
export function lastSevenTokyoDays(now: number): { fromMs: number; toMs: number } {
  const todayStart = tokyoDayStart(now);
  return { fromMs: todayStart - 6 * DAY_MS, toMs: todayStart + DAY_MS - 1 };
}

/** Epoch ms → 'YYYY/MM/DD HH:mm:ss' in Tokyo (spec §9: how times are shown, in files too); empty for no time. */
export function formatTokyo(at: number | null | undefined): string {
  if (at === null || at === undefined || !Number.isFinite(at)) return '';
  const iso = new Date(at + TOKYO_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 19)}`;
}
