import { afterAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { rm } from 'node:fs/promises';
import { startHarness, type Harness } from './kizuna-harness.js';

describe('durability across a restart', () => {
  let h: Harness | null = null;
  afterAll(async () => {
    // Retried as the harness's close does: a file written as the folder goes (ENOTEMPTY) is removed on the next try.
    if (h) await rm(h.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  });

  it('keeps users, projects, sessions and uploads after stop and start', async () => {
    h = await startHarness();
    const token = await h.approvedUser('keeper@example.com');
    const up = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach(
        'file',
        Buffer.from('author,text,time\nalice,hello,2020-01-01 10:00\nbob,RT @alice: hello,2020-01-01 11:00\n'),
        { filename: 'keep.csv', contentType: 'text/csv' },
      )
      .expect(200);
    const reg = await request(h.http)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', token)
      .send({
        list_cluster_count: '3',
        project_name: 'Kept',
        path_s3: up.body.UploadResult.path_s3,
        colindex_screen_name: 0,
        colindex_tweet_text: 1,
        colindex_tweet_date: 2,
      })
      .expect(200);
    const dataDir = h.dataDir;
    await h.stop();

    h = await startHarness({}, dataDir);
    // The same token still works: the signing secret is kept in the data folder.
    const list = await request(h.http)
      .post('/api/v1/process/list_data')
      .set('X-Auth-Token', token)
      .send({})
      .expect(200);
    expect(
      list.body.DataResult.map((p: { project_id: string; project_name: string }) => [p.project_id, p.project_name]),
    ).toEqual([[reg.body.RegisterResult.project_id, 'Kept']]);
    const again = await h.login('keeper@example.com');
    expect(again.split('.')).toHaveLength(3);
    await h.stop();
  });
});
