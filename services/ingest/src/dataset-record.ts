/** A registered dataset: the clean posts of one upload, as ingest stored them. */
export interface DatasetRecord {
  _id: string;
  owner_id: string;
  filename: string;
  posts_key: string;
  headers: string[];
  mapping: {
    time: number;
    author: number;
    contents: number;
    followers: number | null;
    others: number[];
    dateOrder?: string;
  };
  encoding: string;
  rows_all: number;
  rows_valid: number;
  error_rows: number[];
  error_columns: string[];
  created_at: string;
}
