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
  /** The upload it was registered from, kept until the project starts or is deleted ('' after). */
  upload_key?: string;
  created_at: string;
}
