import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, startHarness, waitForProject, type Harness } from './kizuna-harness.js';
import { quietCsv, RELATIONS_FILE_COUNTS, relationsCsv, startProject } from './relations-data.js';

const CLUSTER = '/api/v1/analyze/cluster';

interface Matrix {
  k: number;
  communities: Array<{ cluster_id: number; name: string; color: string; size: number }>;
  retweets: number[][];
  replies: number[][];
  mentions: number[][];
  total: number[][];
  inside_share: Array<number | null>;
}

const sum = (m: number[][]) => m.flat().reduce((a, b) => a + b, 0);

describe('how communities relate: interaction matrix, bridges, runs compared', () => {
  let h: Harness;
  let owner: string;
  let stranger: string;
  let admin: string;
  let projectId: string;
  let k2: string;
  let k3: string;
  let k1: string;
  let quiet: string;
  let strangerRun: string;
  const post = (route: string, token: string, body: object) =>
    request(h.http).post(`${CLUSTER}/${route}`).set('X-Auth-Token', token).send(body);
  const clusterOf = async (processId: string, user: string): Promise<number> => {
    const hits = (await post('search_nodes', owner, { process_id: processId, query: user }).expect(200)).body.data;
    return hits.find((x: { node_id: string }) => x.node_id === user).cluster_id;
  };
  const matrixOf = async (processId: string): Promise<Matrix> =>
    (await post('get_interaction_matrix', owner, { process_id: processId }).expect(200)).body.data;

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.approvedUser('owner@example.com');
    stranger = await h.approvedUser('stranger@example.com');
    admin = await h.login(ADMIN);
    const main = await startProject(h.http, owner, h.dataDir, 'Relations', relationsCsv(), [2, 3]);
    projectId = main.projectId;
    k2 = main.runs.get(2)!;
    k3 = main.runs.get(3)!;
    const other = await startProject(h.http, owner, h.dataDir, 'Quiet', quietCsv(), [2]);
    quiet = other.runs.get(2)!;
    const theirs = await startProject(h.http, stranger, h.dataDir, 'Theirs', relationsCsv(), [3]);
    strangerRun = theirs.runs.get(3)!;
    expect((await waitForProject(h.http, owner, projectId)).status).toBe(2);
    const added = await request(h.http)
      .post('/api/v1/process/add_run')
      .set('X-Auth-Token', owner)
      .send({ project_id: projectId, k: 1 })
      .expect(200);
    k1 = added.body.process_id;
    expect((await waitForProject(h.http, owner, projectId)).status).toBe(2);
    expect((await waitForProject(h.http, owner, other.projectId)).status).toBe(2);
    expect((await waitForProject(h.http, stranger, theirs.projectId)).status).toBe(2);
  }, 240_000);
  afterAll(async () => {
    await h.close();
  });

  it('counts every retweet, reply and mention once, the author’s community as the row', async () => {
    const m = await matrixOf(k3);
    expect(m.k).toBe(3);
    expect(m.communities.map((c) => c.cluster_id)).toEqual([1, 2, 3]);
    expect(sum(m.retweets)).toBe(RELATIONS_FILE_COUNTS.retweets);
    expect(sum(m.replies)).toBe(RELATIONS_FILE_COUNTS.replies);
    expect(sum(m.mentions)).toBe(RELATIONS_FILE_COUNTS.mentions);
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++) expect(m.total[i][j]).toBe(m.retweets[i][j] + m.replies[i][j] + m.mentions[i][j]);
    // The reply goes from ramenfan1's community to bob's, the mention from ballfan2's to carol's.
    const [fan1, bob, fan2, carol] = await Promise.all(
      ['ramenfan1', 'bob', 'ballfan2', 'carol'].map((u) => clusterOf(k3, u)),
    );
    expect(m.replies[fan1 - 1][bob - 1]).toBe(1);
    expect(m.mentions[fan2 - 1][carol - 1]).toBe(1);
    // How closed each community is: its diagonal over its row.
    m.inside_share.forEach((share, i) => {
      const row = m.total[i].reduce((a, b) => a + b, 0);
      expect(share).toBeCloseTo(m.total[i][i] / row);
    });
    const carolRow = m.total[carol - 1];
    expect(m.inside_share[carol - 1]).toBe(carolRow[carol - 1] / carolRow.reduce((a, b) => a + b, 0));
    expect(m.inside_share.some((s) => s !== null && s < 1)).toBe(true);
  });

  it('follows a time window: only the relations of posts inside it, the whole range giving the run’s', async () => {
    const whole = await matrixOf(k3);
    const userTimes = async (user: string) =>
      (
        await post('get_cluster_members', owner, {
          process_id: k3,
          cluster_id: 0,
          search: user,
        }).expect(200)
      ).body.data.nodes.find((n: { node_id: string }) => n.node_id === user);
    const dave = await userTimes('dave');
    const fan2 = await userTimes('ballfan2');
    const windowed = async (start: number, end: number) =>
      (await post('get_interaction_matrix', owner, { process_id: k3, date_start: start, date_end: end }).expect(200))
        .body.data as Matrix & { window: { start: number; end: number } };
    const all = await windowed(0, fan2.end_date);
    expect(all.total).toEqual(whole.total);
    expect(all.retweets).toEqual(whole.retweets);
    expect(all.window).toEqual({ start: 0, end: fan2.end_date });
    // From dave's first retweet to the last post: dave's six retweets, the reply and the mention.
    const late = await windowed(dave.start_date, fan2.end_date);
    expect([sum(late.retweets), sum(late.replies), sum(late.mentions)]).toEqual([6, 1, 1]);
    const [fan1, bob, carol] = await Promise.all(['ramenfan1', 'bob', 'carol'].map((u) => clusterOf(k3, u)));
    expect(late.replies[fan1 - 1][bob - 1]).toBe(1);
    expect(late.mentions[(await clusterOf(k3, 'ballfan2')) - 1][carol - 1]).toBe(1);
    expect(whole).toMatchObject({ window: null });

    const backwards = await post('get_interaction_matrix', owner, {
      process_id: k3,
      date_start: fan2.end_date,
      date_end: dave.start_date,
    }).expect(400);
    expect(backwards.body.code).toBe('errors.time_window_invalid');
  });

  it('lists bridges by community with the communities they reach, dave among them', async () => {
    const answer = (await post('get_bridges', owner, { process_id: k3 }).expect(200)).body.data;
    expect(answer.communities.map((c: { cluster_id: number }) => c.cluster_id)).toEqual([1, 2, 3]);
    const dave = await clusterOf(k3, 'dave');
    const [alice, bob] = await Promise.all([clusterOf(k3, 'alice'), clusterOf(k3, 'bob')]);
    const other = dave === alice ? bob : alice;
    const listed = answer.communities[dave - 1].bridges.find((b: { node_id: string }) => b.node_id === 'dave');
    // Its id is the name lowercased; its label the name as written.
    expect(listed.label).toBe('Dave');
    expect(listed.reaches.map((r: [number, number]) => r[0])).toContain(other);
    expect(listed.outside_share).toBeGreaterThan(0.3);
    const one = (await post('get_bridges', owner, { process_id: k3, cluster_id: dave }).expect(200)).body.data;
    expect(one.communities).toHaveLength(1);
    expect(one.communities[0].bridges).toEqual(answer.communities[dave - 1].bridges);
    const missing = await post('get_bridges', owner, { process_id: k3, cluster_id: 9 }).expect(404);
    expect(missing.body.code).toBe('errors.cluster_not_found');
  });

  it('compares two runs of a project: every user counted once, the reverse is the transpose', async () => {
    const c = (await post('get_run_comparison', owner, { process_id: k3, other_process_id: k2 }).expect(200)).body.data;
    expect(c.first).toMatchObject({ process_id: k3, k: 3 });
    expect(c.second).toMatchObject({ process_id: k2, k: 2 });
    expect(c.users).toHaveLength(3);
    expect(c.users[0]).toHaveLength(2);
    const graph = (await post('get_graph', owner, { process_id: k3 }).expect(200)).body.data;
    expect(sum(c.users)).toBe(graph.users_total);
    expect([c.only_first, c.only_second]).toEqual([0, 0]);
    // Each row adds up to the community's size in the first run, each column in the second.
    c.users.forEach((row: number[], i: number) =>
      expect(row.reduce((a, b) => a + b, 0)).toBe(c.first.communities[i].size),
    );
    const alice3 = await clusterOf(k3, 'alice');
    const alice2 = await clusterOf(k2, 'alice');
    // alice and her eight fans stay together.
    expect(c.users[alice3 - 1][alice2 - 1]).toBeGreaterThanOrEqual(9);
    const back = (await post('get_run_comparison', owner, { process_id: k2, other_process_id: k3 }).expect(200)).body
      .data;
    expect(back.users).toEqual(c.users[0].map((_: number, j: number) => c.users.map((row: number[]) => row[j])));
  });

  it('pages the users of one band and downloads them', async () => {
    const alice3 = await clusterOf(k3, 'alice');
    const alice2 = await clusterOf(k2, 'alice');
    const band = { process_id: k3, other_process_id: k2, cluster_id: alice3, other_cluster_id: alice2 };
    const c = (await post('get_run_comparison', owner, { process_id: k3, other_process_id: k2 }).expect(200)).body.data;
    const all = (await post('get_comparison_members', owner, { ...band, max_count: 100 }).expect(200)).body.data;
    expect(all.total).toBe(c.users[alice3 - 1][alice2 - 1]);
    const ids = all.nodes.map((n: { node_id: string }) => n.node_id);
    expect(ids).toEqual(expect.arrayContaining(['alice', 'ramenfan1', 'ramenfan8']));
    for (const n of all.nodes) expect(n.cluster_id).toBe(alice3);
    const first = (await post('get_comparison_members', owner, { ...band, max_count: 4 }).expect(200)).body.data;
    const second = (await post('get_comparison_members', owner, { ...band, max_count: 4, page: 1 }).expect(200)).body
      .data;
    expect([...first.nodes, ...second.nodes].map((n: { node_id: string }) => n.node_id)).toEqual(ids.slice(0, 8));

    const csv = await post('download_comparison_members', owner, band).buffer(true).expect(200);
    const text = csv.text ?? csv.body.toString('utf8');
    expect(text.startsWith('\uFEFFnode_id,tweet_user_screen_name,cluster_id')).toBe(true);
    expect(text.trim().split('\r\n')).toHaveLength(all.total + 1);
    expect(csv.headers['content-disposition']).toMatch(/users_k3c\d_k2c\d_\d{8}\.csv/);
  });

  it('downloads the matrix as a dated, formula-safe CSV that follows a renamed community', async () => {
    await post('update_cluster', owner, { process_id: k3, cluster_id: 1, cluster_name: '=SUM(A1)' }).expect(200);
    const res = await post('download_interaction_matrix', owner, { process_id: k3 }).buffer(true).expect(200);
    expect(res.headers['content-disposition']).toMatch(/interactions_k3_\d{8}\.csv/);
    const text: string = res.text ?? res.body.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'from_cluster_id,from_cluster_name,to_cluster_id,to_cluster_name,retweets,replies,mentions,total,row_share,from_inside_share',
    );
    expect(lines).toHaveLength(1 + 9);
    expect(lines[1].startsWith("1,'=SUM(A1),1,'=SUM(A1),")).toBe(true);
    const m = await matrixOf(k3);
    expect(m.communities[0].name).toBe('=SUM(A1)');
    const totals = lines.slice(1).map((l) => Number(l.split(',')[7]));
    expect(totals).toEqual(m.total.flat());
  });

  it('answers one community: everything stays inside, and nobody bridges', async () => {
    const m = await matrixOf(k1);
    expect(m.total).toEqual([
      [RELATIONS_FILE_COUNTS.retweets + RELATIONS_FILE_COUNTS.replies + RELATIONS_FILE_COUNTS.mentions],
    ]);
    expect(m.inside_share).toEqual([1]);
    const bridges = (await post('get_bridges', owner, { process_id: k1 }).expect(200)).body.data;
    expect(bridges.communities).toHaveLength(1);
    expect(bridges.communities[0].bridges).toEqual([]);
    const c = (await post('get_run_comparison', owner, { process_id: k1, other_process_id: k3 }).expect(200)).body.data;
    expect(c.users[0]).toEqual(c.second.communities.map((x: { size: number }) => x.size));
  });

  it('answers zeros for a run without interactions', async () => {
    const m = await matrixOf(quiet);
    expect(sum(m.total)).toBe(0);
    expect(m.inside_share).toEqual([null, null]);
    const bridges = (await post('get_bridges', owner, { process_id: quiet }).expect(200)).body.data;
    expect(bridges.communities.map((c: { bridges: unknown[] }) => c.bridges)).toEqual([[], []]);
  });

  it('refuses the signed-out, other users’ runs, and runs of different projects', async () => {
    const routes: Array<[string, object]> = [
      ['get_interaction_matrix', { process_id: k3 }],
      ['download_interaction_matrix', { process_id: k3 }],
      ['get_bridges', { process_id: k3 }],
      ['get_run_comparison', { process_id: k3, other_process_id: k2 }],
      ['get_comparison_members', { process_id: k3, other_process_id: k2, cluster_id: 1, other_cluster_id: 1 }],
      ['download_comparison_members', { process_id: k3, other_process_id: k2, cluster_id: 1, other_cluster_id: 1 }],
    ];
    for (const [route, body] of routes) {
      const none = await request(h.http).post(`${CLUSTER}/${route}`).send(body);
      expect([route, none.status, none.body.code]).toEqual([route, 401, 'errors.unauthorized']);
      const theirs = await post(route, stranger, body);
      expect([route, theirs.status, theirs.body.code]).toEqual([route, 404, 'errors.not_found']);
      const asAdmin = await post(route, admin, body);
      expect([route, asAdmin.status]).toEqual([route, 200]);
    }
    // The stranger's own run beside the owner's: still refused.
    const mixed = await post('get_run_comparison', stranger, { process_id: strangerRun, other_process_id: k3 });
    expect([mixed.status, mixed.body.code]).toEqual([404, 'errors.not_found']);
    for (const route of ['get_run_comparison', 'get_comparison_members', 'download_comparison_members']) {
      const res = await post(route, owner, {
        process_id: k3,
        other_process_id: quiet,
        cluster_id: 1,
        other_cluster_id: 1,
      });
      expect([route, res.status, res.body.code]).toEqual([route, 400, 'errors.runs_not_same_project']);
    }
    const bad = await post('get_comparison_members', owner, { process_id: k3, other_process_id: k2, cluster_id: 0 });
    expect(bad.status).toBe(400);
  });

  it('saves each run’s membership arrays, and compares a run added later with them', async () => {
    const objects = h.kizuna.runtime.objects;
    for (const run of [k1, k2, k3]) expect(await objects.stat(`results/${run}/membership.bin`)).not.toBeNull();
    const added = await request(h.http)
      .post('/api/v1/process/add_run')
      .set('X-Auth-Token', owner)
      .send({ project_id: projectId, k: 4 })
      .expect(200);
    const older: string = added.body.process_id;
    expect((await waitForProject(h.http, owner, projectId)).status).toBe(2);
    const c = (await post('get_run_comparison', owner, { process_id: older, other_process_id: k3 }).expect(200)).body
      .data;
    expect([c.only_first, c.only_second]).toEqual([0, 0]);
    c.users.forEach((row: number[], i: number) =>
      expect(row.reduce((a, b) => a + b, 0)).toBe(c.first.communities[i].size),
    );
    c.second.communities.forEach((community: { size: number }, j: number) =>
      expect(c.users.reduce((n: number, row: number[]) => n + row[j], 0)).toBe(community.size),
    );
    const alice = { cluster_id: await clusterOf(older, 'alice'), other_cluster_id: await clusterOf(k3, 'alice') };
    const band = (
      await post('get_comparison_members', owner, {
        process_id: older,
        other_process_id: k3,
        ...alice,
        max_count: 100,
      }).expect(200)
    ).body.data;
    expect(band.total).toBe(c.users[alice.cluster_id - 1][alice.other_cluster_id - 1]);
    expect(band.nodes.map((n: { node_id: string }) => n.node_id)).toEqual(expect.arrayContaining(['alice']));
    for (const n of band.nodes as Array<{ node_id: string; cluster_id: number }>)
      expect([n.node_id, n.cluster_id, await clusterOf(k3, n.node_id)]).toEqual([
        n.node_id,
        alice.cluster_id,
        alice.other_cluster_id,
      ]);
  });
});
