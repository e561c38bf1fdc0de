import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { sharedData, startHarness, waitForProject, type Harness } from './kizuna-harness.js';

/** Uploads a file, registers it with the given mapping and k, starts every run; answers the project id. */
async function runProject(
  h: Harness,
  token: string,
  file: string | Buffer,
  mapping: Record<string, number>,
  ks: string,
): Promise<string> {
  const up = await request(h.http)
    .post('/api/v1/process/upload_csv')
    .set('X-Auth-Token', token)
    .attach(
      'file',
      file,
      typeof file === 'string' ? { contentType: 'text/csv' } : { filename: 'posts.csv', contentType: 'text/csv' },
    )
    .expect(200);
  const reg = await request(h.http)
    .post('/api/v1/process/register_analyze')
    .set('X-Auth-Token', token)
    .send({ list_cluster_count: ks, project_name: 'edge case', path_s3: up.body.UploadResult.path_s3, ...mapping })
    .expect(200);
  const ids = reg.body.RegisterResult.ProcessResult.map((r: { process_id: string }) => r.process_id).join(',');
  await request(h.http)
    .post('/api/v1/process/analyze_start')
    .set('X-Auth-Token', token)
    .send({ list_process_id: ids })
    .expect(200);
  return reg.body.RegisterResult.project_id;
}

describe('analysis on data that is short of interactions', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.login('admin@example.com');
  });
  afterAll(async () => {
    await h.close();
  });

  it('fails a run with fewer users than k with failure code us1016 (choose fewer communities)', async () => {
    // One author's timeline (koume-ja): one user cannot make 3 communities, so k = 3 is refused.
    const projectId = await runProject(
      h,
      token,
      sharedData('posts/koume-ja/dayukoume.csv'),
      { colindex_tweet_date: 2, colindex_screen_name: 7, colindex_tweet_text: 10 },
      '3',
    );
    const project = await waitForProject(h.http, token, projectId);
    expect(project).toMatchObject({ status: -1, status_text: 'failed', failure_code: 'us1016' });
  });

  it('finds communities from text alone when nobody retweets, and says so', async () => {
    const food = [
      'ramen noodles broth restaurant',
      'sushi restaurant tuna',
      'noodles kitchen recipe',
      'recipe kitchen broth soup',
    ];
    const sport = [
      'football match goal striker',
      'goal keeper football league',
      'league match referee',
      'striker referee stadium',
    ];
    const rows = ['author,text,time'];
    for (let u = 0; u < 8; u++) {
      const topic = u < 4 ? food : sport;
      for (let p = 0; p < 4; p++) rows.push(`user${u},${topic[(u + p) % 4]},2024-05-0${1 + p} 1${u}:00`);
    }
    const projectId = await runProject(
      h,
      token,
      Buffer.from(rows.join('\n') + '\n'),
      { colindex_screen_name: 0, colindex_tweet_text: 1, colindex_tweet_date: 2 },
      '2',
    );
    const project = await waitForProject(h.http, token, projectId);
    expect(project.status).toBe(2);
    const processId = (project.ProcessResult as Array<{ process_id: string }>)[0].process_id;
    const graph = await request(h.http)
      .post('/api/v1/analyze/cluster/get_graph')
      .set('X-Auth-Token', token)
      .send({ process_id: processId })
      .expect(200);
    expect(graph.body.data.text_only).toBe(true);
    const clusterOf = new Map<string, number>(
      graph.body.data.nodes
        .filter((n: { type: string }) => n.type === 'node')
        .map((n: { id: string; cluster_id: number }) => [n.id, n.cluster_id]),
    );
    const foodies = new Set([0, 1, 2, 3].map((u) => clusterOf.get(`user${u}`)));
    const fans = new Set([4, 5, 6, 7].map((u) => clusterOf.get(`user${u}`)));
    expect(foodies.size).toBe(1);
    expect(fans.size).toBe(1);
    expect([...foodies][0]).not.toBe([...fans][0]);
  });
});

describe('users whose names are words of JavaScript', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.login('admin@example.com');
  });
  afterAll(async () => {
    await h.close();
  });

  it('keeps __proto__, constructor and hasOwnProperty as users with details like anyone', async () => {
    const names = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'alice', 'bob', 'carol', 'dave'];
    const rows = ['time,author,text'];
    // Two groups that retweet within themselves, each name posting and being retweeted.
    const groups = [names.slice(0, 4), names.slice(4)];
    let minute = 0;
    for (const group of groups)
      for (const author of group)
        for (const other of group.filter((n) => n !== author)) {
          minute += 1;
          rows.push(
            `2026-01-01 10:${String(minute % 60).padStart(2, '0')},${author},RT @${other}: news about ${group[0]}`,
          );
          rows.push(`2026-01-02 10:${String(minute % 60).padStart(2, '0')},${author},my own post ${minute}`);
        }
    const projectId = await runProject(
      h,
      token,
      Buffer.from(rows.join('\n')),
      { colindex_tweet_date: 0, colindex_screen_name: 1, colindex_tweet_text: 2 },
      '3',
    );
    const project = await waitForProject(h.http, token, projectId);
    expect(project.status).toBe(2);
    const processId = (project.ProcessResult as Array<{ process_id: string }>)[0].process_id;
    // Node ids are the names in lower case (names are case-insensitive).
    for (const name of ['__proto__', 'constructor', 'hasOwnProperty']) {
      const res = await request(h.http)
        .post('/api/v1/analyze/cluster/get_node_detail')
        .set('X-Auth-Token', token)
        .send({ process_id: processId, node_id: name.toLowerCase(), cluster_id: 0 });
      expect([name, res.status]).toEqual([name, 200]);
      expect(res.body.graph_result.label).toBe(name);
      expect(res.body.graph_result.tweets.length).toBeGreaterThan(0);
    }
    const missing = await request(h.http)
      .post('/api/v1/analyze/cluster/get_node_detail')
      .set('X-Auth-Token', token)
      .send({ process_id: processId, node_id: 'valueof', cluster_id: 0 });
    expect(missing.status).toBe(404);
  });
});
