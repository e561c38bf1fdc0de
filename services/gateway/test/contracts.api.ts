import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { protobufCodec, Topic } from '@kizuna/proto';
import { AccessAction, PROJECT_NAME_MAX, projectNameProblem, SecurityEventKind } from '@kizuna/proto/rules';
import { BusClient, InProcessClient } from '@kizuna/platform/bus';
import { ADMIN, startHarness, waitForProject, type Harness } from './kizuna-harness.js';

/**
 * A small corpus with three retweet circles (ten users each, around one author each), so an
 * analysis finishes in a moment: enough for the messages a run start and a result view emit.
 */
function threeCircles(): Buffer {
  const lines = ['created_at,screen_name,text'];
  const topics = ['football match tonight', 'new phone release', 'rainy season garden'];
  topics.forEach((topic, c) => {
    const hub = `hub${c}`;
    for (let i = 0; i < 12; i++) lines.push(`2016-11-2${c} 10:${String(i).padStart(2, '0')}:00,${hub},"${topic} ${i}"`);
    for (let u = 0; u < 10; u++)
      for (let i = 0; i < 3; i++)
        lines.push(
          `2016-11-2${c} 11:${String(u * 3 + i).padStart(2, '0')}:00,fan${c}_${u},"RT @${hub}: ${topic} ${i}"`,
        );
  });
  return Buffer.from(lines.join('\n') + '\n');
}

const MAPPING = { colindex_tweet_date: 0, colindex_screen_name: 1, colindex_tweet_text: 2 };

interface Registered {
  project_id: string;
  ProcessResult: Array<{ process_id: string; total_cluster: number }>;
}

async function upload(h: Harness, token: string): Promise<string> {
  const up = await request(h.http)
    .post('/api/v1/process/upload_csv')
    .set('X-Auth-Token', token)
    .attach('file', threeCircles(), { filename: 'circles.csv', contentType: 'text/csv' })
    .expect(200);
  return up.body.UploadResult.path_s3 as string;
}

async function register(h: Harness, token: string, ks: string, name: string) {
  const path = await upload(h, token);
  return request(h.http)
    .post('/api/v1/process/register_analyze')
    .set('X-Auth-Token', token)
    .send({ list_cluster_count: ks, project_name: name, path_s3: path, ...MAPPING });
}

async function registered(h: Harness, token: string, ks: string, name: string): Promise<Registered> {
  const res = await register(h, token, ks, name);
  expect([res.status, res.body.RegisterResult?.project_id]).toEqual([200, expect.stringMatching(/.+/)]);
  return res.body.RegisterResult as Registered;
}

