import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { sharedData, startHarness, type Harness } from './kizuna-harness.js';
import { untilReviewReady } from './review-ready.js';

describe('raw data review API', () => {
  let h: Harness;
  let owner: string;
  let projectId: string;

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.approvedUser('reviewer@example.com');
    // twitter_ja_100: screen_name, text, created_at, followers_count, lang, retweeted_screen_name
    const up = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', owner)
      .attach('file', sharedData('posts/twitter-json-ja/twitter_ja_100.csv'), { contentType: 'text/csv' })
      .expect(200);
    const reg = await request(h.http)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', owner)
      .send({
        list_cluster_count: '3',
        project_name: 'review',
        path_s3: up.body.UploadResult.path_s3,
        colindex_screen_name: 0,
        colindex_tweet_text: 1,
        colindex_tweet_date: 2,
        colindex_count_follower: 3,
        opt1_col_index: 4,
      })
      .expect(200);
    projectId = reg.body.RegisterResult.project_id;
    // Sorting and search come once the index the first page started is built (review-preparing.api.ts).
    await untilReviewReady(h.http, owner, projectId);
  });
  afterAll(async () => {
    await h.close();
  });

  const page = (body: Record<string, unknown>, token = owner) =>
    request(h.http)
      .post('/api/v1/process/get_rawdata')
      .set('X-Auth-Token', token)
      .send({ project_id: projectId, ...body });

  it("pages through every row with the file's own column names", async () => {
    const first = await page({ page: 0, max_count: 25, sort_key: 3, is_ascending: true }).expect(200);
    expect(first.body.stats.count_total).toBe(100);
    expect(first.body.DataResult).toHaveLength(25);
    expect(first.body.HeaderResult).toEqual({
      tweet_user_screen_name: 'screen_name',
      tweet_text: 'text',
      count_follower: 'followers_count',
      tweet_date: 'created_at',
      options: ['lang'],
    });
    const row = first.body.DataResult[0];
    expect(row).toEqual({
      row: expect.any(Number),
      tweet_user_screen_name: expect.any(String),
      tweet_text: expect.any(String),
      count_follower: expect.any(Number),
      tweet_date: expect.any(Number),
      options: [expect.stringMatching(/^(ja|zh)$/)],
    });
    const dates = first.body.DataResult.map((r: { tweet_date: number }) => r.tweet_date);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const last = await page({ page: 3, max_count: 25, sort_key: 3, is_ascending: true }).expect(200);
    expect(last.body.DataResult).toHaveLength(25);
    const rows = new Set([...first.body.DataResult, ...last.body.DataResult].map((r: { row: number }) => r.row));
    expect(rows.size).toBe(50);
  });

  it('searches screen names and texts and sorts by follower count', async () => {
    const all = await page({ max_count: 100, sort_key: 2, is_ascending: false }).expect(200);
    const followers = all.body.DataResult.map((r: { count_follower: number }) => r.count_follower);
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
    const someone = all.body.DataResult[0].tweet_user_screen_name as string;
    const found = await page({ search: someone.toUpperCase(), max_count: 100 }).expect(200);
    expect(found.body.stats.count_total).toBeGreaterThan(0);
    for (const r of found.body.DataResult)
      expect(`${r.tweet_user_screen_name} ${r.tweet_text}`.toLowerCase()).toContain(someone.toLowerCase());
    const none = await page({ search: 'no post says this 9f8e7d' }).expect(200);
    expect(none.body).toMatchObject({ DataResult: [], stats: { count_total: 0 } });
  });

  it('is for the owner and admins only', async () => {
    const stranger = await h.approvedUser('nosy@example.com');
    await page({}, stranger).expect(404);
    await page({}, await h.login('admin@example.com')).expect(200);
    await request(h.http)
      .post('/api/v1/process/get_rawdata')
      .set('X-Auth-Token', owner)
      .send({ project_id: 'nope' })
      .expect(404);
  });

  /** Rows of every post (row, screen name, text) and the rows a search answers, each sorted by row. */
  const everyPost = async () =>
    (await page({ page: 0, max_count: 100, sort_key: 3, is_ascending: true }).expect(200)).body.DataResult as Array<{
      row: number;
      tweet_user_screen_name: string;
      tweet_text: string;
    }>;
  const rowsFound = async (search: string): Promise<number[]> => {
    const answer = (await page({ page: 0, max_count: 100, sort_key: 3, is_ascending: true, search }).expect(200)).body;
    expect(answer.stats.count_total).toBe(answer.DataResult.length);
    return answer.DataResult.map((r: { row: number }) => r.row).sort((a: number, b: number) => a - b);
  };
  /** The search rule written plainly: the trimmed search, ignoring case, in the screen name or the text. */
  const scanned = (posts: Awaited<ReturnType<typeof everyPost>>, search: string): number[] => {
    const wanted = search.trim().toLowerCase();
    return posts
      .filter(
        (p) =>
          `${p.tweet_user_screen_name.toLowerCase()}\u0001${p.tweet_text.toLowerCase()}`.includes(wanted) &&
          wanted !== '',
      )
      .map((p) => p.row)
      .sort((a, b) => a - b);
  };
  const queriesOf = (posts: Awaited<ReturnType<typeof everyPost>>): string[] => {
    const picked = [0, 17, 42, 77, 99].map((i) => posts[i]);
    return [
      'a',
      'A',
      'の',
      '@',
      '#',
      ':',
      '。',
      'http',
      'HTT',
      't.co',
      'RT @',
      ' rt ',
      '東京',
      'zz-nothing-zz',
      'ラーメン食べたい',
      ...picked.flatMap((p) => [
        p.tweet_text.slice(2, 3),
        p.tweet_text.slice(2, 4),
        p.tweet_text.slice(5, 11),
        p.tweet_user_screen_name.slice(1, 4).toUpperCase(),
        // Across the screen name and the text: never a match, as before.
        `${p.tweet_user_screen_name.slice(-2)}${p.tweet_text.slice(0, 2)}`,
      ]),
    ].filter((q) => q.trim() !== '');
  };

  it('finds exactly the posts a plain scan finds, for Japanese, English, mixed, one-character and symbol searches, also after a restart', async () => {
    const posts = await everyPost();
    expect(posts).toHaveLength(100);
    const queries = queriesOf(posts);
    let found = 0;
    for (const q of queries) {
      const rows = await rowsFound(q);
      expect({ q, rows }).toEqual({ q, rows: scanned(posts, q) });
      found += rows.length > 0 ? 1 : 0;
    }
    // Most searches find something: the comparison is not between two empty answers.
    expect(found).toBeGreaterThan(queries.length / 2);
    // The gram index is read from storage after a restart, with nothing held in memory.
    const dir = h.dataDir;
    await h.stop();
    h = await startHarness({}, dir);
    owner = await h.login('reviewer@example.com');
    for (const q of queries) expect({ q, rows: await rowsFound(q) }).toEqual({ q, rows: scanned(posts, q) });
  });

  it('reviews a dataset registered before review indexes existed, building its index once it is asked for', async () => {
    const answer = async () =>
      (await page({ page: 1, max_count: 25, sort_key: 0, is_ascending: false, search: 'a' }).expect(200)).body;
    const before = await answer();
    const objects = h.kizuna.runtime.objects;
    const index = (await objects.list('datasets/')).filter((k) =>
      /review-(index\.bin|search\.txt|grams\.bin)$/.test(k),
    );
    expect(index).toHaveLength(3);
    for (const key of index) await objects.delete(key);
    // A restart forgets what the review service held in memory.
    const dir = h.dataDir;
    await h.stop();
    h = await startHarness({}, dir);
    owner = await h.login('reviewer@example.com');
    // Meanwhile the posts come in file order, saying so; then the index the screen asked for answers.
    expect(await untilReviewReady(h.http, owner, projectId)).toBeGreaterThan(0);
    expect(await answer()).toEqual(before);
    expect((await objects.list('datasets/')).filter((k) => /review-/.test(k))).toHaveLength(3);
  });
});
