/**
 * What the orphan sweep (projects service) removed, kept in the object store so that system
 * status (gateway) can show it in every mode.
 */
export const ORPHAN_REPORT_KEY = 'system/orphan-sweep.json';

export interface OrphanReport {
  /** When the sweep ended (ISO). */
  at: string;
  /** Files removed by this sweep, and since the service started. */
  files: number;
  bytes: number;
  totalFiles: number;
  totalBytes: number;
}
