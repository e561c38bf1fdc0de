import type { RegisterParams } from '../api/register-analyze-params';
import { MAX_OTHER_COLUMNS } from '@kizuna/proto/rules';
import type { ColumnRole } from './column-mapping';

/**
 * The register_analyze query for a mapping: column indexes by role (unused ones -1), k in ascending
 * order; with the project a first registration of the same upload made, which is updated then.
 */
export function registerParams(
  roles: readonly ColumnRole[],
  clusterCounts: readonly number[],
  projectName: string,
  pathS3: string,
  dateOrder: RegisterParams['date_order'] = '',
  relations: readonly string[] = ['retweet'],
  projectId = '',
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
    date_order: dateOrder,
    relations: relations.join(','),
    project_id: projectId,
  };
}
