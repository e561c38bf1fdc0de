import { tokyoDateStamp } from '@kizuna/proto/rules';

/** Snapshot PNG name with the Tokyo date as YYYYMMDD (spec §9 download names). */
export function snapshotFileName(projectName: string, k: number, nowMs: number): string {
  const date = tokyoDateStamp(nowMs);
  const safe = projectName.replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^_+|_+$/g, '') || 'graph';
  return `${safe}_k${k}_${date}.png`;
}
