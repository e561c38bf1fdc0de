import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { sharedData, startHarness, type Harness } from './kizuna-harness.js';
import { UploadSweeper } from '../src/upload/upload-sweeper.js';
import { untilReviewReady } from './review-ready.js';

const DEMONETIZATION_UTF8 = sharedData('posts/demonetization-en/demonetization-tweets.utf8.csv');
const DEMONETIZATION_1252 = sharedData('posts/demonetization-en/demonetization-tweets.csv');

/** Every object key the store holds, through the port itself. */
async function objectKeys(h: Harness): Promise<string[]> {
  return h.kizuna.runtime.objects.list('');
}

const small = (rows: string[]) =>
  Buffer.from(['screen_name,text,created_at,followers_count', ...rows].join('\n') + '\n');

describe('upload and register API', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.approvedUser('uploader@example.com');
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers register progress as inactive without a key or for a key that is not the caller’s own', async () => {
    const someoneElses = `uploads/someone-else/${Date.now()}-00000000-0000-0000-0000-000000000000/x.csv`;
    for (const query of ['', `?path_s3=${encodeURIComponent(someoneElses)}`]) {
      const res = await request(h.http)
        .get(`/api/v1/process/register_progress${query}`)
        .set('X-Auth-Token', token)
        .expect(200);
      expect(res.body).toEqual({ active: false, rows_done: 0, rows_all: 0 });
    }
  });
  it('streams a CSV in and answers with the spec UploadResult', async () => {
    const res = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach('file', DEMONETIZATION_UTF8, { contentType: 'text/csv' })
      .expect(200);
    const u = res.body.UploadResult;
    expect(u.headers).toEqual(
      [
        '',
        'text',
        'favorited',
        'favoriteCount',
        'replyToSN',
        'created',
        'truncated',
        'replyToSID',
        'id',
        'replyToUID',
        'statusSource',
        'screenName',
        'retweetCount',
        'isRetweet',
        'retweeted',
      ].map((h, i) => (i === 0 ? expect.any(String) : h)),
    );
    expect(u.total).toBe(8000);
    expect(u.data).toHaveLength(10);
    expect(u.data[0]).toHaveLength(15);
    expect(u).toMatchObject({ encoding: 'utf-8', converted: false, delimiter: ',' });
    expect(u.path_s3).toMatch(/^uploads\/[^/]+\/\d{13}-[0-9a-f-]{36}\/demonetization-tweets\.utf8\.csv$/);
    expect(await objectKeys(h)).toContain(u.path_s3);
  });

  it('detects Windows-1252 and says it converted the file', async () => {
    const res = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach('file', DEMONETIZATION_1252, { contentType: 'text/csv' })
      .expect(200);
    expect(res.body.UploadResult).toMatchObject({ encoding: 'windows-1252', converted: true, total: 8000 });
  });

  it('refuses what is not a CSV, and keeps nothing of it', async () => {
    const before = await objectKeys(h);
    const png = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach('file', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), {
        filename: 'photo.png',
        contentType: 'image/png',
      })
      .expect(400);
    expect(png.body.code).toBe('errors.not_csv');
    const binary = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach('file', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 3, 0, 0]), {
        filename: 'fake.csv',
        contentType: 'text/csv',
      })
      .expect(400);
    expect(binary.body.code).toBe('errors.not_csv');
    const empty = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach('file', Buffer.alloc(0), { filename: 'empty.csv', contentType: 'text/csv' })
      .expect(400);
    expect(empty.body.code).toBe('errors.empty_file');
    expect(await objectKeys(h)).toEqual(before);
  });

  it('needs a file and a signed-in user', async () => {
    await request(h.http)
      .post('/api/v1/process/upload_csv')
      .attach('file', small(['a,b,2020-01-01 00:00,1']), { filename: 'a.csv', contentType: 'text/csv' })
      .expect(401);
    const none = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .field('other', 'x')
      .expect(400);
    expect(none.body.code).toBe('errors.bad_request');
  });

  it('registers a mapping: counts rows, reports bad ones by index and column, creates one run per k', async () => {
    const csv = small([
      'alice,hello,2020-01-01 10:00,10',
      ',no author,2020-01-01 10:00,1',
      'bob,RT @alice: hello,not a time,5',
      'carol,hi,2020-01-02 11:00,abc',
      'dave,ok,2020-01-03 12:00,',
    ]);
    const up = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach('file', csv, { filename: 'mixed.csv', contentType: 'text/csv' })
      .expect(200);
    const key = up.body.UploadResult.path_s3;
    const res = await request(h.http)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', token)
      .query({
        list_cluster_count: '6,3',
        project_name: 'Mixed rows',
        path_s3: key,
        colindex_screen_name: 0,
        colindex_tweet_text: 1,
        colindex_tweet_date: 2,
        colindex_count_follower: 3,
        opt1_col_index: -1,
      })
      .expect(200);
    const r = res.body.RegisterResult;
    expect(r).toMatchObject({
      rows_all: 5,
      rows_valid: 2,
      error_rows: [1, 2, 3],
      error_columns: ['screen_name', 'created_at', 'followers_count'],
    });
    expect(r.project_id).toEqual(expect.any(String));
    expect(r.ProcessResult.map((p: { total_cluster: number }) => p.total_cluster)).toEqual([3, 6]);
    // The upload is kept until Start: Previous at step 3 registers it again (register-again.api.ts).
    const keys = await objectKeys(h);
    expect(keys).toContain(key);
    const datasetFiles = async () =>
      (await objectKeys(h)).filter((k) => k.startsWith('datasets/')).map((k) => k.split('/')[2]);
    // The clean posts and where each line starts (a Detail page deep in file order reads a few
    // bytes of it): the review screen's indexes are built once the analysis is done with the
    // dataset, or when the review screen first asks, so an analysis never waits for them.
    expect(await datasetFiles()).toEqual(['posts-line-starts.bin', 'posts.ndjson']);
    // The first page answers from the posts file at once; the build it starts stores the indexes.
    expect(await untilReviewReady(h.http, token, r.project_id)).toBeGreaterThan(0);
    expect(await datasetFiles()).toEqual([
      'posts-line-starts.bin',
      'posts.ndjson',
      'review-grams.bin',
      'review-index.bin',
      'review-search.txt',
    ]);
  });

  it('refuses incomplete mappings with the spec messages and stores nothing', async () => {
    const up = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach('file', small(['alice,hello,2020-01-01 10:00,10']), { filename: 'one.csv', contentType: 'text/csv' })
      .expect(200);
    const key = up.body.UploadResult.path_s3;
    const datasetsBefore = (await objectKeys(h)).filter((k) => k.startsWith('datasets/'));
    const base = {
      list_cluster_count: '3',
      project_name: 'p',
      path_s3: key,
      colindex_screen_name: 0,
      colindex_tweet_text: 1,
      colindex_tweet_date: 2,
      colindex_count_follower: -1,
    };
    const missing = await request(h.http)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', token)
      .query({ ...base, colindex_screen_name: -1, colindex_tweet_date: -1 })
      .expect(400);
    expect(missing.body).toMatchObject({ code: 'errors.missing_columns', params: { columns: 'Time, AuthorId' } });
    const noK = await request(h.http)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', token)
      .query({ ...base, list_cluster_count: '' })
      .expect(400);
    expect(noK.body.code).toBe('labels.k_select_error');
    const noName = await request(h.http)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', token)
      .query({ ...base, project_name: ' ' })
      .expect(400);
    expect(noName.body.code).toBe('files.name_required');
    const longName = await request(h.http)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', token)
      .query({ ...base, project_name: 'x'.repeat(101) })
      .expect(400);
    expect(longName.body.code).toBe('errors.name_too_long');
    const dup = await request(h.http)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', token)
      .query({ ...base, colindex_count_follower: 1 })
      .expect(400);
    expect(dup.body.code).toBe('errors.duplicate_column');
    expect((await objectKeys(h)).filter((k) => k.startsWith('datasets/'))).toEqual(datasetsBefore);
    expect(await objectKeys(h)).toContain(key);
  });

  it("does not let one user register another user's upload", async () => {
    const up = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach('file', small(['alice,hello,2020-01-01 10:00,10']), { filename: 'mine.csv', contentType: 'text/csv' })
      .expect(200);
    const other = await h.approvedUser('other-uploader@example.com');
    const res = await request(h.http)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', other)
      .query({
        list_cluster_count: '3',
        project_name: 'stolen',
        path_s3: up.body.UploadResult.path_s3,
        colindex_screen_name: 0,
        colindex_tweet_text: 1,
        colindex_tweet_date: 2,
      })
      .expect(400);
    expect(res.body.code).toBe('errors.upload_missing');
  });

  it('creates no project when no row is valid', async () => {
    const up = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach('file', small([',x,2020-01-01 10:00,1', 'a,,2020-01-01 10:00,1']), {
        filename: 'bad.csv',
        contentType: 'text/csv',
      })
      .expect(200);
    const res = await request(h.http)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', token)
      .send({
        list_cluster_count: '3',
        project_name: 'nothing',
        path_s3: up.body.UploadResult.path_s3,
        colindex_screen_name: 0,
        colindex_tweet_text: 1,
        colindex_tweet_date: 2,
      })
      .expect(200);
    expect(res.body.RegisterResult).toEqual({
      ProcessResult: [],
      rows_all: 2,
      rows_valid: 0,
      error_rows: [0, 1],
      error_columns: ['screen_name', 'text'],
      // No valid row: nobody in the network.
      network_users: 0,
      project_id: '',
    });
  });
});

