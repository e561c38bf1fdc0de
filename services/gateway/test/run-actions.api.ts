import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, startHarness, waitForProject, type Harness } from './kizuna-harness.js';
import { registerTwoRunProject } from './two-run-project.js';

interface ListedRun {
  process_id: string;
  total_cluster: number;
  status: number;
  started: boolean;
  failure_code: string;
  failure_reason: string;
  failure_message: string;
}

describe('retry_run and delete_run: each run of a project on its own', () => {
  let h: Harness;
  let owner: string;
  let stranger: string;
  let admin: string;
  let projectId: string;
  let processIds: string[];
  let done: ListedRun;
  let failed: ListedRun;
  const call = (path: string, token: string, body: object) =>
    request(h.http).post(`/api/v1/process/${path}`).set('X-Auth-Token', token).send(body);
  const graph = (token: string, processId: string) =>
    request(h.http)
      .post('/api/v1/analyze/cluster/get_graph')
      .set('X-Auth-Token', token)
      .send({ process_id: processId });
  const runs = async () =>
    (await call('get_project', owner, { project_id: projectId }).expect(200)).body.ProcessResult as ListedRun[];
  // The project reads failed as soon as one run fails, while the other may still be analysed (on a
  // loaded machine the k = 12 run fails first): wait until no run is waiting or processing.
  const settledRuns = async (): Promise<ListedRun[]> => {
    await waitForProject(h.http, owner, projectId);
    for (;;) {
      const now = await runs();
      if (now.every((run) => run.status === 2 || run.status === -1)) return now;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.approvedUser('owner@example.com');
    stranger = await h.approvedUser('stranger@example.com');
    admin = await h.login(ADMIN);
    ({ projectId, processIds } = await registerTwoRunProject(h.http, owner, h.dataDir));
  }, 180_000);
  afterAll(async () => {
    await h.close();
  });

  it('starts the runs once when Start is pressed twice at once, and says so to the second', async () => {
    const list = { list_process_id: processIds.join(',') };
    const [first, second] = await Promise.all([call('analyze_start', owner, list), call('analyze_start', owner, list)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.status === 409)?.body.code).toBe('errors.already_started');
    [done, failed] = await settledRuns();
  }, 120_000);

  it('keeps the done run usable beside the failed one, which says why it failed', async () => {
    expect(done).toMatchObject({ total_cluster: 2, status: 2 });
    expect(failed).toMatchObject({
      total_cluster: 12,
      status: -1,
      failure_code: 'us1016',
      failure_reason: 'too_few_users',
    });
    expect(failed.failure_message).toMatch(/cannot form 12 communities/);
    // The project's own status stays the spec's value: a failed run makes it failed.
    const project = (await call('get_project', owner, { project_id: projectId }).expect(200)).body.project;
    expect(project).toMatchObject({ status: -1, status_text: 'failed' });
    await graph(owner, done.process_id).expect(200);
  });

  it('refuses a stranger, no token, an unknown run and a missing id, and changes nothing', async () => {
    for (const path of ['retry_run', 'delete_run']) {
      expect((await call(path, stranger, { process_id: failed.process_id }).expect(404)).body.code).toBe(
        'errors.not_found',
      );
      await request(h.http).post(`/api/v1/process/${path}`).send({ process_id: failed.process_id }).expect(401);
      expect((await call(path, owner, { process_id: 'no-such-run' }).expect(404)).body.code).toBe('errors.not_found');
      expect((await call(path, owner, {}).expect(400)).body).toMatchObject({
        code: 'errors.bad_request',
        params: { field: 'process_id' },
      });
    }
    expect(await runs()).toEqual([done, failed]);
  });

  it('refuses to retry a run that did not fail', async () => {
    const res = await call('retry_run', owner, { process_id: done.process_id }).expect(409);
    expect(res.body.code).toBe('errors.run_not_failed');
  });

  it('retries the failed run once when Retry is pressed twice at once', async () => {
    const [first, second] = await Promise.all([
      call('retry_run', owner, { process_id: failed.process_id }),
      call('retry_run', owner, { process_id: failed.process_id }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.status === 409)?.body.code).toBe('errors.run_busy');
    const retried = ([first, second].find((r) => r.status === 200)?.body.ProcessResult as ListedRun[]).find(
      (r) => r.process_id === failed.process_id,
    );
    // Requested again: waiting, or already being analysed.
    expect(retried).toMatchObject({ started: true, failure_code: '', failure_reason: '' });
    expect([0, 1]).toContain(retried?.status);
    // The data has not changed, so the retried run fails again, for the same reason.
    expect((await settledRuns())[1]).toMatchObject({ status: -1, failure_reason: 'too_few_users' });
  }, 120_000);

  it('lets an admin remove the failed run: the done one stays, with its graph, and the project is done', async () => {
    const res = await call('delete_run', admin, { process_id: failed.process_id }).expect(200);
    expect((res.body.ProcessResult as ListedRun[]).map((r) => r.process_id)).toEqual([done.process_id]);
    const project = (await call('get_project', owner, { project_id: projectId }).expect(200)).body.project;
    expect(project).toMatchObject({ status: 2, status_text: 'done' });
    await graph(owner, failed.process_id).expect(404);
    await graph(owner, done.process_id).expect(200);
  });

  it("refuses to remove a project's last run", async () => {
    const res = await call('delete_run', owner, { process_id: done.process_id }).expect(409);
    expect(res.body.code).toBe('errors.last_run');
    expect((await runs()).map((r) => r.process_id)).toEqual([done.process_id]);
  });
});
