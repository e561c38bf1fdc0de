import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types.js';

/**
 * Two retweet groups of three users each: six users in all, so k = 2 is analysed and k = 12 fails
 * for real (the engine refuses more communities than users: too_few_users).
 */
export function twoGroupsCsv(): string {
  const rows = ['author,text,time'];
  let minute = 0;
  const at = () => `2024-03-01 10:${String(minute++).padStart(2, '0')}:00`;
  for (const [hub, text] of [
    ['alice', 'ramen noodles soup'],
    ['bob', 'baseball game stadium'],
  ]) {
    rows.push(`${hub},${text},${at()}`);
    for (const fan of [1, 2]) {
      rows.push(`${hub}fan${fan},"RT @${hub}: ${text}",${at()}`);
      rows.push(`${hub}fan${fan},"RT @${hub}fan${3 - fan}: ${text} again",${at()}`);
    }
  }
  return rows.join('\n') + '\n';
}

/** Uploads the two-group file and registers it with k = 2 and k = 12, not started; answers the ids. */
export async function registerTwoRunProject(
  http: App,
  token: string,
  dir: string,
): Promise<{ projectId: string; processIds: string[] }> {
  const file = path.join(dir, 'two-groups.csv');
  await writeFile(file, twoGroupsCsv());
  const up = await request(http)
    .post('/api/v1/process/upload_csv')
    .set('X-Auth-Token', token)
    .attach('file', file, { contentType: 'text/csv' })
    .expect(200);
  const reg = await request(http)
    .post('/api/v1/process/register_analyze')
    .set('X-Auth-Token', token)
    .send({
      list_cluster_count: '2,12',
      project_name: 'Two runs',
      path_s3: up.body.UploadResult.path_s3,
      colindex_screen_name: 0,
      colindex_tweet_text: 1,
      colindex_tweet_date: 2,
    })
    .expect(200);
  return {
    projectId: reg.body.RegisterResult.project_id as string,
    processIds: (reg.body.RegisterResult.ProcessResult as Array<{ process_id: string }>).map((r) => r.process_id),
  };
}
