import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { sharedData, startHarness, waitForProject, type Harness } from './kizuna-harness.js';

const DEMONETIZATION = sharedData('posts/demonetization-en/demonetization-tweets.utf8.csv');

/** Design §5: the user chooses which interactions build the network; it is stored and applied per project. */
describe('interaction kinds (register_analyze relations)', () => {
  let h: Harness;
  let owner: string;

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.approvedUser('kinds@example.com');
  });
  afterAll(async () => {
    await h.close();
  });

  const register = async (relations: string | undefined, expectStatus = 200) => {
    const up = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', owner)
      .attach('file', DEMONETIZATION, { contentType: 'text/csv' })
      .expect(200);
    return request(h.http)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', owner)
      .query({
        list_cluster_count: '3',
        project_name: `kinds ${relations ?? 'default'}`,
        path_s3: up.body.UploadResult.path_s3,
        colindex_screen_name: 11,
        colindex_tweet_text: 1,
        colindex_tweet_date: 5,
        colindex_count_follower: -1,
        ...(relations === undefined ? {} : { relations }),
      })
      .expect(expectStatus);
  };

  const analyse = async (relations: string | undefined) => {
    const reg = (await register(relations)).body.RegisterResult as {
      project_id: string;
      ProcessResult: Array<{ process_id: string }>;
    };
    await request(h.http)
      .post('/api/v1/process/analyze_start')
      .set('X-Auth-Token', owner)
      .send({ list_process_id: reg.ProcessResult.map((r) => r.process_id).join(',') })
      .expect(200);
    return waitForProject(h.http, owner, reg.project_id);
  };

  it('builds the network from retweets by default, and from replies and mentions too when chosen', async () => {
    const retweets = await analyse(undefined);
    expect(retweets).toMatchObject({ status: 2, relations: ['retweet'] });
    const all = await analyse('mention,retweet,reply');
    expect(all).toMatchObject({ status: 2, relations: ['retweet', 'reply', 'mention'] });
    // Mentions add interactions between users a retweet does not link.
    expect(all.edge_count as number).toBeGreaterThan(retweets.edge_count as number);
    const listed = await request(h.http)
      .post('/api/v1/process/get_project')
      .set('X-Auth-Token', owner)
      .send({ project_id: all.project_id })
      .expect(200);
    expect(listed.body.project.relations).toEqual(['retweet', 'reply', 'mention']);
  });

  it('refuses an unknown interaction kind before reading the file', async () => {
    const res = await register('retweet,like', 400);
    expect(res.body.code).toBe('errors.invalid_relations');
    expect(res.body.params).toEqual({ relations: 'like' });
  });
});
