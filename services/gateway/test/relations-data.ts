import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types.js';

/** Retweets, replies and mentions the relations file holds (the authors never name themselves). */
export const RELATIONS_FILE_COUNTS = { retweets: 54, replies: 1, mentions: 1 };

/**
 * Three groups (hubs alice, bob, carol, eight fans each retweeting their hub and each other), dave
 * who retweets alice and bob three times each, one reply across groups (ramenfan1 to bob) and one
 * mention across groups (ballfan2 names carol).
 */
export function relationsCsv(): string {
  const rows = ['author,text,time,followers'];
  let minute = 0;
  const at = () => {
    const m = minute++;
    return `2024-03-01 ${String(9 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
  };
  const groups: Array<[string, string, string]> = [
    ['alice', 'ramen', 'ramen noodles broth'],
    ['bob', 'ball', 'baseball game stadium'],
    ['carol', 'vote', 'election vote policy'],
  ];
  for (const [hub, , text] of groups) rows.push(`${hub},${text},${at()},100`);
  for (const [hub, prefix, text] of groups)
    for (let i = 1; i <= 8; i++) {
      rows.push(`${prefix}fan${i},"RT @${hub}: ${text}",${at()},${i}`);
      rows.push(`${prefix}fan${i},"RT @${prefix}fan${(i % 8) + 1}: ${prefix} again",${at()},${i}`);
    }
  for (let i = 0; i < 3; i++) {
    rows.push(`Dave,"RT @alice: ramen noodles broth",${at()},5`);
    rows.push(`Dave,"RT @bob: baseball game stadium",${at()},5`);
  }
  rows.push(`ramenfan1,@bob nice game,${at()},1`);
  rows.push(`ballfan2,I agree with @carol on policy,${at()},2`);
  return rows.join('\n') + '\n';
}

/** Posts without any interaction: the runs' communities come from text alone. */
export function quietCsv(): string {
  const rows = ['author,text,time,followers'];
  const topics = ['ramen noodles broth soup', 'baseball game stadium bat'];
  for (let i = 0; i < 24; i++)
    rows.push(`quiet${i},${topics[i % 2]} ${i},2024-03-01 10:${String(i).padStart(2, '0')}:00,${i}`);
  return rows.join('\n') + '\n';
}

/** Uploads a file, registers it with the given k and relations and starts every run; answers the ids by k. */
export async function startProject(
  http: App,
  token: string,
  dir: string,
  name: string,
  csv: string,
  ks: number[],
  relations = 'retweet,reply,mention',
): Promise<{ projectId: string; runs: Map<number, string> }> {
  const file = path.join(dir, `${name.replace(/\W/g, '_')}.csv`);
  await writeFile(file, csv);
  const up = await request(http)
    .post('/api/v1/process/upload_csv')
    .set('X-Auth-Token', token)
    .attach('file', file, { contentType: 'text/csv' })
    .expect(200);
  const reg = await request(http)
    .post('/api/v1/process/register_analyze')
    .set('X-Auth-Token', token)
    .query({
      list_cluster_count: ks.join(','),
      project_name: name,
      path_s3: up.body.UploadResult.path_s3,
      colindex_screen_name: 0,
      colindex_tweet_text: 1,
      colindex_tweet_date: 2,
      colindex_count_follower: 3,
      relations,
    })
    .expect(200);
  const projectId = reg.body.RegisterResult.project_id as string;
  const list = reg.body.RegisterResult.ProcessResult as Array<{ process_id: string; total_cluster: number }>;
  await request(http)
    .post('/api/v1/process/analyze_start')
    .set('X-Auth-Token', token)
    .send({ list_process_id: list.map((r) => r.process_id).join(',') })
    .expect(200);
  return { projectId, runs: new Map(list.map((r) => [r.total_cluster, r.process_id])) };
}
