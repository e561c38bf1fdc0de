import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import request from 'supertest';
import { startHarness, type Harness } from './kizuna-harness.js';

const FIXTURE = new URL('./fixtures/gop-debate-240.csv', import.meta.url);
const ROWS = 13_871;

/**
 * The GOP-debate file at its real size: its 240 real tweets (CR-only lines, line feeds in quoted
 * tweets) repeated to 13,871 rows, each given a time of the evening the original spans, written
 * as the original writes them: month/day/two-digit year, no seconds (`8/6/15 17:44`).
 */
async function gopDebateFile(): Promise<Buffer> {
  const text = await readFile(FIXTURE, 'utf8');
  const records: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === '\r' && !quoted) {
      records.push(text.slice(start, i));
      start = i + 1;
    }
  }
  const [header, ...tweets] = records;
  const out = [header];
  const first = Date.UTC(2015, 7, 6, 17, 44);
  for (let i = 0; i < ROWS; i++) {
    const t = new Date(first + Math.floor((i * 17 * 3600 * 1000) / ROWS));
    const written = `${t.getUTCMonth() + 1}/${t.getUTCDate()}/15 ${t.getUTCHours()}:${String(t.getUTCMinutes()).padStart(2, '0')}`;
    out.push(tweets[i % tweets.length].replace(',8/7/15 9:54,', `,${written},`));
  }
  return Buffer.from(out.join('\r') + '\r', 'utf8');
}

describe('times as people’s files write them', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.login('admin@example.com');
  });
  afterAll(async () => {
    await h.close();
  });

  it('registers a 13.9k-tweet month/day/2-digit-year file once the user says which order', async () => {
    const up = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach('file', await gopDebateFile(), { filename: 'GOP_REL_ONLY.csv', contentType: 'text/csv' })
      .expect(200);
    const u = up.body.UploadResult;
    expect(u.total).toBe(ROWS);
    const time = (u.headers as string[]).indexOf('tweet_created');
    expect(u.date_columns[time]).toEqual({
      order: 'ambiguous',
      samples: ['8/6/15 17:44', '8/6/15 17:45', '8/6/15 17:46'],
    });
    // The roles come suggested (issue 47): time and text by their names, the author (`name`) by its values.
    const headers = u.headers as string[];
    expect(u.suggestions[time]).toEqual({ role: 'time', source: 'name', tool: 'CrowdFlower / Kaggle tweet sets' });
    expect(u.suggestions[headers.indexOf('text')]).toMatchObject({ role: 'contents', source: 'name' });
    expect(u.suggestions[headers.indexOf('name')]).toEqual({ role: 'author', source: 'value', tool: '' });
    expect(u.suggestions.filter((s: { role: string }) => s.role !== '')).toHaveLength(3);
    const query = {
      list_cluster_count: '3',
      project_name: 'GOP debate',
      path_s3: u.path_s3,
      colindex_screen_name: (u.headers as string[]).indexOf('name'),
      colindex_tweet_text: (u.headers as string[]).indexOf('text'),
      colindex_tweet_date: time,
    };
    const unanswered = await request(h.http)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', token)
      .query(query)
      .expect(400);
    expect(unanswered.body.code).toBe('errors.date_order_required');
    const res = await request(h.http)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', token)
      .query({ ...query, date_order: 'month_first' })
      .expect(200);
    expect(res.body.RegisterResult).toMatchObject({ rows_all: ROWS, rows_valid: ROWS, error_rows: [] });
    const raw = await request(h.http).post('/api/v1/process/get_rawdata').set('X-Auth-Token', token).send({
      project_id: res.body.RegisterResult.project_id,
      page: 0,
      max_count: 25,
      sort_key: 3,
      is_ascending: true,
    });
    // 17:44 written without a zone is Tokyo time: 08:44 UTC.
    const earliest = Date.UTC(2015, 7, 6, 8, 44);
    expect(raw.body.DataResult[0]).toMatchObject({ row: 0, tweet_date: earliest });
  }, 120_000);

  it('says which values it saw when no time of the chosen column can be read', async () => {
    const up = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach('file', Buffer.from('name,text,when\na,hi,soon\nb,yo,later\n'), {
        filename: 't.csv',
        contentType: 'text/csv',
      })
      .expect(200);
    const res = await request(h.http)
      .post('/api/v1/process/register_analyze')
      .set('X-Auth-Token', token)
      .query({
        list_cluster_count: '3',
        project_name: 'no times',
        path_s3: up.body.UploadResult.path_s3,
        colindex_screen_name: 0,
        colindex_tweet_text: 1,
        colindex_tweet_date: 2,
      })
      .expect(400);
    expect(res.body).toMatchObject({
      code: 'errors.no_readable_times',
      params: { column: 'when', values: '"soon", "later"' },
    });
  });
});
