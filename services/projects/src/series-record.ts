/** A saved series of runs (issue 45): a name, who made it and its runs in time order. */
export interface SeriesRecord {
  _id: string;
  name: string;
  creator_id: string;
  creator_name: string;
  process_ids: string[];
  created_at: string;
  updated_at: string;
  /** Runs removed since it was saved, oldest first (absent on series that lost none). */
  removed_runs?: RemovedSeriesRunRecord[];
}

/** An upload that left a series when it was removed, named as /files showed it (issue 58). */
export interface RemovedSeriesRunRecord {
  process_id: string;
  project_name: string;
  k: number;
  owner_name: string;
  /** The project's upload time and the run's removal (ISO 8601). */
  uploaded_at: string;
  removed_at: string;
}
