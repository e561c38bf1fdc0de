import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { ADMIN, startHarness, waitForProject, type Harness } from './kizuna-harness.js';
import { startExplorerProject } from './explorer-data.js';

const CLUSTER = '/api/v1/analyze/cluster';

/** Reads any answer as UTF-8 text, BOM included. */
function text(res: request.Response, cb: (err: Error | null, body: string) => void): void {
  let data = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (data += chunk));
  res.on('end', () => cb(null, data));
}

function csvRows(body: string): string[] {
  return body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

describe('results explorer API: member paging, node search, update_cluster, downloads, GEXF', () => {
  let h: Harness;
  let owner: string;
  let stranger: string;
  let admin: string;
  let processId: string;
  let graph: {
    nodes: Array<{ type: string; cluster_id: number; label: string; color: string; original_color: string }>;
    users_total: number;
    users_shown: number;
  };
  const post = (path: string, token: string, body: object) =>
    request(h.http).post(`${CLUSTER}/${path}`).set('X-Auth-Token', token).send(body);
  const download = (path: string, token: string, body: object) => post(path, token, body).buffer(true).parse(text);

  beforeAll(async () => {
    // A small display cap, so that some users are not drawn.
    h = await startHarness({ ANALYSIS_DISPLAY_CAP: '12' });
    owner = await h.approvedUser('owner@example.com');
    stranger = await h.approvedUser('stranger@example.com');
    admin = await h.login(ADMIN);
    const ids = await startExplorerProject(h.http, owner, h.dataDir);
    processId = ids.processId;
    const project = await waitForProject(h.http, owner, ids.projectId);
    expect(project.status).toBe(2);
    graph = (await post('get_graph', owner, { process_id: processId }).expect(200)).body.data;
  }, 180_000);
  afterAll(async () => {
    await h.close();
  });

  it('sends a community with its first members and pages, sorts, searches and windows them on the server', async () => {
    const detail = (await post('get_cluster_detail', owner, { process_id: processId, cluster_id: 1 }).expect(200)).body
      .data;
    expect(detail.nodes_total).toBe(detail.size);
    expect(detail.nodes.length).toBe(Math.min(25, detail.size));
    expect(detail.keywords[0].score).toBeGreaterThan(0);
    const page = (p: number) =>
      post('get_cluster_members', owner, { process_id: processId, cluster_id: 1, page: p, max_count: 5 }).expect(200);
    const [first, second] = await Promise.all([page(0), page(1)]);
    expect(first.body.data.total).toBe(detail.size);
    expect(first.body.data.nodes).toHaveLength(5);
    const ids = new Set(first.body.data.nodes.map((n: { node_id: string }) => n.node_id));
    for (const n of second.body.data.nodes) expect(ids.has(n.node_id)).toBe(false);
    expect(first.body.data.nodes[0]).toMatchObject({ cluster_id: 1, drawn: expect.any(Boolean) });
    expect(first.body.data.nodes[0].community_1).toBeGreaterThan(0);

    const byDegree = await post('get_cluster_members', owner, {
      process_id: processId,
      cluster_id: 0,
      sort_key: 'degree',
      is_ascending: true,
      max_count: 500,
    }).expect(200);
    expect(byDegree.body.data.total).toBe(graph.users_total);
    const degrees = byDegree.body.data.nodes.map((n: { degree: number }) => n.degree);
    expect(degrees).toEqual([...degrees].sort((a, b) => a - b));

    const found = await post('get_cluster_members', owner, { process_id: processId, search: 'RAMENFAN1' }).expect(200);
    expect(found.body.data.nodes.map((n: { node_id: string }) => n.node_id).sort()).toEqual([
      'ramenfan1',
      'ramenfan10',
      'ramenfan11',
      'ramenfan12',
    ]);
    // The hubs posted in the first three minutes (09:00–09:02 Tokyo); nobody else did.
    const start = Date.parse('2024-03-01T09:00:00+09:00');
    const early = await post('get_cluster_members', owner, {
      process_id: processId,
      date_start: start,
      date_end: start + 2 * 60_000,
    }).expect(200);
    expect(early.body.data.nodes.map((n: { node_id: string }) => n.node_id).sort()).toEqual(['alice', 'bob', 'carol']);

    const posts = await post('get_cluster_tweets', owner, {
      process_id: processId,
      cluster_id: 1,
      max_count: 1,
    }).expect(200);
    expect(posts.body.data.tweets.length).toBeLessThanOrEqual(1);
    await post('get_cluster_members', stranger, { process_id: processId }).expect(404);
  });

  it('finds every user of the run in the locator, drawn or not', async () => {
    expect(graph.users_shown).toBeLessThan(graph.users_total);
    const all = await post('search_nodes', owner, { process_id: processId, query: 'fan', limit: 50 }).expect(200);
    expect(all.body.data.length).toBe(36);
    const hidden = all.body.data.find((n: { drawn: boolean }) => !n.drawn);
    expect(hidden).toBeDefined();
    expect(Number.isFinite(hidden.x) && Number.isFinite(hidden.y)).toBe(true);
    const prefix = await post('search_nodes', owner, { process_id: processId, query: 'ball' }).expect(200);
    expect(prefix.body.data[0].node_id.startsWith('ball')).toBe(true);
    await post('search_nodes', stranger, { process_id: processId, query: 'fan' }).expect(404);
  });

  it('renames and recolors a community for its owner and admins only, and refuses bad values', async () => {
    const renamed = await post('update_cluster', owner, {
      process_id: processId,
      cluster_id: 2,
      cluster_name: '  野球ファン  ',
    }).expect(200);
    expect(renamed.body).toMatchObject({ status: 'success', data: { cluster_id: 2, name: '野球ファン' } });
    await post('update_cluster', admin, { process_id: processId, cluster_id: 2, cluster_color: '#AA00CC' }).expect(200);
    await post('update_cluster', stranger, { process_id: processId, cluster_id: 2, cluster_name: 'x' }).expect(404);
    const badColor = await post('update_cluster', owner, {
      process_id: processId,
      cluster_id: 2,
      cluster_color: 'red;background:url(x)',
    }).expect(400);
    expect(badColor.body.code).toBe('errors.invalid_color');
    const empty = await post('update_cluster', owner, {
      process_id: processId,
      cluster_id: 2,
      cluster_name: '',
    }).expect(400);
    expect(empty.body.code).toBe('errors.cluster_name_required');
    const blank = await post('update_cluster', owner, {
      process_id: processId,
      cluster_id: 2,
      cluster_name: '   ',
    }).expect(400);
    expect(blank.body.code).toBe('errors.cluster_name_required');
    const missing = await post('update_cluster', owner, {
      process_id: processId,
      cluster_id: 9,
      cluster_name: 'x',
    }).expect(404);
    expect(missing.body.code).toBe('errors.cluster_not_found');

    const after = (await post('get_graph', owner, { process_id: processId }).expect(200)).body.data;
    const circle = after.nodes.find(
      (n: { type: string; cluster_id: number }) => n.type === 'community' && n.cluster_id === 2,
    );
    expect(circle).toMatchObject({ label: '野球ファン', color: '#aa00cc' });
    for (const n of after.nodes.filter(
      (m: { type: string; cluster_id: number }) => m.type === 'node' && m.cluster_id === 2,
    ))
      expect([n.color, n.original_color === '#aa00cc']).toEqual(['#aa00cc', false]);
    const detail = (await post('get_cluster_detail', owner, { process_id: processId, cluster_id: 2 }).expect(200)).body
      .data;
    expect([detail.name, detail.color]).toEqual(['野球ファン', '#aa00cc']);
    const users = await download('download_cluster_details', owner, {
      process_id: processId,
      cluster_id: 2,
      download_type: 1,
    }).expect(200);
    expect(users.body).toContain(',野球ファン,');
  });

  it('downloads users, keywords and posts of one community or all as formula-safe CSV with a BOM', async () => {
    const day = /_\d{8}\.csv"/;
    const all = await download('download_cluster_details', owner, {
      process_id: processId,
      cluster_id: 0,
      download_type: 1,
    }).expect(200);
    expect(all.headers['content-type']).toMatch(/^text\/csv/);
    expect(all.headers['content-disposition']).toMatch(/filename="users_all_\d{8}\.csv"/);
    expect(all.body.startsWith('\uFEFF')).toBe(true);
    const userRows = csvRows(all.body);
    expect(userRows[0]).toBe(
      'node_id,tweet_user_screen_name,cluster_id,cluster_name,get_retweeted,count_retweet,count_followers,degree,pagerank,community_1,community_2,community_3,start_date,end_date,labels,label_notes',
    );
    expect(userRows).toHaveLength(graph.users_total + 1);
    expect(all.body).toContain('alice,alice,');
    expect(all.body).toMatch(/2024\/03\/01 09:00:00/);

    const one = await download('download_cluster_details', admin, {
      process_id: processId,
      cluster_id: 1,
      download_type: 1,
    }).expect(200);
    expect(one.headers['content-disposition']).toMatch(/filename="users_c1_\d{8}\.csv"/);
    const size = (await post('get_cluster_detail', owner, { process_id: processId, cluster_id: 1 })).body.data.size;
    expect(csvRows(one.body)).toHaveLength(size + 1);

    const keywords = await download('download_cluster_details', owner, {
      process_id: processId,
      cluster_id: 0,
      download_type: 2,
    }).expect(200);
    expect(keywords.headers['content-disposition']).toMatch(/filename="keywords_all_\d{8}\.csv"/);
    expect(keywords.headers['content-disposition']).toMatch(day);
    const keywordRows = csvRows(keywords.body);
    expect(keywordRows[0]).toBe('cluster_id,cluster_name,rank,keyword,count,score');
    expect(keywordRows.length).toBeGreaterThan(3);
    expect(keywordRows.some((r) => /^1,[^,]*,1,[^,]+,\d+,0\.\d+$/.test(r))).toBe(true);

    const tweets = await download('download_cluster_details', owner, {
      process_id: processId,
      cluster_id: 0,
      download_type: 3,
    }).expect(200);
    expect(tweets.headers['content-disposition']).toMatch(/filename="tweets_all_\d{8}\.csv"/);
    expect(csvRows(tweets.body)[0]).toBe(
      'cluster_id,cluster_name,rank,tweet_user_screen_name,tweet_date,tweet_text,tweet_score,labels,label_notes',
    );
    // The formula comes out as text: quoted and led by an apostrophe, never as a cell starting with =.
    expect(tweets.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"") ramen noodles"`);
    expect(tweets.body).not.toMatch(/(^|,)"?=HYPERLINK/m);

    const node = await download('download_node_tweets', owner, {
      process_id: processId,
      cluster_id: 0,
      node_id: 'alice',
    }).expect(200);
    expect(node.headers['content-disposition']).toMatch(/filename="node_tweets_alice_\d{8}\.csv"/);
    expect(node.body.startsWith('\uFEFF')).toBe(true);
    expect(csvRows(node.body)).toHaveLength(2);
    expect(node.body).toContain("'=HYPERLINK(");

    for (const [path, body] of [
      ['download_cluster_details', { process_id: processId, cluster_id: 0, download_type: 1 }],
      ['download_cluster_details', { process_id: processId, cluster_id: 1, download_type: 3 }],
      ['download_node_tweets', { process_id: processId, node_id: 'alice' }],
      ['download_gexf', { process_id: processId }],
    ] as const)
      await post(path, stranger, body).expect(404);
    const badType = await post('download_cluster_details', owner, { process_id: processId, download_type: 4 }).expect(
      400,
    );
    expect(badType.body.code).toBe('errors.bad_request');
  });

  it('exports the whole run as a GEXF file Gephi reads: every user and edge, communities, colors, positions', async () => {
    const res = await download('download_gexf', owner, { process_id: processId }).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/gexf\+xml/);
    expect(res.headers['content-disposition']).toMatch(/filename="graph_k3_\d{8}\.gexf"/);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(res.body);
    expect(doc.gexf.version).toBe('1.3');
    const nodes = doc.gexf.graph.nodes.node as Array<Record<string, unknown>>;
    const edges = doc.gexf.graph.edges.edge as Array<Record<string, unknown>>;
    expect(nodes).toHaveLength(graph.users_total);
    const project = await request(h.http)
      .post('/api/v1/process/get_project')
      .set('X-Auth-Token', owner)
      .send({ project_id: await firstProjectId() })
      .expect(200);
    expect(edges).toHaveLength(project.body.project.edge_count);
    const values = (n: Record<string, unknown>) =>
      Object.fromEntries(
        (n.attvalues as { attvalue: Array<{ for: string; value: string }> }).attvalue.map((a) => [a.for, a.value]),
      );
    const bob = nodes.find((n) => n.id === 'ballfan1')!;
    expect(values(bob)).toMatchObject({ cluster_name: '野球ファン', cluster_id: '2' });
    expect(bob['viz:color']).toEqual({ r: '170', g: '0', b: '204' });
    expect(Number((bob['viz:position'] as { x: string }).x)).not.toBeNaN();
    const edge = edges[0];
    expect(Number(edge.weight)).toBeGreaterThan(0);
    expect(values(edge).kind).toBe('retweet');
  });

  async function firstProjectId(): Promise<string> {
    const list = await request(h.http)
      .post('/api/v1/process/list_data')
      .set('X-Auth-Token', owner)
      .send({})
      .expect(200);
    return list.body.DataResult[0].project_id as string;
  }
});
