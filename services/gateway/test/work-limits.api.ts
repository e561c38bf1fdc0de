import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, startHarness, type Harness } from './kizuna-harness.js';
import { relationsCsv } from './relations-data.js';
import { sharedProject } from './shared-project.js';

/**
 * Per-user limits of the routes that compute or write (issue 46): a rate and a number in flight,
 * per user and group; 429 with Retry-After and a message the SPA translates; admins counted too.
 */
describe('work limits per user', () => {
  let h: Harness;
  let owner: string;
  let colleague: string;
  let admin: string;
  let run: string;
  const ask = (token: string) =>
    request(h.http).post('/api/v1/analyze/cluster/get_cluster_detail').set('X-Auth-Token', token);

  beforeAll(async () => {
    h = await startHarness({ WORK_LIMITS: 'question=5/16,download=100/1,upload=10/2' });
    admin = await h.login(ADMIN);
    let runs: Map<number, string>;
    ({ owner, colleague, runs } = await sharedProject(h, { name: 'Limited', csv: relationsCsv(), ks: [2] }));
    run = runs.get(2)!;
  }, 240_000);
  afterAll(async () => {
    await h.close();
  });

  it('refuses the request past the rate with 429, Retry-After and the limit, per user', async () => {
    for (let i = 0; i < 5; i++) await ask(colleague).send({ process_id: run, cluster_id: 1 }).expect(200);
    const refused = await ask(colleague).send({ process_id: run, cluster_id: 1 }).expect(429);
    expect(refused.body).toMatchObject({ code: 'errors.work_rate_limited', params: { limit: '5' } });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(Number(refused.body.params.seconds)).toBe(wait);
    // Another user's count is their own.
    await ask(owner).send({ process_id: run, cluster_id: 1 }).expect(200);
    // A minute later the colleague may ask again.
    h.clock.advance(61_000);
    await ask(colleague).send({ process_id: run, cluster_id: 1 }).expect(200);
  });

  it('counts an admin like everyone', async () => {
    h.clock.advance(61_000);
    for (let i = 0; i < 5; i++) await ask(admin).send({ process_id: run, cluster_id: 1 }).expect(200);
    expect((await ask(admin).send({ process_id: run, cluster_id: 1 }).expect(429)).body.code).toBe(
      'errors.work_rate_limited',
    );
  });

  it('lets one download at a time run per user: those arriving meanwhile hear 429 errors.work_in_flight', async () => {
    const download = () =>
      request(h.http)
        .post('/api/v1/analyze/cluster/download_gexf')
        .set('X-Auth-Token', colleague)
        .send({ process_id: run });
    const answers = await Promise.all(Array.from({ length: 6 }, download));
    const statuses = answers.map((a) => a.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body.code).toBe('errors.work_in_flight');
      expect(refused.headers['retry-after']).toBe('1');
    }
    // Once they are done, the place is free again.
    await download().expect(200);
  });

  it('counts a stranger probing for projects like any question, after refusing the unauthenticated', async () => {
    h.clock.advance(61_000);
    for (let i = 0; i < 10; i++)
      await request(h.http).post('/api/v1/analyze/cluster/get_cluster_detail').send({ process_id: run }).expect(401);
    const stranger = await h.approvedUser('stranger@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      // The third probe names the colleagues' real run, which the stranger may not view.
      statuses.push((await ask(stranger).send({ process_id: i === 2 ? run : `probe-${i}`, cluster_id: 1 })).status);
    // A run the stranger cannot see is one 404, whether it exists or not.
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('counts the series and label lists and an opened series as questions', async () => {
    for (const [route, body] of [
      ['series/list_series', {}],
      ['series/get_series', { series_id: 'no-such-series' }],
      ['labels/list_labels', {}],
    ] as const) {
      h.clock.advance(61_000);
      const call = () => request(h.http).post(`/api/v1/${route}`).set('X-Auth-Token', owner).send(body);
      for (let i = 0; i < 5; i++) expect((await call()).status).not.toBe(429);
      expect((await call().expect(429)).body.code).toBe('errors.work_rate_limited');
    }
  });
});
