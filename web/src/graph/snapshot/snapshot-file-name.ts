import { tokyoDateStamp, trimBoth } from '@kizuna/proto/rules';

/** Snapshot PNG name with the Tokyo date as YYYYMMDD (spec §9 download names). */
export function snapshotFileName(projectName: string, k: number, nowMs: number): string {
  const date = tokyoDateStamp(nowMs);
  const safe = trimBoth(projectName.replace(/[\\/:*?"<>|\s]+/g, '_'), '_') || 'graph';
  return `${safe}_k${k}_${date}.png`;
}
