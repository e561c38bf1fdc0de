const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Snapshot PNG name with the Tokyo date as YYYYMMDD (spec §9 download names). */
export function snapshotFileName(projectName: string, k: number, nowMs: number): string {
  const d = new Date(nowMs + TOKYO_OFFSET_MS);
  const date = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  const safe = projectName.replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^_+|_+$/g, '') || 'graph';
  return `${safe}_k${k}_${date}.png`;
}
