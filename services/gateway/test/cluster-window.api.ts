import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { changingTopicsCsv, fileMinute as ms } from './changing-topics-data.js';
import { ADMIN, startHarness, waitForProject, type Harness } from './kizuna-harness.js';

const CLUSTER = '/api/v1/analyze/cluster';

interface WindowAnswer {
  cluster_id: number;
  window: { start: number; end: number };
  keywords: Array<{ keyword: string; count: number }>;
  tweets: Array<{ tweet_text: string; tweet_date: number; tweet_score: number }>;
}

describe('results panels following the time window: get_cluster_window', () => {
  let h: Harness;
  let owner: string;
  let stranger: string;
  let admin: string;
  let processId: string;
  let secondRun: string;
  let chefCluster: number;
  const post = (route: string, token: string, body: object) =>
    request(h.http).post(`${CLUSTER}/${route}`).set('X-Auth-Token', token).send(body);
  const windowOf = async (start: number, end: number, token = owner): Promise<WindowAnswer> =>
    (
      await post('get_cluster_window', token, {
        process_id: processId,
        cluster_id: chefCluster,
        date_start: start,
        date_end: end,
      }).expect(200)
    ).body.data;

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.approvedUser('owner@example.com');
    stranger = await h.approvedUser('stranger@example.com');
    admin = await h.login(ADMIN);
    const file = path.join(h.dataDir, 'changing-topics.csv');
    await writeFile(file, changingTopicsCsv());
    const up = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', owner)
      .attach('file', file, { contentType: 'text/csv' })
      .expect(200);
    const reg = await request(h.http)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', owner)
      .query({
        list_cluster_count: '2,3',
        project_name: 'Changing topics',
        path_s3: up.body.UploadResult.path_s3,
        colindex_screen_name: 0,
        colindex_tweet_text: 1,
        colindex_tweet_date: 2,
        colindex_count_follower: 3,
      })
      .expect(200);
    const projectId = reg.body.RegisterResult.project_id as string;
    const runs = reg.body.RegisterResult.ProcessResult as Array<{ process_id: string; total_cluster: number }>;
    processId = runs.find((r) => r.total_cluster === 2)!.process_id;
    secondRun = runs.find((r) => r.total_cluster === 3)!.process_id;
    await request(h.http)
      .post('/api/v1/process/analyze_start')
      .set('X-Auth-Token', owner)
      .send({ list_process_id: `${processId},${secondRun}` })
      .expect(200);
    expect((await waitForProject(h.http, owner, projectId)).status).toBe(2);
    const graph = (await post('get_graph', owner, { process_id: processId }).expect(200)).body.data;
    chefCluster = graph.nodes.find((n: { node_id: string }) => n.node_id === 'chef').cluster_id;
  }, 180_000);
  afterAll(async () => {
    await h.close();
  });

  it('answers the run’s own keywords and posts for the whole range', async () => {
    const detail = (
      await post('get_cluster_detail', owner, { process_id: processId, cluster_id: chefCluster }).expect(200)
    ).body.data;
    const whole = await windowOf(ms(-60), ms(600));
    expect(whole.keywords).toEqual(detail.keywords);
    expect(whole.tweets).toEqual(detail.tweets);
    expect(whole.window).toEqual({ start: ms(-60), end: ms(600) });
  });

  it('restricts keywords, posts and members to the window, unlike the whole-run panels', async () => {
    const detail = (
      await post('get_cluster_detail', owner, { process_id: processId, cluster_id: chefCluster }).expect(200)
    ).body.data;
    const words = (w: WindowAnswer | { keywords: WindowAnswer['keywords'] }) => w.keywords.map((k) => k.keyword);
    expect(words(detail)).toEqual(expect.arrayContaining(['soup', 'sushi']));

    const morning = await windowOf(ms(0), ms(120));
    expect(words(morning)).toContain('soup');
    expect(words(morning)).not.toContain('sushi');
    const afternoon = await windowOf(ms(290), ms(420));
    expect(words(afternoon)).toContain('sushi');
    expect(words(afternoon)).not.toContain('soup');
    expect(afternoon.keywords).not.toEqual(detail.keywords);
    // The chef's sushi post, its 6 retweets, the 6 fans' own sushi posts and their 6 retweets.
    expect(afternoon.keywords.find((k) => k.keyword === 'sushi')!.count).toBe(19);

    expect(afternoon.tweets.length).toBeGreaterThan(0);
    for (const t of afternoon.tweets) {
      expect(t.tweet_text).toMatch(/sushi/);
      expect(t.tweet_date).toBeGreaterThanOrEqual(ms(290));
    }
    expect(afternoon.tweets[0].tweet_text).toBe('sushi tuna rice counter');
    expect(detail.tweets.some((t: { tweet_text: string }) => /soup/.test(t.tweet_text))).toBe(true);

    // Members: fans 7–10 left before the afternoon.
    const members = async (start: number, end: number) =>
      (
        await post('get_cluster_members', owner, {
          process_id: processId,
          cluster_id: chefCluster,
          date_start: start,
          date_end: end,
          max_count: 100,
        }).expect(200)
      ).body.data;
    const late = await members(ms(290), ms(420));
    expect(late.total).toBe(7);
    expect(late.nodes.map((n: { node_id: string }) => n.node_id)).not.toContain('cookfan9');
    expect((await members(ms(0), ms(120))).total).toBe(11);
  });

  it('serves a later run of the project from the originals’ texts its first run saved', async () => {
    // One texts file for the dataset's relation set (not one per run), whichever run wrote it.
    const texts: string[] = [];
    for (const entry of await readdir(path.join(h.dataDir, 'objects'), { recursive: true }))
      if (String(entry).startsWith(`analysis${path.sep}`) && String(entry).includes(`window-texts${path.sep}`))
        texts.push(String(entry));
    expect(texts).toHaveLength(1);
    const graph = (await post('get_graph', owner, { process_id: secondRun }).expect(200)).body.data;
    const chef = graph.nodes.find((n: { node_id: string }) => n.node_id === 'chef').cluster_id;
    const afternoon = (
      await post('get_cluster_window', owner, {
        process_id: secondRun,
        cluster_id: chef,
        date_start: ms(290),
        date_end: ms(420),
      }).expect(200)
    ).body.data as WindowAnswer;
    expect(afternoon.tweets[0].tweet_text).toBe('sushi tuna rice counter');
    for (const t of afternoon.tweets) expect(t.tweet_text).toMatch(/sushi/);
  });

  it('answers an empty window with empty lists', async () => {
    const night = await windowOf(ms(200), ms(250));
    expect(night.keywords).toEqual([]);
    expect(night.tweets).toEqual([]);
  });

  it('lets the admin in and keeps strangers out', async () => {
    expect((await windowOf(ms(290), ms(420), admin)).keywords.length).toBeGreaterThan(0);
    const refused = await post('get_cluster_window', stranger, {
      process_id: processId,
      cluster_id: chefCluster,
      date_start: ms(0),
      date_end: ms(100),
    }).expect(404);
    expect(refused.body.code).toBe('errors.not_found');
  });

  it('refuses a window that ends before it starts, or has no end, with a message in both languages', async () => {
    const backwards = await post('get_cluster_window', owner, {
      process_id: processId,
      cluster_id: chefCluster,
      date_start: ms(100),
      date_end: ms(0),
    }).expect(400);
    expect(backwards.body.code).toBe('errors.time_window_invalid');
    const missing = await post('get_cluster_window', owner, {
      process_id: processId,
      cluster_id: chefCluster,
      date_start: ms(0),
    }).expect(400);
    expect(missing.body).toMatchObject({ code: 'errors.bad_request', params: { field: 'date_end' } });
    const unknown = await post('get_cluster_window', owner, {
      process_id: processId,
      cluster_id: 9,
      date_start: ms(0),
      date_end: ms(100),
    }).expect(404);
    expect(unknown.body.code).toBe('errors.cluster_not_found');
    // The web app shows the code in the user's language.
    for (const lang of ['ja', 'en']) {
      const dictionary = JSON.parse(
        await readFile(path.join(process.cwd(), 'web', 'src', 'i18n', `${lang}.json`), 'utf8'),
      ) as { errors: Record<string, string> };
      expect(dictionary.errors.time_window_invalid).toMatch(/\S/);
    }
  });
});
