// Asia/Tokyo has had no daylight saving time since 1951: a fixed offset is exact.
const TOKYO_OFFSET_MS = 9 * 3_600_000;

/** `YYYY/MM/DD HH:mm:ss` in Asia/Tokyo (spec §9: how dates are shown). */
export function formatTokyo(at: number): string {
  const iso = new Date(at + TOKYO_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 19)}`;
}

/** Today's date in Asia/Tokyo as YYYYMMDD, for download file names. */
export function tokyoDateStamp(now: number): string {
  return new Date(now + TOKYO_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}
