import type { RemovedSeriesRunRecord } from './series-record.js';

/**
 * A project or run removed (`_id`: `project:<id>` or `run:<id>`): written with the event that
 * announces it in its outbox, in one write, before the records themselves go. The relay publishes
 * the event even after a crash; a record whose removal was written but not finished is finished at
 * the next start (RemovalLedger.finishLeftovers).
 */
export interface RemovalRecord {
  _id: string;
  kind: 'project' | 'run';
  project_id: string;
  removed_at: string;
  /** A project's: its dataset and runs, whose files the orphan sweep removes without waiting. */
  dataset_id?: string;
  process_ids?: string[];
  /** The runs as the series that named them will show them (absent on removals written before). */
  gone?: RemovedSeriesRunRecord[];
}
