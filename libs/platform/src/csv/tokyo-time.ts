// Asia/Tokyo has had no daylight saving time since 1951: a fixed offset is exact.
const TOKYO_OFFSET_MS = 9 * 3_600_000;

/** `YYYY/MM/DD HH:mm:ss` in Asia/Tokyo (spec §9: how times are shown in files too); empty for no time. */
export function formatTokyo(at: number | null): string {
  if (at === null || !Number.isFinite(at)) return '';
  const iso = new Date(at + TOKYO_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 19)}`;
}

/** The Tokyo day of `now` as YYYYMMDD, for download file names (spec §9). */
export function tokyoDateStamp(now: number): string {
  return new Date(now + TOKYO_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}
