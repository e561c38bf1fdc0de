/** A saved series of runs (issue 45): a name, who made it and its runs in time order. */
export interface SeriesRecord {
  _id: string;
  name: string;
  creator_id: string;
  creator_name: string;
  process_ids: string[];
  created_at: string;
  updated_at: string;
}
