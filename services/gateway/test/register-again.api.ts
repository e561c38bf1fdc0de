import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startHarness, waitForProject, type Harness } from './kizuna-harness.js';
import { twoGroupsCsv } from './two-run-project.js';

interface ListedRun {
  process_id: string;
  total_cluster: number;
  started: boolean;
}

/**
 * Previous at step 3, then Next: the same upload registered again updates the project the first
 * registration made (issue 26 item 2), until the project is started.
 */
describe('register_analyze again for the same upload', () => {
  let h: Harness;
  let owner: string;
  let stranger: string;
  let uploadKey: string;
  let projectId: string;
  const call = (route: string, token: string, body: object) =>
    request(h.http).post(`/api/v1/process/${route}`).set('X-Auth-Token', token).send(body);
  const upload = async (token: string, name: string) => {
    const file = path.join(h.dataDir, name);
    // A fourth column, so a second mapping can add it as an extra column.
    const [header, ...rows] = twoGroupsCsv().trim().split('\n');
    await writeFile(file, [`${header},lang`, ...rows.map((r) => `${r},ja`)].join('\n') + '\n');
    const up = await request(h.http)
      .post('/api/v1/process/upload_csv')
      .set('X-Auth-Token', token)
      .attach('file', file, { contentType: 'text/csv' })
      .expect(200);
    return up.body.UploadResult.path_s3 as string;
  };
  const mapping = { colindex_screen_name: 0, colindex_tweet_text: 1, colindex_tweet_date: 2 };
  /** The datasets whose clean posts are stored, wherever the object store keeps them. */
  const storedDatasets = async () =>
    new Set(
      (await readdir(h.dataDir, { recursive: true }))
        .map((f) => /datasets[\\/]([^\\/]+)[\\/]posts\.ndjson$/.exec(f)?.[1])
        .filter(Boolean),
    );

  beforeAll(async () => {
    h = await startHarness();
    owner = await h.approvedUser('again@example.com');
    stranger = await h.approvedUser('someone-else@example.com');
    uploadKey = await upload(owner, 'again.csv');
    const first = await call('register_analyze', owner, {
      ...mapping,
      list_cluster_count: '2,12',
      project_name: 'First try',
      path_s3: uploadKey,
    }).expect(200);
    projectId = first.body.RegisterResult.project_id;
    expect(projectId).not.toBe('');
  }, 180_000);
  afterAll(async () => {
    await h.close();
  });

  it('updates the same project with the new name, k, mapping and interactions, and removes the old dataset', async () => {
    const datasetsBefore = await storedDatasets();
    expect(datasetsBefore.size).toBe(1);
    const again = await call('register_analyze', owner, {
      ...mapping,
      opt1_col_index: 3,
      list_cluster_count: '3',
      project_name: 'Second try',
      relations: 'retweet,mention',
      path_s3: uploadKey,
      project_id: projectId,
    }).expect(200);
    expect(again.body.RegisterResult).toMatchObject({ project_id: projectId, rows_valid: 10 });
    expect((again.body.RegisterResult.ProcessResult as ListedRun[]).map((r) => r.total_cluster)).toEqual([3]);

    const listed = (await call('list_data', owner, {}).expect(200)).body;
    expect(listed.stats.count_total).toBe(1);
    const got = (await call('get_project', owner, { project_id: projectId }).expect(200)).body;
    expect(got.project).toMatchObject({ project_name: 'Second try', relations: ['retweet', 'mention'], status: 0 });
    expect((got.ProcessResult as ListedRun[]).map((r) => [r.total_cluster, r.started])).toEqual([[3, false]]);
    const raw = (await call('get_rawdata', owner, { project_id: projectId }).expect(200)).body;
    expect(raw.HeaderResult.options).toEqual(['lang']);

    const datasetsAfter = await storedDatasets();
    expect(datasetsAfter.size).toBe(1);
    expect([...datasetsAfter][0]).not.toBe([...datasetsBefore][0]);
  });

  it("refuses a stranger re-registering someone's project with their own upload, and changes nothing", async () => {
    const theirs = await upload(stranger, 'theirs.csv');
    const res = await call('register_analyze', stranger, {
      ...mapping,
      list_cluster_count: '4',
      project_name: 'Taken over',
      path_s3: theirs,
      project_id: projectId,
    }).expect(404);
    expect(res.body.code).toBe('errors.not_found');
    const got = (await call('get_project', owner, { project_id: projectId }).expect(200)).body;
    expect(got.project.project_name).toBe('Second try');
    expect((got.ProcessResult as ListedRun[]).map((r) => r.total_cluster)).toEqual([3]);
    expect((await call('list_data', stranger, {}).expect(200)).body.stats.count_total).toBe(0);
  });

  it('refuses to re-register once the project was started, and then no longer keeps the upload', async () => {
    const runs = (await call('get_project', owner, { project_id: projectId }).expect(200)).body
      .ProcessResult as ListedRun[];
    await call('analyze_start', owner, { list_process_id: runs.map((r) => r.process_id).join(',') }).expect(200);
    const res = await call('register_analyze', owner, {
      ...mapping,
      list_cluster_count: '5',
      project_name: 'Too late',
      path_s3: uploadKey,
      project_id: projectId,
    }).expect(409);
    expect(res.body.code).toBe('errors.already_started');
    const project = await waitForProject(h.http, owner, projectId);
    expect(project).toMatchObject({ project_name: 'Second try', status: 2 });
    // Started: the raw upload goes (ingest hears analysis.requested.v1 on its own, so wait for
    // it), the clean posts stay the project's data.
    for (let i = 0; i < 200 && (await h.kizuna.runtime.objects.list('uploads/')).includes(uploadKey); i++)
      await new Promise((r) => setTimeout(r, 50));
    const fresh = await call('register_analyze', owner, {
      ...mapping,
      list_cluster_count: '2',
      project_name: 'From the same upload',
      path_s3: uploadKey,
    }).expect(400);
    expect(fresh.body.code).toBe('errors.upload_missing');
    expect((await storedDatasets()).size).toBe(1);
  }, 120_000);

  it('deletes the first upload when another file is registered into the project (a file chosen again)', async () => {
    const firstFile = await upload(owner, 'first-file.csv');
    const body = { ...mapping, list_cluster_count: '3', project_name: 'Chosen again' };
    const made = (await call('register_analyze', owner, { ...body, path_s3: firstFile }).expect(200)).body
      .RegisterResult.project_id as string;
    const secondFile = await upload(owner, 'second-file.csv');
    const again = await call('register_analyze', owner, { ...body, path_s3: secondFile, project_id: made }).expect(200);
    expect(again.body.RegisterResult.project_id).toBe(made);
    const uploads = await h.kizuna.runtime.objects.list('uploads/');
    expect(uploads).toContain(secondFile);
    expect(uploads).not.toContain(firstFile);
  });

  it('lets exactly one of a Start and a re-register at the same moment through, and leaves the project whole', async () => {
    const file = await upload(owner, 'race.csv');
    const body = { ...mapping, project_name: 'Race', path_s3: file };
    const first = (await call('register_analyze', owner, { ...body, list_cluster_count: '3' }).expect(200)).body
      .RegisterResult;
    const [start, again] = await Promise.all([
      call('analyze_start', owner, { list_process_id: first.ProcessResult[0].process_id }),
      call('register_analyze', owner, { ...body, list_cluster_count: '6', project_id: first.project_id }),
    ]);
    expect([start.status, again.status].filter((s) => s === 200)).toHaveLength(1);
    const runs = (await call('get_project', owner, { project_id: first.project_id }).expect(200)).body
      .ProcessResult as ListedRun[];
    if (start.status === 200) {
      expect(again.body.code).toBe('errors.already_started');
      expect(runs.map((r) => [r.total_cluster, r.started])).toEqual([[3, true]]);
      await waitForProject(h.http, owner, first.project_id);
    } else {
      expect(runs.map((r) => [r.total_cluster, r.started])).toEqual([[6, false]]);
    }
  }, 60_000);

  it('refuses an unknown project id and a project id without a token', async () => {
    const another = await upload(owner, 'another.csv');
    const body = { ...mapping, list_cluster_count: '2', project_name: 'Nowhere', path_s3: another };
    expect(
      (await call('register_analyze', owner, { ...body, project_id: 'no-such-project' }).expect(404)).body.code,
    ).toBe('errors.not_found');
    await request(h.http)
      .post('/api/v1/process/register_analyze')
      .send({ ...body, project_id: projectId })
      .expect(401);
  });
});