describe('the contracts the services keep', () => {
  let h: Harness;
  let owner: string;
  let stranger: string;
  const requests: string[] = [];
  const events = new Map<string, unknown[]>();

  beforeAll(async () => {
    h = await startHarness();
    const broker = h.kizuna.runtime.broker;
    // Observes the real bus: every request topic asked, every event published (as one more group).
    const ask = broker.request.bind(broker);
    broker.request = (topic, bytes) => {
      requests.push(topic);
      return ask(topic, bytes);
    };
    for (const topic of [Topic.AnalysisRequested, Topic.AccessLogged, Topic.SecurityEvent])
      broker.subscribe(topic, 'test-observer', async (bytes) => {
        events.set(topic, [...(events.get(topic) ?? []), protobufCodec.decode(topic, 'event', bytes)]);
      });
    owner = await h.approvedUser('owner@example.com');
    stranger = await h.approvedUser('stranger@example.com');
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    await h.kizuna.runtime.broker.drain();
    requests.length = 0;
    events.clear();
  });

  it('starts ten runs with one ownership request, and refuses the lot when one run is not yours', async () => {
    const ks = '1,2,3,4,5,6,7,8,9,10';
    const mine = await registered(h, owner, ks, 'ten runs');
    const theirs = await registered(h, stranger, '3', 'not yours');
    const ids = mine.ProcessResult.map((r) => r.process_id);
    expect(ids).toHaveLength(10);

    requests.length = 0;
    const refused = await request(h.http)
      .post('/api/v1/process/analyze_start')
      .set('X-Auth-Token', owner)
      .send({ list_process_id: [...ids, theirs.ProcessResult[0].process_id].join(',') });
    expect([refused.status, refused.body.code]).toEqual([404, 'errors.not_found']);
    await h.kizuna.runtime.broker.drain();
    expect(events.get(Topic.AnalysisRequested)).toBeUndefined();

    requests.length = 0;
    await request(h.http)
      .post('/api/v1/process/analyze_start')
      .set('X-Auth-Token', owner)
      .send({ list_process_id: ids.join(',') })
      .expect(200);
    // The gateway's requests: one start for the ten runs (the analysis service asks each run's
    // liveness as it takes it up, projects.liveness.v1, which is not the gateway's).
    expect(requests.filter((t) => t.startsWith('projects.') && t !== Topic.ProjectsLiveness)).toEqual([
      Topic.ProjectsStart,
    ]);
    await h.kizuna.runtime.broker.drain();
    expect(events.get(Topic.AnalysisRequested)).toHaveLength(10);
  });

  it('emits analysis.requested.v1 and access.logged.v1 exactly, for a start and for a result view', async () => {
    const reg = await registered(h, owner, '3', 'circles');
    const processId = reg.ProcessResult[0].process_id;
    const bus = new BusClient(new InProcessClient(h.kizuna.runtime.broker));
    const { project } = await bus.request(Topic.ProjectsGet, { projectId: reg.project_id, processId: '' });

    await request(h.http)
      .post('/api/v1/process/analyze_start')
      .set('X-Auth-Token', owner)
      .send({ list_process_id: processId })
      .expect(200);
    await h.kizuna.runtime.broker.drain();
    expect(events.get(Topic.AnalysisRequested)).toEqual([
      {
        $typeName: 'kizuna.v1.AnalysisRequested',
        processId,
        projectId: reg.project_id,
        datasetId: project!.datasetId,
        postsKey: project!.postsKey,
        k: 3,
        seed: h.kizuna.runtime.config.analysis.seed,
        relations: ['retweet'],
      },
    ]);
    const accessLine = (action: AccessAction) => ({
      $typeName: 'kizuna.v1.AccessLogged',
      typeAction: action,
      userId: project!.ownerId,
      userName: 'owner',
      userEmail: 'owner@example.com',
      projectId: reg.project_id,
      projectName: 'circles',
      processId,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      clientAddress: expect.stringMatching(/127\.0\.0\.1$/),
      detail: '',
    });
    expect(events.get(Topic.AccessLogged)).toEqual([accessLine(AccessAction.ANALYSIS_START)]);

    expect(await waitForProject(h.http, owner, reg.project_id)).toMatchObject({ status: 2 });
    events.clear();
    await request(h.http)
      .post('/api/v1/analyze/cluster/get_graph')
      .set('X-Auth-Token', owner)
      .send({ process_id: processId })
      .expect(200);
    await h.kizuna.runtime.broker.drain();
    expect(events.get(Topic.AccessLogged)).toEqual([accessLine(AccessAction.RESULT_VIEW)]);
  });

  it('emits access.logged.v1 exactly for a sign-in', async () => {
    await h.login(ADMIN);
    await h.kizuna.runtime.broker.drain();
    expect(events.get(Topic.AccessLogged)).toEqual([
      {
        $typeName: 'kizuna.v1.AccessLogged',
        typeAction: AccessAction.LOGIN,
        userId: expect.stringMatching(/.+/),
        userName: 'admin',
        userEmail: ADMIN,
        projectId: '',
        projectName: '',
        processId: '',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        clientAddress: expect.stringMatching(/127\.0\.0\.1$/),
        detail: '',
      },
    ]);
  });

  it('emits security.event.v1 exactly for a failed password sign-in', async () => {
    events.clear();
    await request(h.http)
      .post('/api/v1/auth/login')
      .send({ user_email: 'Nobody@Example.com', user_passwd: 'wrong-password' })
      .expect(400);
    await h.kizuna.runtime.broker.drain();
    expect(events.get(Topic.SecurityEvent)).toEqual([
      {
        $typeName: 'kizuna.v1.SecurityEvent',
        kind: SecurityEventKind.SIGN_IN_FAILED,
        userId: '',
        userEmail: 'nobody@example.com',
        actorEmail: '',
        clientAddress: expect.stringMatching(/127\.0\.0\.1$/),
        detail: 'password',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('answers a project name as the form does: 100 emoji are a name, 101 are too long', async () => {
    const fits = '😀'.repeat(PROJECT_NAME_MAX);
    const tooLong = '😀'.repeat(PROJECT_NAME_MAX + 1);
    expect(projectNameProblem(fits)).toBeNull();
    const ok = await register(h, owner, '3', fits);
    expect(ok.status).toBe(200);
    const shown = await request(h.http)
      .post('/api/v1/process/get_project')
      .set('X-Auth-Token', owner)
      .send({ project_id: ok.body.RegisterResult.project_id })
      .expect(200);
    expect(shown.body.project.project_name).toBe(fits);

    const refused = await register(h, owner, '3', tooLong);
    expect([refused.status, refused.body.code]).toEqual([400, projectNameProblem(tooLong)]);
    expect(refused.body.code).toBe('errors.name_too_long');
    expect(refused.body.params).toEqual({ max: String(PROJECT_NAME_MAX) });
  });

  it('answers a page number no message can hold as bad input, not as a server fault', async () => {
    for (const route of ['/api/v1/process/list_data']) {
      const res = await request(h.http).post(route).set('X-Auth-Token', owner).send({ page: 1e300 });
      expect([res.status, res.body.code, res.body.params]).toEqual([400, 'errors.bad_request', { field: 'page' }]);
    }
  });
});