describe('uploads never registered', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ UPLOAD_TTL_HOURS: '24' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('are removed once older than UPLOAD_TTL_HOURS, and not before', async () => {
    const token = await h.login('admin@example.com');
    const up = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach('file', small(['alice,hello,2020-01-01 10:00,10']), { filename: 'left.csv', contentType: 'text/csv' })
      .expect(200);
    const sweeper = h.kizuna.http!.get(UploadSweeper);
    expect(await sweeper.sweep(Date.now() + 23 * 3600 * 1000)).toBe(0);
    expect(await objectKeys(h)).toEqual([up.body.UploadResult.path_s3]);
    expect(await sweeper.sweep(Date.now() + 25 * 3600 * 1000)).toBe(1);
    expect(await objectKeys(h)).toEqual([]);
  });
});

describe('upload size limit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ MAX_UPLOAD_BYTES: '200000' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('stops an upload past the limit while streaming and leaves no partial object', async () => {
    const token = await h.login('admin@example.com');
    const big = Buffer.concat([small([]), Buffer.alloc(400_000, 'a,b,2020-01-01 00:00,1\n')]);
    const res = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach('file', big, { filename: 'big.csv', contentType: 'text/csv' })
      .expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, code: 'errors.max_file_size_error' });
    expect(await objectKeys(h)).toEqual([]);
  });
});
