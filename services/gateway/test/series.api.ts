import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { ON_DEMAND_EXPORTS_PER_RUN } from '../../analysis/src/results/stored/kept-exports.js';
import { ADMIN, startHarness, waitForProject, type Harness } from './kizuna-harness.js';
import { startProject } from './relations-data.js';
import { firstMonthCsv, secondMonthCsv, thirdMonthCsv } from './series-data.js';

interface Flow {
  from_cluster_id: number;
  to_cluster_id: number;
  users: number;
  jaccard: number;
  successor: boolean;
}
interface Step {
  from_process_id: string;
  to_process_id: string;
  continuing: number;
  moved: number;
  flows: Flow[];
  arrived: Array<{ to_cluster_id: number; users: number; top: Array<{ node_id: string; posts: number }> }>;
  left: Array<{ from_cluster_id: number; users: number; top: Array<{ node_id: string; posts: number }> }>;
  events: Array<{ kind: string; from: number[]; to: number[] }>;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('communities over time: series flows, moved users and saved series', () => {
  let h: Harness;
  let owner: string;
  let mate: string;
  let stranger: string;
  let admin: string;
  let march: string;
  let april: string;
  let may: string;
  let strangerRun: string;
  const projects: string[] = [];
  const post = (token: string, route: string, body: object) =>
    request(h.http).post(`/api/v1/${route}`).set('X-Auth-Token', token).send(body);
  /** Every user of a run with their community, as the member table reports them. */
  const membersOf = async (processId: string): Promise<Map<string, number>> => {
    const res = await post(owner, 'analyze/cluster/get_cluster_members', {
      process_id: processId,
      cluster_id: 0,
      max_count: 500,
    }).expect(200);
    return new Map(res.body.data.nodes.map((n: { node_id: string; cluster_id: number }) => [n.node_id, n.cluster_id]));
  };
  const flowsOf = async (ids: string[], token = owner, threshold?: object) =>
    (await post(token, 'analyze/cluster/get_series_flows', { process_ids: ids, threshold }).expect(200)).body.data;

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.approvedUser('owner@example.com');
    mate = await h.approvedUser('mate@example.com');
    stranger = await h.approvedUser('stranger@example.com');
    admin = await h.login(ADMIN);
    const started = [
      await startProject(h.http, owner, h.dataDir, 'March', firstMonthCsv(), [3], 'retweet'),
      await startProject(h.http, owner, h.dataDir, 'April', secondMonthCsv(), [3], 'retweet'),
      await startProject(h.http, owner, h.dataDir, 'May', thirdMonthCsv(), [4], 'retweet'),
    ];
    [march, april, may] = [started[0].runs.get(3)!, started[1].runs.get(3)!, started[2].runs.get(4)!];
    projects.push(...started.map((s) => s.projectId));
    const theirs = await startProject(h.http, stranger, h.dataDir, 'Theirs', firstMonthCsv(), [3], 'retweet');
    strangerRun = theirs.runs.get(3)!;
    for (const id of projects) expect((await waitForProject(h.http, owner, id)).status).toBe(2);
    expect((await waitForProject(h.http, stranger, theirs.projectId)).status).toBe(2);
  }, 240_000);
  afterAll(async () => {
    await h.close();
  });

  it('has flows equal to the memberships the runs report, arrived and left users included', async () => {
    const data = await flowsOf([march, april, may]);
    expect(data.rule).toEqual({ jaccard: 0.3, share: 0.2 });
    expect(data.runs.map((r: { process_id: string }) => r.process_id)).toEqual([march, april, may]);
    // Each run's posts' dates, by which a series is put in time order.
    const firsts = data.runs.map((r: { first_post: number }) => r.first_post);
    expect(firsts).toEqual([...firsts].sort((x, y) => x - y));
    expect(new Date(data.runs[1].first_post).toISOString()).toBe('2024-04-01T00:00:00.000Z');
    const runs = [await membersOf(march), await membersOf(april), await membersOf(may)];
    (data.steps as Step[]).forEach((step, s) => {
      const [earlier, later] = [runs[s], runs[s + 1]];
      const expected = new Map<string, number>();
      for (const [user, a] of earlier) {
        const b = later.get(user);
        if (b !== undefined) expected.set(`${a}>${b}`, (expected.get(`${a}>${b}`) ?? 0) + 1);
      }
      expect(new Map(step.flows.map((f) => [`${f.from_cluster_id}>${f.to_cluster_id}`, f.users]))).toEqual(expected);
      const left = [...earlier].filter(([u]) => !later.has(u));
      const arrived = [...later].filter(([u]) => !earlier.has(u));
      expect(step.left.reduce((n, l) => n + l.users, 0)).toBe(left.length);
      expect(step.arrived.reduce((n, a) => n + a.users, 0)).toBe(arrived.length);
      for (const a of step.arrived) expect(a.users).toBe(arrived.filter(([, c]) => c === a.to_cluster_id).length);
      expect(step.continuing).toBe(earlier.size - left.length);
    });
    // Sizes per step and the communities' stored keywords, for the screen.
    expect(data.runs[0].communities[0].keywords.length).toBeGreaterThan(0);
    expect(data.runs[2].communities).toHaveLength(4);
  });

