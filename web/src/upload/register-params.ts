import { MAX_OTHER_COLUMNS, type ColumnRole } from './column-mapping';

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

export function registerParams(
  roles: readonly ColumnRole[],
  clusterCounts: readonly number[],
  projectName: string,
  pathS3: string,
): RegisterParams {
  const others = roles.flatMap((role, index) => (role === 'other' ? [index] : [])).slice(0, MAX_OTHER_COLUMNS);
  const opt = (n: number) => others[n] ?? -1;
  return {
    list_cluster_count: [...new Set(clusterCounts)].sort((a, b) => a - b).join(','),
    project_name: projectName.trim(),
    path_s3: pathS3,
    colindex_screen_name: roles.indexOf('author'),
    colindex_tweet_text: roles.indexOf('contents'),
    colindex_tweet_date: roles.indexOf('time'),
    colindex_count_follower: roles.indexOf('followers'),
    opt1_col_index: opt(0),
    opt2_col_index: opt(1),
    opt3_col_index: opt(2),
    opt4_col_index: opt(3),
    opt5_col_index: opt(4),
  };
}
