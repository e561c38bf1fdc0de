import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { CommunityMember } from '@kizuna/http-api';
import { ADMIN, startHarness, type Harness } from './kizuna-harness.js';
import { relationsCsv } from './relations-data.js';
import { sharedProject } from './shared-project.js';

interface Members {
  nodes: CommunityMember[];
  total: number;
}

/**
 * The member list filtered by account label (issue 48): get_cluster_members with only_labelled or
 * label_id answers the real member rows (statistics, sort, paging, search, window, community) of
 * the accounts carrying a label of the caller's team, and counts only them.
 */
describe('member list filtered by account label (issue 48)', () => {
  let h: Harness;
  let admin: string;
  let owner: string;
  let viewer: string;
  let stranger: string;
  let processId: string;
  let critic: string;
  let bot: string;
  let unused: string;
  let fan: string;
  /** Every member of the run, unfiltered, most central first. */
  let everyone: CommunityMember[];
  const post = (token: string, route: string, body: object) =>
    request(h.http).post(`/api/v1/${route}`).set('X-Auth-Token', token).send(body);
  const ask = (token: string, body: object = {}) =>
    post(token, 'analyze/cluster/get_cluster_members', { process_id: processId, max_count: 500, ...body });
  const members = async (token: string, body: object = {}) => (await ask(token, body).expect(200)).body.data as Members;
  const ids = (m: Members) => m.nodes.map((n) => n.node_id);
  const label = async (token: string, name: string, accounts: string[], company_code?: string) => {
    const made = await post(token, 'labels/create_label', { name, color: '#e6194b', company_code }).expect(200);
    const id = made.body.data.label_id as string;
    await post(token, 'labels/assign_label', { label_id: id, accounts, company_code }).expect(200);
    return id;
  };

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.login(ADMIN);
    const shared = await sharedProject(h, { name: 'Labelled members', csv: relationsCsv(), ks: [3] });
    processId = shared.runs.get(3)!;
    await h.approvedUser('stranger@example.com');
    // The owner's team is A-1, the viewer's B-2; the stranger shares the owner's team, not the project.
    await h.setCompanyCode('owner@example.com', 'A-1');
    await h.setCompanyCode('colleague@example.com', 'B-2');
    await h.setCompanyCode('stranger@example.com', 'A-1');
    // Changing labels is a right an admin grants (issue 55): the owner has it.
    await h.setLabelEditor('owner@example.com');
    // Signed in again after the codes are set: the gateway caches an account a few seconds per session.
    owner = await h.login('owner@example.com');
    viewer = await h.login('colleague@example.com');
    stranger = await h.login('stranger@example.com');
    critic = await label(owner, 'Critic', ['@Alice', 'ballfan2', 'DAVE', 'not-in-this-run']);
    bot = await label(owner, 'Bot', ['ballfan2', 'votefan3']);
    unused = await label(owner, 'Unused', ['not-in-this-run']);
    // Team B-2 has its own label: a viewer may not make one, an admin may for any team.
    fan = await label(admin, 'Fan', ['ramenfan1'], 'B-2');
    everyone = (await members(owner)).nodes;
  }, 240_000);
  afterAll(async () => {
    await h.close();
  });

  /** The unfiltered rows of these accounts, in the unfiltered order: what a filtered answer must be. */
  const rowsOf = (rows: readonly CommunityMember[], accounts: readonly string[]) =>
    rows.filter((m) => accounts.includes(m.node_id));

  it("answers only the team's labelled members, with their statistics, counting only them", async () => {
    const labelled = await members(owner, { only_labelled: true });
    expect(labelled.total).toBe(4);
    // Each row is the member's own row of the whole list: statistics, order and all.
    expect(labelled.nodes).toEqual(rowsOf(everyone, ['alice', 'ballfan2', 'dave', 'votefan3']));
    expect(labelled.nodes.find((m) => m.node_id === 'alice')?.get_retweeted).toBeGreaterThan(0);
    expect(labelled.nodes.every((m) => m.pagerank > 0 && m.degree > 0)).toBe(true);
    expect(everyone.length).toBeGreaterThan(20);
  });

  it('sorts, pages, searches and keeps the window and the community within the filter', async () => {
    const byName = await members(owner, {
      only_labelled: true,
      sort_key: 'tweet_user_screen_name',
      is_ascending: true,
      max_count: 2,
      page: 1,
    });
    expect([ids(byName), byName.total]).toEqual([['dave', 'votefan3'], 4]);
    const found = await members(owner, { only_labelled: true, search: 'fan' });
    expect([found.nodes, found.total]).toEqual([rowsOf(everyone, ['ballfan2', 'votefan3']), 2]);

    // The first minutes: alice's post, before any fan's.
    const alice = everyone.find((m) => m.node_id === 'alice')!;
    const window = { date_start: alice.start_date, date_end: alice.end_date };
    const inWindow = await members(owner, window);
    const labelledInWindow = await members(owner, { ...window, only_labelled: true });
    expect(labelledInWindow.nodes).toEqual(rowsOf(inWindow.nodes, ['alice', 'ballfan2', 'dave', 'votefan3']));
    expect(ids(labelledInWindow)).toContain('alice');
    expect(labelledInWindow.total).toBeLessThan(4);

    const community = alice.cluster_id!;
    const all = await members(owner, { cluster_id: community });
    const labelledThere = await members(owner, { cluster_id: community, only_labelled: true });
    expect(labelledThere.nodes).toEqual(rowsOf(all.nodes, ['alice', 'ballfan2', 'dave', 'votefan3']));
    expect(labelledThere.total).toBe(labelledThere.nodes.length);
    expect(labelledThere.total).toBeLessThan(4);
  });

  it('narrows to one label with label_id (only_labelled or not)', async () => {
    for (const only_labelled of [true, false]) {
      const bots = await members(owner, { label_id: bot, only_labelled });
      expect([bots.nodes, bots.total]).toEqual([rowsOf(everyone, ['ballfan2', 'votefan3']), 2]);
    }
    expect((await members(owner, { label_id: critic })).total).toBe(3);
  });

  it('answers no member when none is labelled, the whole list without the filter', async () => {
    expect(await members(owner, { label_id: unused })).toEqual({ nodes: [], total: 0 });
    // The admin's own team has no labels.
    expect(await members(admin, { only_labelled: true })).toEqual({ nodes: [], total: 0 });
    expect((await members(owner, { only_labelled: false })).total).toBe(everyone.length);
  });

  it("filters a viewer's list by the viewer's team's labels, never the owner's", async () => {
    const theirs = await members(viewer, { only_labelled: true });
    expect([theirs.nodes, theirs.total]).toEqual([rowsOf(everyone, ['ramenfan1']), 1]);
    expect((await members(viewer, { label_id: fan })).total).toBe(1);
    // The owner's label names no account for another team.
    expect(await members(viewer, { label_id: critic })).toEqual({ nodes: [], total: 0 });
    expect((await members(viewer)).total).toBe(everyone.length);
    // An admin reads either team's by naming it.
    expect((await members(admin, { only_labelled: true, company_code: 'A-1' })).total).toBe(4);
    expect(ids(await members(admin, { only_labelled: true, company_code: 'B-2' }))).toEqual(['ramenfan1']);
  });

  it("refuses a stranger the run as not found, and another team's code to anyone but an admin", async () => {
    for (const body of [{}, { only_labelled: true }, { label_id: critic }])
      expect((await ask(stranger, body).expect(404)).body.code).toBe('errors.not_found');
    for (const [token, code] of [
      [viewer, 'A-1'],
      [owner, 'B-2'],
    ] as const)
      expect((await ask(token, { only_labelled: true, company_code: code }).expect(403)).body.code).toBe(
        'errors.other_team',
      );
    expect((await members(owner, { only_labelled: true, company_code: 'A-1' })).total).toBe(4);
  });
});
