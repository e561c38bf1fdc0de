import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types.js';

/**
 * A small post file with three retweet groups (hubs alice, bob and carol with their followers),
 * an original post that starts with a spreadsheet formula, and quiet users active only late.
 */
export function explorerCsv(): string {
  const rows = ['author,text,time,followers'];
  const at = (minute: number) =>
    `2024-03-01 ${String(9 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
  rows.push(`alice,"=HYPERLINK(""http://evil.example"",""click"") ramen noodles",${at(0)},100`);
  rows.push(`bob,baseball game tonight stadium,${at(1)},200`);
  rows.push(`carol,election vote policy debate,${at(2)},300`);
  const groups: Array<[string, string, string]> = [
    ['alice', 'ramen', '=HYPERLINK("http://evil.example","click") ramen noodles'],
    ['bob', 'ball', 'baseball game tonight stadium'],
    ['carol', 'vote', 'election vote policy debate'],
  ];
  let minute = 5;
  for (const [hub, prefix, text] of groups) {
    for (let i = 1; i <= 12; i++) {
      const user = `${prefix}fan${i}`;
      rows.push(`${user},"RT @${hub}: ${text.replaceAll('"', '""')}",${at(minute++)},${i}`);
      rows.push(`${user},${prefix} again from ${user},${at(minute++)},${i}`);
      // Fans retweet each other too, so the groups are dense.
      rows.push(`${user},"RT @${prefix}fan${(i % 12) + 1}: ${prefix} again",${at(minute++)},${i}`);
    }
  }
  return rows.join('\n') + '\n';
}

/** Uploads the explorer file, registers it with k = 3 and starts the run; answers the ids. */
export async function startExplorerProject(
  http: App,
  token: string,
  dir: string,
  name = 'Explorer',
): Promise<{ projectId: string; processId: string }> {
  const file = path.join(dir, 'explorer.csv');
  await writeFile(file, explorerCsv());
  const up = await request(http)
    .post('/api/v1/process/upload_csv')
    .set('X-Auth-Token', token)
    .attach('file', file, { contentType: 'text/csv' })
    .expect(200);
  const reg = await request(http)
    .post('/api/v1/process/register_analyze')
    .set('X-Auth-Token', token)
    .query({
      list_cluster_count: '3',
      project_name: name,
      path_s3: up.body.UploadResult.path_s3,
      colindex_screen_name: 0,
      colindex_tweet_text: 1,
      colindex_tweet_date: 2,
      colindex_count_follower: 3,
    })
    .expect(200);
  const projectId = reg.body.RegisterResult.project_id as string;
  const processId = reg.body.RegisterResult.ProcessResult[0].process_id as string;
  await request(http)
    .post('/api/v1/process/analyze_start')
    .set('X-Auth-Token', token)
    .send({ list_process_id: processId })
    .expect(200);
  return { projectId, processId };
}
