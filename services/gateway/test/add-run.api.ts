import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, startHarness, waitForProject, type Harness } from './kizuna-harness.js';
import { startExplorerProject } from './explorer-data.js';

describe('add_run: another k from the graph page, without uploading again', () => {
  let h: Harness;
  let owner: string;
  let stranger: string;
  let admin: string;
  let projectId: string;
  const addRun = (token: string, body: object) =>
    request(h.http).post('/api/v1/process/add_run').set('X-Auth-Token', token).send(body);

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.approvedUser('owner@example.com');
    stranger = await h.approvedUser('stranger@example.com');
    admin = await h.login(ADMIN);
    ({ projectId } = await startExplorerProject(h.http, owner, h.dataDir));
    expect((await waitForProject(h.http, owner, projectId)).status).toBe(2);
  }, 180_000);
  afterAll(async () => {
    await h.close();
  });

  it('adds a run for the owner, analyses it on the same dataset, and its graph has k communities', async () => {
    const res = await addRun(owner, { project_id: projectId, k: 2 }).expect(200);
    expect(res.body.status).toBe('success');
    const runs = res.body.ProcessResult as Array<{ process_id: string; total_cluster: number; started: boolean }>;
    expect(runs.map((r) => r.total_cluster)).toEqual([2, 3]);
    expect(runs.find((r) => r.process_id === res.body.process_id)).toMatchObject({ total_cluster: 2, started: true });
    const project = await waitForProject(h.http, owner, projectId);
    expect(project.status).toBe(2);
    const graph = await request(h.http)
      .post('/api/v1/analyze/cluster/get_graph')
      .set('X-Auth-Token', owner)
      .send({ process_id: res.body.process_id })
      .expect(200);
    const communities = (graph.body.data.nodes as Array<{ type: string }>).filter((n) => n.type === 'community');
    expect(communities).toHaveLength(2);
  }, 120_000);

  it('lets an admin add a run to anyone’s project', async () => {
    const res = await addRun(admin, { project_id: projectId, k: 4 }).expect(200);
    expect((res.body.ProcessResult as Array<{ total_cluster: number }>).map((r) => r.total_cluster)).toEqual([2, 3, 4]);
    expect((await waitForProject(h.http, owner, projectId)).status).toBe(2);
  }, 120_000);

  it('refuses a stranger with 404 and adds nothing', async () => {
    const res = await addRun(stranger, { project_id: projectId, k: 5 }).expect(404);
    expect(res.body.code).toBe('errors.not_found');
    const project = await request(h.http)
      .post('/api/v1/process/get_project')
      .set('X-Auth-Token', owner)
      .send({ project_id: projectId })
      .expect(200);
    expect((project.body.ProcessResult as Array<{ total_cluster: number }>).map((r) => r.total_cluster)).toEqual([
      2, 3, 4,
    ]);
  });

  it('refuses a k the project already has with 409 errors.run_exists naming it', async () => {
    const res = await addRun(owner, { project_id: projectId, k: 3 }).expect(409);
    expect(res.body).toMatchObject({ code: 'errors.run_exists', params: { k: '3' } });
  });

  it('refuses a k outside 1–12 or not a whole number, and an unknown project', async () => {
    for (const k of [0, 13, -1])
      expect((await addRun(owner, { project_id: projectId, k }).expect(400)).body.code).toBe('errors.invalid_k');
    expect((await addRun(owner, { project_id: projectId, k: 'seven' }).expect(400)).body).toMatchObject({
      code: 'errors.bad_request',
      params: { field: 'k' },
    });
    expect((await addRun(owner, { project_id: projectId }).expect(400)).body.code).toBe('errors.bad_request');
    await addRun(owner, { project_id: 'no-such-project', k: 5 }).expect(404);
  });
});
