/** 2024/03/01 10:00:07 in Tokyo: coordination is a matter of seconds, so they are shown. */
export function formatTokyoSeconds(time: number): string {
  const d = new Date(time + 9 * 3600 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}
