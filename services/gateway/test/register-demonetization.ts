import request from 'supertest';
import { sharedData, type Harness } from './kizuna-harness.js';

export const DEMONETIZATION = sharedData('posts/demonetization-en/demonetization-tweets.utf8.csv');

/**
 * Uploads the real #demonetization file and registers it with the given k list (twitteR's
 * columns: text 1, created 5, screenName 11; no follower column). `query` adds or replaces
 * register_analyze fields (e.g. relations).
 */
export async function registerDemonetization(
  h: Harness,
  token: string,
  ks: string,
  name = 'Demonetization',
  query: Record<string, string | number> = { opt1_col_index: 12 },
) {
  const up = await request(h.http)
    .post('/api/v1/process/upload_csv')
    .set('X-Auth-Token', token)
    .attach('file', DEMONETIZATION, { contentType: 'text/csv' })
    .expect(200);
  const res = await request(h.http)
    .post('/api/v1/process/register_analyze')
    .set('X-Auth-Token', token)
    .query({
      list_cluster_count: ks,
      project_name: name,
      path_s3: up.body.UploadResult.path_s3,
      colindex_screen_name: 11,
      colindex_tweet_text: 1,
      colindex_tweet_date: 5,
      colindex_count_follower: -1,
      ...query,
    })
    .expect(200);
  return res.body.RegisterResult as {
    project_id: string;
    ProcessResult: Array<{ process_id: string; total_cluster: number }>;
    rows_valid: number;
  };
}
