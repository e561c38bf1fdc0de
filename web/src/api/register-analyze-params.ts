/** Query of /api/v1/process/register_analyze (spec §7); unused column indexes are -1. */
export interface RegisterParams {
  list_cluster_count: string;
  project_name: string;
  path_s3: string;
  colindex_screen_name: number;
  colindex_tweet_text: number;
  colindex_tweet_date: number;
  colindex_count_follower: number;
  opt1_col_index: number;
  opt2_col_index: number;
  opt3_col_index: number;
  opt4_col_index: number;
  opt5_col_index: number;
}