  it('names every planted change with its kind and finds the moved user', async () => {
    const data = await flowsOf([march, april, may]);
    const [m, a, y] = [await membersOf(march), await membersOf(april), await membersOf(may)];
    const [first, second] = data.steps as Step[];
    // March → April: ball and vote merge around bob, the cats are born, the ramen group goes on.
    expect(first.events).toContainEqual(
      expect.objectContaining({ kind: 'merge', from: sorted([m.get('bob')!, m.get('carol')!]), to: [a.get('bob')] }),
    );
    expect(first.events).toContainEqual(expect.objectContaining({ kind: 'born', from: [], to: [a.get('dan')] }));
    expect(first.events).toContainEqual(
      expect.objectContaining({ kind: 'continues', from: [m.get('alice')], to: [a.get('alice')] }),
    );
    expect(first.events).toHaveLength(3);
    expect(first.moved).toBe(1);
    const cats = first.arrived.find((x) => x.to_cluster_id === a.get('dan'))!;
    expect(cats.users).toBe(9);
    expect(cats.top[0].posts).toBeGreaterThan(0);
    // April → May: the ramen group splits into alice's and erin's.
    expect(second.events).toContainEqual(
      expect.objectContaining({ kind: 'split', from: [a.get('alice')], to: sorted([y.get('alice')!, y.get('erin')!]) }),
    );
    expect(second.events.filter((e) => e.kind === 'continues')).toHaveLength(2);
    expect(second.moved).toBe(0);
    // The tracks: alice's community is one track over the three months; the cats' starts in April.
    const aliceTrack = data.tracks.find((t: { cluster_ids: number[] }) => t.cluster_ids[0] === m.get('alice'));
    expect(aliceTrack.cluster_ids).toEqual([m.get('alice'), a.get('alice'), y.get('alice')]);
    expect(data.tracks).toContainEqual(expect.objectContaining({ cluster_ids: [null, a.get('dan'), y.get('dan')] }));

    const page = await post(owner, 'analyze/cluster/get_series_moves', {
      process_ids: [march, april, may],
      step: 0,
      query: 'RAMEN',
    }).expect(200);
    expect(page.body.data).toEqual({
      moves: [
        expect.objectContaining({
          node_id: 'ramenfan1',
          from_cluster_id: m.get('ramenfan1'),
          to_cluster_id: a.get('ramenfan1'),
        }),
      ],
      total: 1,
    });

    const csv = await post(owner, 'analyze/cluster/download_series_moves', { process_ids: [march, april, may] }).expect(
      200,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    const text = csv.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'account,from_process_id,from_cluster_id,from_cluster_name,to_process_id,to_cluster_id,to_cluster_name,from_posts,to_posts,labels,label_notes',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1].split(',').slice(0, 3)).toEqual(['ramenfan1', march, String(m.get('ramenfan1'))]);
    // Three posts in each month (two retweets of the hub, one of a fan).
    // (then the team's labels of the account, none here: docs/labels.md)
    expect(lines[1].split(',').slice(-4)).toEqual(['3', '3', '', '']);
    // Asked again: the same file, not a new one.
    const again = await post(owner, 'analyze/cluster/download_series_moves', {
      process_ids: [march, april, may],
    }).expect(200);
    expect(again.text).toBe(text);
  });

  it('follows the thresholds asked: all continuing users needed, the ramen group (one left) ends', async () => {
    const data = await flowsOf([march, april], owner, { jaccard: 1, share: 1 });
    expect(data.rule).toEqual({ jaccard: 1, share: 1 });
    const [m, a] = [await membersOf(march), await membersOf(april)];
    const events = (data.steps[0] as Step).events;
    expect(events).toContainEqual(expect.objectContaining({ kind: 'ended', from: [m.get('alice')], to: [] }));
    expect(events).toContainEqual(expect.objectContaining({ kind: 'born', from: [], to: [a.get('alice')] }));
    // The ball group went whole to bob's: still a successor.
    expect(events).toContainEqual(expect.objectContaining({ kind: 'merge', to: [a.get('bob')] }));
  });

  it('takes whole-percent thresholds only: a finer one is a 400 naming it, on every series route', async () => {
    for (const route of ['get_series_flows', 'get_series_moves', 'download_series_moves'])
      for (const threshold of [{ jaccard: 0.3000001 }, { share: 0.205 }]) {
        const refused = (
          await post(owner, `analyze/cluster/${route}`, { process_ids: [march, april], threshold }).expect(400)
        ).body;
        expect(refused.code).toBe('errors.bad_request');
        expect(JSON.stringify(refused)).toContain(Object.keys(threshold)[0]);
      }
    expect((await flowsOf([march, april], owner, { jaccard: 0.3, share: 0.07 })).rule).toEqual({
      jaccard: 0.3,
      share: 0.07,
    });
  });

  it('keeps the moved users downloads of many thresholds as on-demand downloads: the oldest go past the bound', async () => {
    const moveFiles = async () =>
      (await readdir(path.join(h.dataDir, 'objects', 'results', march), { recursive: true })).filter((f) =>
        String(f).includes('series-moves-'),
      );
    for (let percent = 1; percent <= ON_DEMAND_EXPORTS_PER_RUN + 12; percent++)
      await post(owner, 'analyze/cluster/download_series_moves', {
        process_ids: [march, april],
        threshold: { jaccard: percent / 100, share: 0.2 },
      }).expect(200);
    const kept = await moveFiles();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThanOrEqual(ON_DEMAND_EXPORTS_PER_RUN);
  }, 120_000);

  it('refuses a series naming one run twice', async () => {
    const res = await post(owner, 'analyze/cluster/get_series_flows', { process_ids: [march, march] }).expect(400);
    expect(res.body.code).toBe('errors.series_runs_repeated');
  });

  it('refuses a run the caller cannot view as not found, like a missing one', async () => {
    for (const route of ['get_series_flows', 'get_series_moves', 'download_series_moves']) {
      const theirs = await post(owner, `analyze/cluster/${route}`, { process_ids: [march, strangerRun] }).expect(404);
      expect(theirs.body.code).toBe('errors.not_found');
      const missing = await post(owner, `analyze/cluster/${route}`, { process_ids: [march, 'no-such-run'] }).expect(
        404,
      );
      expect(missing.body.code).toBe('errors.not_found');
    }
    const saving = await post(owner, 'series/save_series', { name: 'Mixed', process_ids: [march, strangerRun] }).expect(
      404,
    );
    expect(saving.body.code).toBe('errors.not_found');
    // An admin may view every run.
    await post(admin, 'analyze/cluster/get_series_flows', { process_ids: [march, strangerRun] }).expect(200);
  });

  it("carries each community's name and colour forward along its track when a series is saved", async () => {
    interface Community {
      cluster_id: number;
      name: string;
      color: string;
    }
    interface Flows {
      runs: Array<{ communities: Community[] }>;
      tracks: Array<{ name: string; color: string; cluster_ids: Array<number | null> }>;
    }
    const ids = [march, april, may];
    /** Every community whose stored name or colour is not its track's, as [run, cluster]. */
    const unlike = (data: Flows) =>
      data.tracks.flatMap((t) =>
        t.cluster_ids.flatMap((id, r) => {
          const c = data.runs[r].communities.find((x) => x.cluster_id === id);
          return c && (c.name !== t.name || c.color.toLowerCase() !== t.color.toLowerCase()) ? [[r, id]] : [];
        }),
      );
    const before = (await flowsOf(ids)) as Flows;
    // The April ramen group continues March's under its own keywords' name: not yet one identity.
    expect(unlike(before).length).toBeGreaterThan(0);
    const id = (await post(owner, 'series/save_series', { name: 'Carried', process_ids: ids }).expect(200)).body.data
      .series_id;
    const after = (await flowsOf(ids)) as Flows;
    expect(unlike(after)).toEqual([]);
    expect(after.tracks.map((t) => [t.name, t.color])).toEqual(before.tracks.map((t) => [t.name, t.color]));
    // The upload's own graph page (the community detail) names and colours it as the series does.
    for (const t of after.tracks)
      for (const [r, clusterId] of t.cluster_ids.entries()) {
        if (clusterId === null) continue;
        const detail = (
          await post(owner, 'analyze/cluster/get_cluster_detail', { process_id: ids[r], cluster_id: clusterId }).expect(
            200,
          )
        ).body.data;
        expect([detail.name, detail.color.toLowerCase()]).toEqual([t.name, t.color.toLowerCase()]);
      }
    await post(owner, 'series/delete_series', { series_id: id }).expect(200);
  });

  it('saves, lists, opens, renames and deletes a series, by the access rule', async () => {
    const noName = await post(owner, 'series/save_series', { name: '  ', process_ids: [march, april] }).expect(400);
    expect(noName.body.code).toBe('files.name_required');
    const saved = (
      await post(owner, 'series/save_series', { name: 'Spring', process_ids: [march, april, may] }).expect(200)
    ).body.data;
    expect(saved).toMatchObject({ name: 'Spring', process_ids: [march, april, may] });
    const id = saved.series_id;
    const listed = (await post(owner, 'series/list_series', {}).expect(200)).body.data.series;
    expect(listed.map((s: { series_id: string }) => s.series_id)).toEqual([id]);
    expect((await post(mate, 'series/list_series', {}).expect(200)).body.data.series).toEqual([]);

    // The mate sees the series only once they can view every project in it.
    const shareWithMate = (projectId: string) =>
      post(owner, 'process/share_project', { project_id: projectId, email: 'mate@example.com', role: 'viewer' }).expect(
        200,
      );
    await shareWithMate(projects[0]);
    await shareWithMate(projects[1]);
    expect((await post(mate, 'series/get_series', { series_id: id }).expect(404)).body.code).toBe('errors.not_found');
    await post(mate, 'analyze/cluster/get_series_flows', { process_ids: [march, april, may] }).expect(404);
    await shareWithMate(projects[2]);
    expect((await post(mate, 'series/get_series', { series_id: id }).expect(200)).body.data.series_id).toBe(id);
    await post(mate, 'analyze/cluster/get_series_flows', { process_ids: [march, april, may] }).expect(200);
    await post(admin, 'series/get_series', { series_id: id }).expect(200);
    await post(stranger, 'series/get_series', { series_id: id }).expect(404);

    // Only its creator (or an admin) renames or deletes it; others hear it does not exist.
    await post(mate, 'series/rename_series', { series_id: id, name: 'Mine' }).expect(404);
    await post(mate, 'series/delete_series', { series_id: id }).expect(404);
    const renamed = (await post(owner, 'series/rename_series', { series_id: id, name: 'Spring 2024' }).expect(200)).body
      .data;
    expect(renamed.name).toBe('Spring 2024');
    await post(admin, 'series/rename_series', { series_id: id, name: 'Spring (checked)' }).expect(200);
    await post(owner, 'series/delete_series', { series_id: id }).expect(200);
    await post(owner, 'series/get_series', { series_id: id }).expect(404);
    expect((await post(owner, 'series/list_series', {}).expect(200)).body.data.series).toEqual([]);
  });

  it('answers a missing series and one the caller may not open or change with the same 404', async () => {
    const id = (await post(owner, 'series/save_series', { name: 'Mine', process_ids: [march, april] }).expect(200)).body
      .data.series_id;
    const missing = (await post(stranger, 'series/get_series', { series_id: 'no-such-series' }).expect(404)).body;
    expect((await post(stranger, 'series/get_series', { series_id: id }).expect(404)).body).toEqual(missing);
    for (const [route, extra] of [
      ['rename_series', { name: 'Theirs' }],
      ['delete_series', {}],
    ] as const) {
      expect((await post(stranger, `series/${route}`, { series_id: id, ...extra }).expect(404)).body).toEqual(missing);
      expect((await post(stranger, `series/${route}`, { series_id: 'no-such', ...extra }).expect(404)).body).toEqual(
        missing,
      );
    }
    await post(owner, 'series/delete_series', { series_id: id }).expect(200);
  });

  it('lists the series a page at a time with the total', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 27; i++)
      ids.push(
        (await post(owner, 'series/save_series', { name: `S${i}`, process_ids: [march, april] }).expect(200)).body.data
          .series_id,
      );
    const first = (await post(owner, 'series/list_series', {}).expect(200)).body.data;
    expect(first.total).toBe(27);
    expect(first.series).toHaveLength(25);
    const second = (await post(owner, 'series/list_series', { page: 1, max_count: 25 }).expect(200)).body.data;
    expect(second.series).toHaveLength(2);
    expect(new Set([...first.series, ...second.series].map((d: { series_id: string }) => d.series_id))).toEqual(
      new Set(ids),
    );
    expect((await post(owner, 'series/list_series', { max_count: 7 }).expect(400)).body.code).toBe(
      'errors.bad_request',
    );
    for (const id of ids) await post(owner, 'series/delete_series', { series_id: id }).expect(200);
  });

  // Issue 58 item 4: saved before May's project is deleted (the next test), looked at after it.
  const kept: Record<string, string> = {};
  it("names the series a removal would change, with the runs each keeps; others' only counted", async () => {
    const save = async (token: string, name: string, ids: string[]) =>
      (await post(token, 'series/save_series', { name, process_ids: ids }).expect(200)).body.data.series_id as string;
    kept.three = await save(owner, 'Three months', [march, april, may]);
    kept.pair = await save(owner, 'April and May', [april, may]);
    kept.mates = await save(mate, "Mate's pair", [march, may]);
    const asked = (await post(owner, 'series/list_run_series', { process_ids: [may] }).expect(200)).body.data;
    expect(asked.others).toBe(1);
    expect(
      asked.series.map((s: { name: string; runs: number; runs_left: number }) => [s.name, s.runs, s.runs_left]),
    ).toEqual(
      expect.arrayContaining([
        ['Three months', 3, 2],
        ['April and May', 2, 1],
      ]),
    );
    expect(asked.series).toHaveLength(2);
    // An admin is told every series by name; a run the caller cannot view is not found.
    expect((await post(admin, 'series/list_run_series', { process_ids: [may] }).expect(200)).body.data.others).toBe(0);
    expect((await post(stranger, 'series/list_run_series', { process_ids: [may] }).expect(404)).body.code).toBe(
      'errors.not_found',
    );
    expect(
      (await post(owner, 'series/list_run_series', { process_ids: [march, 'no-such-run'] }).expect(404)).body.code,
    ).toBe('errors.not_found');
  });

  it("removes with a deleted project's run every kept moved users download that names it", async () => {
    const seriesFiles = async () => {
      const found: string[] = [];
      for (const run of [march, april])
        for (const f of await readdir(path.join(h.dataDir, 'objects', 'results', run), { recursive: true }))
          if (String(f).includes('series-moves-')) found.push(path.join(run, String(f)));
      return found;
    };
    // The files each download naming May made (kept by its first run, March or April).
    const naming: string[] = [];
    for (const ids of [
      [march, may],
      [april, may],
      [march, april, may],
    ]) {
      const before = await seriesFiles();
      // Thresholds no other test asks: each download is a new file.
      await post(owner, 'analyze/cluster/download_series_moves', {
        process_ids: ids,
        threshold: { jaccard: 0.77, share: 0.66 },
      }).expect(200);
      naming.push(...(await seriesFiles()).filter((f) => !before.includes(f)));
    }
    expect(naming).toHaveLength(3);
    await post(owner, 'process/delete_csv', { project_id: projects[2] }).expect(200);
    const left = async () => (await seriesFiles()).filter((f) => naming.includes(f));
    const deadline = Date.now() + 20_000;
    while ((await left()).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await left()).toEqual([]);
    // The others' downloads are made again when asked.
    await post(owner, 'analyze/cluster/download_series_moves', { process_ids: [march, april] }).expect(200);
  });

  it("says which upload left each series; one left with fewer than two runs stays, its creator's only", async () => {
    const three = (await post(owner, 'series/get_series', { series_id: kept.three }).expect(200)).body.data;
    expect(three.process_ids).toEqual([march, april]);
    expect(three.removed_runs).toEqual([
      {
        process_id: may,
        project_name: 'May',
        k: 4,
        owner_name: expect.any(String),
        uploaded_at: expect.any(String),
        removed_at: expect.any(String),
      },
    ]);
    expect(three.removed_runs[0].owner_name).not.toBe('');
    // The mate, who views every run left, opens it and reads the same.
    expect(
      (await post(mate, 'series/get_series', { series_id: kept.three }).expect(200)).body.data.removed_runs,
    ).toEqual(three.removed_runs);
    const pair = (await post(owner, 'series/get_series', { series_id: kept.pair }).expect(200)).body.data;
    expect(pair.process_ids).toEqual([april]);
    expect(pair.removed_runs.map((r: { project_name: string }) => r.project_name)).toEqual(['May']);
    const listed = (await post(owner, 'series/list_series', {}).expect(200)).body.data.series;
    expect(listed.map((s: { series_id: string }) => s.series_id)).toEqual(
      expect.arrayContaining([kept.three, kept.pair]),
    );
    // A series of fewer than two runs is its creator's (and an admin's) only.
    await post(mate, 'series/get_series', { series_id: kept.pair }).expect(404);
    await post(admin, 'series/get_series', { series_id: kept.pair }).expect(200);
    expect(
      (await post(mate, 'series/get_series', { series_id: kept.mates }).expect(200)).body.data.process_ids,
    ).toEqual([march]);
    for (const id of [kept.three, kept.pair]) await post(owner, 'series/delete_series', { series_id: id }).expect(200);
    await post(mate, 'series/delete_series', { series_id: kept.mates }).expect(200);
  });

  it('renames a tracked community in every run or in none, naming the runs the caller may not edit', async () => {
    // The stranger views March (shared to view only) and owns their own run.
    await post(owner, 'process/share_project', {
      project_id: projects[0],
      email: 'stranger@example.com',
      role: 'viewer',
    }).expect(200);
    const nameOf = async (token: string, processId: string) =>
      (await post(token, 'analyze/cluster/get_cluster_detail', { process_id: processId, cluster_id: 1 }).expect(200))
        .body.data.name as string;
    const theirs = await nameOf(stranger, strangerRun);
    const marchName = await nameOf(owner, march);
    const both = [
      { process_id: strangerRun, cluster_id: 1 },
      { process_id: march, cluster_id: 1 },
    ];
    const refused = (await post(stranger, 'series/rename_track', { name: 'Everyone', communities: both }).expect(403))
      .body;
    expect(refused).toMatchObject({ code: 'errors.series_rename_refused', params: { refused: '1' } });
    // Nothing renamed: not the run they may edit, listed first, either.
    expect(await nameOf(stranger, strangerRun)).toBe(theirs);
    expect(await nameOf(owner, march)).toBe(marchName);
    // A name refused by the name rule renames nothing either.
    const blank = await post(owner, 'series/rename_track', {
      name: ' ',
      communities: [{ process_id: march, cluster_id: 1 }],
    }).expect(400);
    expect(blank.body.code).toBe('errors.cluster_name_required');
    // A run the caller cannot view is not found, as everywhere in a series.
    await post(stranger, 'series/rename_track', {
      name: 'X',
      communities: [{ process_id: april, cluster_id: 1 }],
    }).expect(404);
    await post(owner, 'series/rename_track', {
      name: 'Ramen lovers',
      communities: [
        { process_id: march, cluster_id: 1 },
        { process_id: april, cluster_id: 2 },
      ],
    }).expect(200);
    expect(await nameOf(owner, march)).toBe('Ramen lovers');
    expect(
      (await post(owner, 'analyze/cluster/get_cluster_detail', { process_id: april, cluster_id: 2 }).expect(200)).body
        .data.name,
    ).toBe('Ramen lovers');
  });
});
