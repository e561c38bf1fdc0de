// Japan has had no daylight saving time since 1951, so a fixed offset is exact and cheaper than Intl.
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Epoch milliseconds → 'YYYY/MM/DD HH:mm:ss' in Asia/Tokyo (spec §9). Empty for a missing time. */
export function formatTokyo(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  const d = new Date(ms + TOKYO_OFFSET_MS);
  const p2 = (n: number) => String(n).padStart(2, '0');
  return (
    `${d.getUTCFullYear()}/${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())} ` +
    `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`
  );
}
