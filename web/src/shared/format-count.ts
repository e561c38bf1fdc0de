/** Follower counts: missing, 0 and -1 mean "unknown" and show as a dash (spec §2, §9). */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || value === 0 || value === -1 || !Number.isFinite(value)) return '-';
  return value.toLocaleString('en-US');
}
