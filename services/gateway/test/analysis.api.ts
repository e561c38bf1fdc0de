import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { protobufCodec, Topic } from '@kizuna/proto';
import { BusClient, InProcessClient } from '@kizuna/platform/bus';
import { ADMIN, startHarness, waitForProject, type Harness } from './kizuna-harness.js';
import { registerDemonetization } from './register-demonetization.js';
import { readAccessLogs } from './read-logs.js';

describe('projects, analysis runs and results API', () => {
  let h: Harness;
  let owner: string;
  let stranger: string;
  let admin: string;
  let reg: Awaited<ReturnType<typeof registerDemonetization>>;
  let processId: string;
  const progress: string[] = [];

  beforeAll(async () => {
    h = await startHarness();
    // Listens on the bus as one more consumer group would.
    h.kizuna.runtime.broker.subscribe(Topic.AnalysisProgress, 'test-observer', async (bytes) => {
      const e = protobufCodec.decode(Topic.AnalysisProgress, 'event', bytes) as { processId: string; stage: string };
      if (e.processId === processId && progress[progress.length - 1] !== e.stage) progress.push(e.stage);
    });
    owner = await h.approvedUser('owner@example.com');
    stranger = await h.approvedUser('stranger@example.com');
    admin = await h.login(ADMIN);
    reg = await registerDemonetization(h, owner, '3,6');
    processId = reg.ProcessResult[0].process_id;
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists a registered project as waiting, to its owner and admins only', async () => {
    const mine = await request(h.http)
      .post('/api/v1/process/list_data')
      .set('X-Auth-Token', owner)
      .send({ search: '', max_count: 25, page: 0, sort_key: 0, is_ascending: false, is_deleted: 0 })
      .expect(200);
    expect(mine.body.stats.count_total).toBe(1);
    expect(mine.body.DataResult[0]).toMatchObject({
      project_id: reg.project_id,
      project_name: 'Demonetization',
      user_email: 'owner@example.com',
      status: 0,
      status_text: 'waiting',
      rows_valid: 8000,
      filename: 'demonetization-tweets.utf8.csv',
    });
    expect(
      mine.body.DataResult[0].ProcessResult.map((r: { total_cluster: number; started: boolean }) => [
        r.total_cluster,
        r.started,
      ]),
    ).toEqual([
      [3, false],
      [6, false],
    ]);
    const theirs = await request(h.http)
      .post('/api/v1/process/list_data')
      .set('X-Auth-Token', stranger)
      .send({})
      .expect(200);
    expect(theirs.body).toEqual({ DataResult: [], stats: { count_total: 0 } });
    const all = await request(h.http)
      .post('/api/v1/process/list_data')
      .set('X-Auth-Token', admin)
      .send({ search: 'demonet' })
      .expect(200);
    expect(all.body.stats.count_total).toBe(1);
    const none = await request(h.http)
      .post('/api/v1/process/list_data')
      .set('X-Auth-Token', admin)
      .send({ search: 'no such name' })
      .expect(200);
    expect(none.body.stats.count_total).toBe(0);
  });

  it('keeps another user away from the project and its runs', async () => {
    await request(h.http)
      .post('/api/v1/process/get_project')
      .set('X-Auth-Token', stranger)
      .send({ project_id: reg.project_id })
      .expect(404);
    await request(h.http)
      .post('/api/v1/process/analyze_start')
      .set('X-Auth-Token', stranger)
      .send({ list_process_id: processId })
      .expect(404);
    await request(h.http)
      .post('/api/v1/process/delete_csv')
      .set('X-Auth-Token', stranger)
      .send({ project_id: reg.project_id })
      .expect(404);
    await request(h.http)
      .post('/api/v1/analyze/cluster/get_graph')
      .set('X-Auth-Token', stranger)
      .send({ process_id: processId })
      .expect(404);
    const missing = await request(h.http)
      .post('/api/v1/process/get_project')
      .set('X-Auth-Token', owner)
      .send({ project_id: 'nope' })
      .expect(404);
    expect(missing.body.code).toBe('errors.not_found');
    const early = await request(h.http)
      .post('/api/v1/analyze/cluster/get_graph')
      .set('X-Auth-Token', owner)
      .send({ process_id: processId })
      .expect(409);
    expect(early.body.code).toBe('errors.run_not_done');
  });

  it('runs the analysis to done and serves exactly k communities', async () => {
    const ids = reg.ProcessResult.map((r) => r.process_id).join(',');
    await request(h.http)
      .post('/api/v1/process/analyze_start')
      .set('X-Auth-Token', owner)
      .send({ list_process_id: ids })
      .expect(200, { status: 'success' });
    // Runs just started are waiting: the project cannot be deleted under them.
    const busy = await request(h.http)
      .post('/api/v1/process/delete_csv')
      .set('X-Auth-Token', owner)
      .send({ project_id: reg.project_id })
      .expect(409);
    expect(busy.body.code).toBe('errors.project_busy');
    const project = await waitForProject(h.http, owner, reg.project_id);
    expect(project).toMatchObject({ status: 2, status_text: 'done' });
    expect(project.node_count).toBeGreaterThan(1000);
    // Each run's row says how many posts its text steps left out: none of this corpus.
    expect((project.ProcessResult as Array<{ skipped_posts: number }>).map((r) => r.skipped_posts)).toEqual(
      reg.ProcessResult.map(() => 0),
    );

    for (const run of reg.ProcessResult) {
      const graph = await request(h.http)
        .post('/api/v1/analyze/cluster/get_graph')
        .set('X-Auth-Token', owner)
        .send({ process_id: run.process_id })
        .expect(200);
      const { nodes, edges, time_range_data } = graph.body.data;
      const communities = nodes.filter((n: { type: string }) => n.type === 'community');
      expect(communities.map((c: { node_id: string }) => c.node_id).sort()).toEqual(
        Array.from({ length: run.total_cluster }, (_, i) => `c${i + 1}`).sort(),
      );
      const users = nodes.filter((n: { type: string }) => n.type === 'node');
      expect(users.length).toBeGreaterThan(100);
      expect(users.length).toBeLessThanOrEqual(2000);
      // The graph draws the most central users; it says how many of how many.
      expect(graph.body.data.users_shown).toBe(users.length);
      expect(graph.body.data.users_total).toBe(project.node_count);
      expect(graph.body.data.users_total).toBeGreaterThan(users.length);
      // Every post of the real corpus is read by every text step: the run says none was left out.
      expect(graph.body.data.skipped_posts).toEqual({ total: 0, reasons: [] });
      for (const u of users.slice(0, 50))
        expect(u).toEqual(
          expect.objectContaining({
            id: expect.any(String),
            label: expect.any(String),
            cluster_id: expect.any(Number),
            color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
            x: expect.any(Number),
            y: expect.any(Number),
          }),
        );
      expect(edges.length).toBeGreaterThan(0);
      expect(edges[0]).toEqual(
        expect.objectContaining({ id: expect.any(String), source: expect.any(String), target: expect.any(String) }),
      );
      expect(time_range_data.reduce((s: number, [, c]: [number, number]) => s + c, 0)).toBe(8000);
    }
  }, 240_000);

  it('reports progress per stage on the bus', async () => {
    expect(progress).toEqual(['parse', 'network', 'communities', 'keywords', 'layout', 'save']);
  });

  it("builds the review screen's indexes once the analysis is done with the dataset", async () => {
    const reviewFiles = async () =>
      (await h.kizuna.runtime.objects.list('datasets/')).filter((k) => /review-(index|search|grams)/.test(k));
    const until = Date.now() + 30_000;
    while ((await reviewFiles()).length < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect((await reviewFiles()).map((k) => k.split('/')[2]).sort()).toEqual([
      'review-grams.bin',
      'review-index.bin',
      'review-search.txt',
    ]);
  });

  it("keeps where each run's time went: the project's validating and tokenizing, each run's own stages", async () => {
    const project = (
      await request(h.http)
        .post('/api/v1/process/get_project')
        .set('X-Auth-Token', owner)
        .send({ project_id: reg.project_id })
        .expect(200)
    ).body.project;
    type Times = Record<string, number>;
    const times = (project.ProcessResult as Array<{ stage_times: Times }>).map((r) => r.stage_times);
    for (const t of times) {
      expect(Object.keys(t).sort()).toEqual(
        ['communities_ms', 'keywords_ms', 'layout_ms', 'network_ms', 'tokenize_ms', 'validate_ms', 'write_ms'].sort(),
      );
      // 8,000 posts are validated, and every run writes its own result.
      expect(t.validate_ms).toBeGreaterThan(0);
      expect(t.write_ms).toBeGreaterThan(0);
    }
    // The first run computes its communities; the later runs' partitions are computed beside it
    // (a helper thread), so theirs may take no measurable time.
    expect(Math.max(...times.map((t) => t.communities_ms))).toBeGreaterThan(0);
    // Validating is the project's, the same on every run; tokenizing was measured when it ran.
    expect(new Set(times.map((t) => t.validate_ms)).size).toBe(1);
    expect(times[0].tokenize_ms).toBeGreaterThan(0);
  });

  it('produces one result when a job is delivered twice', async () => {
    const keys = async () => (await h.kizuna.runtime.objects.list(`results/${processId}/`)).sort();
    const before = await keys();
    const graphBefore = (
      await request(h.http)
        .post('/api/v1/analyze/cluster/get_graph')
        .set('X-Auth-Token', owner)
        .send({ process_id: processId })
    ).text;
    const project = (
      await request(h.http)
        .post('/api/v1/process/get_project')
        .set('X-Auth-Token', owner)
        .send({ project_id: reg.project_id })
    ).body.project;
    const bus = new BusClient(new InProcessClient(h.kizuna.runtime.broker));
    await bus.emit(Topic.AnalysisRequested, {
      processId,
      projectId: reg.project_id,
      datasetId: 'unused-for-a-done-run',
      postsKey: 'none',
      k: 3,
      seed: 42,
      relations: ['retweet'],
    });
    await h.kizuna.runtime.broker.drain();
    expect(await keys()).toEqual(before);
    const graphAfter = (
      await request(h.http)
        .post('/api/v1/analyze/cluster/get_graph')
        .set('X-Auth-Token', owner)
        .send({ process_id: processId })
    ).text;
    expect(graphAfter).toBe(graphBefore);
    const again = (
      await request(h.http)
        .post('/api/v1/process/get_project')
        .set('X-Auth-Token', owner)
        .send({ project_id: reg.project_id })
    ).body.project;
    expect(again.status).toBe(2);
    expect(again.ProcessResult).toEqual(project.ProcessResult);
  });

  it('serves community and node details of a done run', async () => {
    const detail = await request(h.http)
      .post('/api/v1/analyze/cluster/get_cluster_detail')
      .set('X-Auth-Token', owner)
      .send({ process_id: processId, cluster_id: 1 })
      .expect(200);
    const d = detail.body.data;
    expect(d.keywords.length).toBeGreaterThan(5);
    expect(d.keywords[0]).toEqual({
      keyword: expect.any(String),
      count: expect.any(Number),
      score: expect.any(Number),
    });
    expect(d.nodes.length).toBeGreaterThan(0);
    expect(d.has_followers).toBe(false);
    const member = d.nodes[0];
    expect(member).toEqual(
      expect.objectContaining({
        tweet_user_screen_name: expect.any(String),
        get_retweeted: expect.any(Number),
        count_retweet: expect.any(Number),
      }),
    );
    expect(d.tweets.length).toBeGreaterThan(0);
    for (const t of d.tweets) expect(t.tweet_text.startsWith('RT @')).toBe(false);

    const node = await request(h.http)
      .post('/api/v1/analyze/cluster/get_node_detail')
      .set('X-Auth-Token', owner)
      .send({ process_id: processId, node_id: member.node_id, cluster_id: 1 })
      .expect(200);
    expect(node.body.graph_result).toMatchObject({ node_id: member.node_id, cluster_id: 1, follower_count: null });
    expect(node.body.graph_result.communities[0][0]).toBe(1);
    // The user's own keywords, best first, drawn from their posts. The most central users are often
    // only retweeted (no posts of their own, so no keywords): the first member who posted is asked.
    type Own = {
      keywords: Array<{ keyword: string; count: number; score: number }>;
      tweets: Array<{ tweet_text: string }>;
    };
    let own: Own | undefined;
    for (const m of d.nodes as Array<{ node_id: string }>) {
      const answer = await request(h.http)
        .post('/api/v1/analyze/cluster/get_node_detail')
        .set('X-Auth-Token', owner)
        .send({ process_id: processId, node_id: m.node_id })
        .expect(200);
      const user = answer.body.graph_result as Own;
      if (user.tweets.length === 0) expect(user.keywords).toEqual([]);
      else {
        own = user;
        break;
      }
    }
    if (!own) throw new Error('no member of community 1 has posts');
    expect(own.keywords.length).toBeGreaterThan(0);
    expect(own.keywords.length).toBeLessThanOrEqual(10);
    const scores = own.keywords.map((k) => k.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const text = own.tweets.map((t) => t.tweet_text.toLowerCase()).join('\n');
    expect(own.keywords.filter((k) => text.includes(k.keyword.toLowerCase())).length).toBeGreaterThan(0);
    await request(h.http)
      .post('/api/v1/analyze/cluster/get_cluster_detail')
      .set('X-Auth-Token', owner)
      .send({ process_id: processId, cluster_id: 99 })
      .expect(404);
    await request(h.http)
      .post('/api/v1/analyze/cluster/get_node_detail')
      .set('X-Auth-Token', owner)
      .send({ process_id: processId, node_id: 'no-such-user-here' })
      .expect(404);
    await request(h.http)
      .post('/api/v1/analyze/cluster/get_cluster_detail')
      .set('X-Auth-Token', stranger)
      .send({ process_id: processId, cluster_id: 1 })
      .expect(404);
    await request(h.http)
      .post('/api/v1/analyze/cluster/get_node_detail')
      .set('X-Auth-Token', stranger)
      .send({ process_id: processId, node_id: member.node_id })
      .expect(404);
    // Admins may look at anyone's results.
    await request(h.http)
      .post('/api/v1/analyze/cluster/get_graph')
      .set('X-Auth-Token', admin)
      .send({ process_id: processId })
      .expect(200);
  });

  it('records logins, analysis starts and result views in the access log', async () => {
    const logs = [...(await readAccessLogs(h, 0)), ...(await readAccessLogs(h, 1)), ...(await readAccessLogs(h, 2))];
    expect(
      logs.filter((l) => l.type_action === 0 && l.user_email === 'owner@example.com').length,
    ).toBeGreaterThanOrEqual(1);
    expect(logs.filter((l) => l.type_action === 1 && l.project_id === reg.project_id)).toHaveLength(2);
    expect(logs.filter((l) => l.type_action === 2 && l.project_id === reg.project_id).length).toBeGreaterThanOrEqual(3);
  });

  it('deletes a finished project with its dataset and results', async () => {
    await request(h.http)
      .post('/api/v1/process/delete_csv')
      .set('X-Auth-Token', owner)
      .send({ project_id: reg.project_id })
      .expect(200, { status: 'success' });
    await h.kizuna.runtime.broker.drain();
    await request(h.http)
      .post('/api/v1/process/get_project')
      .set('X-Auth-Token', owner)
      .send({ project_id: reg.project_id })
      .expect(404);
    const keys = await h.kizuna.runtime.objects.list('');
    expect(
      keys.filter((k) => k.startsWith('datasets/') || k.startsWith('results/') || k.startsWith('analysis/')),
    ).toEqual([]);
  });
});
