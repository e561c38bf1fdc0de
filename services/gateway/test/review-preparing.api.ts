import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { sharedData, startHarness, type Harness } from './kizuna-harness.js';
import { untilReviewReady } from './review-ready.js';

interface Row {
  row: number;
  tweet_user_screen_name: string;
  tweet_text: string;
  tweet_date: number;
}

/**
 * The review screen before its index is built (registered and not analysed yet, or after a
 * restart that lost the build): pages come at once from the posts file in file order, saying that
 * sorting and search are being prepared; once the index is stored the same requests are sorted
 * and searched. A registered project that was not started is busy for the background builds, and
 * nothing rebuilds an index at start-up, so the first page asked always finds none.
 */
describe('raw data review while sorting and search are being prepared', () => {
  let h: Harness;
  let owner: string;
  let projectId: string;

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.approvedUser('preparing@example.com');
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
        project_name: 'preparing',
        path_s3: up.body.UploadResult.path_s3,
        colindex_screen_name: 0,
        colindex_tweet_text: 1,
        colindex_tweet_date: 2,
        colindex_count_follower: 3,
      })
      .expect(200);
    projectId = reg.body.RegisterResult.project_id;
  });
  afterAll(async () => {
    await h.close();
  });

  const page = (body: Record<string, unknown>, token = owner) =>
    request(h.http)
      .post('/api/v1/process/get_rawdata')
      .set('X-Auth-Token', token)
      .send({ project_id: projectId, max_count: 25, ...body });
  const rowsOf = (body: { DataResult: Row[] }) => body.DataResult.map((r) => r.row);

  /** Restarts Kizuna on its data with the dataset's review index gone, as a restart before the build ended finds it. */
  const restartWithoutIndex = async (): Promise<void> => {
    const objects = h.kizuna.runtime.objects;
    const dir = h.dataDir;
    await h.stop();
    for (const key of await objects.list('datasets/')) if (/\/review-[^/]+$/.test(key)) await objects.delete(key);
    h = await startHarness({}, dir);
    owner = await h.login('preparing@example.com');
  };

  it('answers the first page from the posts file in file order while preparing, then sorted and searched', async () => {
    // Oldest first (the screen's order; this file is newest first) and a search nothing matches:
    // neither is applied yet, and the answer says so.
    const first = await page({ page: 0, sort_key: 3, is_ascending: true, search: 'zz-nothing-zz' }).expect(200);
    expect(first.body.preparing).toEqual({ percent: expect.any(Number) });
    expect(first.body.preparing.percent).toBeGreaterThanOrEqual(0);
    expect(first.body.preparing.percent).toBeLessThan(100);
    expect(first.body.stats.count_total).toBe(100);
    expect(first.body.HeaderResult.tweet_text).toBe('text');

    expect(await untilReviewReady(h.http, owner, projectId)).toBeGreaterThan(0);
    const all = (await page({ page: 0, max_count: 100, sort_key: 3, is_ascending: true }).expect(200)).body;
    expect(all.preparing).toBeNull();
    const dates = all.DataResult.map((r: Row) => r.tweet_date);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    // File order is the CSV's order: the page held the first 25 posts, each as the index reads it.
    const byRow = [...all.DataResult].sort((a: Row, b: Row) => a.row - b.row);
    expect(first.body.DataResult).toEqual(byRow.slice(0, 25));
    expect(rowsOf(all)).not.toEqual(rowsOf({ DataResult: byRow }));
    const none = await page({ search: 'zz-nothing-zz' }).expect(200);
    expect(none.body).toMatchObject({ DataResult: [], stats: { count_total: 0 }, preparing: null });
  });

  it('pages in file order after a restart that lost the index, past the end too, then sorts', async () => {
    const all = (await page({ page: 0, max_count: 100, sort_key: 0, is_ascending: true }).expect(200)).body;
    const inFile = [...all.DataResult].sort((a: Row, b: Row) => a.row - b.row);
    await restartWithoutIndex();
    // The lines' starts written beside the posts at registration: the page reads them, not the
    // posts file up to it. 100 posts: 101 starts, the last one the posts file's end.
    const objects = h.kizuna.runtime.objects;
    const startsKey = (await objects.list('datasets/')).find((k) => k.endsWith('/posts-line-starts.bin'))!;
    const postsKey = startsKey.replace('posts-line-starts.bin', 'posts.ndjson');
    const starts = await objects.getBuffer(startsKey);
    expect(starts.length).toBe(101 * 8);
    expect(starts.readDoubleLE(100 * 8)).toBe((await objects.stat(postsKey))!.size);
    const last = await page({ page: 3, sort_key: 0, is_ascending: true }).expect(200);
    expect(last.body.preparing).not.toBeNull();
    expect(last.body.DataResult).toEqual(inFile.slice(75, 100));
    expect(last.body.stats.count_total).toBe(100);
    // A page past the last post is empty, not an error.
    const past = await page({ page: 4, sort_key: 0, is_ascending: true }).expect(200);
    expect(past.body).toMatchObject({ DataResult: [], stats: { count_total: 100 } });

    await untilReviewReady(h.http, owner, projectId);
    const sorted = (await page({ page: 0, max_count: 100, sort_key: 0, is_ascending: true }).expect(200)).body;
    expect(sorted).toEqual(all);
  });

  it('is for the owner and admins only while preparing too', async () => {
    await restartWithoutIndex();
    const stranger = await h.approvedUser('stranger@example.com');
    await page({}, stranger).expect(404);
    await request(h.http).post('/api/v1/process/get_rawdata').send({ project_id: projectId }).expect(401);
    await page({ project_id: 'nope' }).expect(404);
    const admin = await page({}, await h.login('admin@example.com')).expect(200);
    expect(admin.body.preparing).not.toBeNull();
    expect(admin.body.DataResult).toHaveLength(25);
  });
});
