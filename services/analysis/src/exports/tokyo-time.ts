/** Asia/Tokyo has no daylight saving: UTC+09:00 all year. */
const TOKYO_OFFSET_MS = 9 * 3_600_000;

/** YYYY/MM/DD HH:mm:ss in Tokyo (spec §9), empty for an unknown time. */
export function tokyoDateTime(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return '';
  const iso = new Date(ms + TOKYO_OFFSET_MS).toISOString();
  return `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)} ${iso.slice(11, 19)}`;
}

/** YYYYMMDD of the Tokyo day, as download file names carry it (spec §9). */
export function tokyoDay(ms: number): string {
  return new Date(ms + TOKYO_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}
