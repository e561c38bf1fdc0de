import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startHarness, waitForProject, type Harness } from './kizuna-harness.js';

// Two authors; one retweets carol, the other mentions dave: who is a user depends on the interactions.
const SMALL = [
  'time,author,text',
  '2024-05-01 10:00,alice,RT @carol: spring rain',
  '2024-05-01 11:00,Bob,lunch with @dave today',
  '2024-05-01 12:00,@alice,another quiet day',
].join('\n');

async function register(h: Harness, token: string, csv: string, ks: string, relations: string) {
  const up = await request(h.http)
    .post('/api/v1/process/upload_csv')
    .set('X-Auth-Token', token)
    .attach('file', Buffer.from(csv + '\n'), { filename: 'posts.csv', contentType: 'text/csv' })
    .expect(200);
  const reg = await request(h.http)
    .post('/api/v1/process/register_analyze')
    .set('X-Auth-Token', token)
    .send({
      list_cluster_count: ks,
      project_name: 'few users',
      path_s3: up.body.UploadResult.path_s3,
      colindex_tweet_date: 0,
      colindex_screen_name: 1,
      colindex_tweet_text: 2,
      relations,
    })
    .expect(200);
  return reg.body.RegisterResult as {
    network_users: number;
    project_id: string;
    ProcessResult: { process_id: string }[];
  };
}

describe('register_analyze: the users of the network, for the warning before Start (issue 28)', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.login('admin@example.com');
  });
  afterAll(async () => {
    await h.close();
  });

  it('counts the authors and the targets of the chosen interactions, as the run builds its network', async () => {
    expect((await register(h, token, SMALL, '3', 'retweet')).network_users).toBe(3);
    expect((await register(h, token, SMALL, '3', 'retweet,mention')).network_users).toBe(4);
  });

  it('counts no further than the largest k (12), however many users the file has', async () => {
    const rows = ['time,author,text'];
    for (let u = 0; u < 30; u++) rows.push(`2024-05-01 10:00,user${u},hello number ${u}`);
    expect((await register(h, token, rows.join('\n'), '3', 'retweet')).network_users).toBe(12);
  });

  it('a run with k above the count is the one that fails (us1016), the others are done', async () => {
    const reg = await register(h, token, SMALL, '2,6', 'retweet');
    expect(reg.network_users).toBe(3);
    await request(h.http)
      .post('/api/v1/process/analyze_start')
      .set('X-Auth-Token', token)
      .send({ list_process_id: reg.ProcessResult.map((r) => r.process_id).join(',') })
      .expect(200);
    const project = await waitForProject(h.http, token, reg.project_id);
    const runs = project.ProcessResult as Array<{ total_cluster: number; failure_code: string; status: number }>;
    expect(runs.map((r) => [r.total_cluster, r.failure_code])).toEqual([
      [2, ''],
      [6, 'us1016'],
    ]);
  });
});
