import { afterAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { protobufCodec, Topic } from '@kizuna/proto';
import { sharedData, startHarness, waitForProject, type Harness } from './kizuna-harness.js';

const DEMONETIZATION = sharedData('posts/demonetization-en/demonetization-tweets.utf8.csv');

interface ListedRun {
  process_id: string;
  status: number;
  queue_position: number;
}
interface ListedProject {
  project_id: string;
  status: number;
  ProcessResult: ListedRun[];
}

/** Uploads the demonetization file and registers it with one run (k = 3); answers the project and run ids. */
async function register(h: Harness, token: string, name: string): Promise<{ projectId: string; processId: string }> {
  const up = await request(h.http)
    .post('/api/v1/process/upload_csv')
    .set('X-Auth-Token', token)
    .attach('file', DEMONETIZATION, { contentType: 'text/csv' })
    .expect(200);
  const res = await request(h.http)
    .post('/api/v1/process/register_analyze')
    .set('X-Auth-Token', token)
    .query({
      list_cluster_count: '3',
      project_name: name,
      path_s3: up.body.UploadResult.path_s3,
      colindex_screen_name: 11,
      colindex_tweet_text: 1,
      colindex_tweet_date: 5,
    })
    .expect(200);
  return {
    projectId: res.body.RegisterResult.project_id,
    processId: res.body.RegisterResult.ProcessResult[0].process_id,
  };
}

/** The owner's project as the project list shows it. */
async function listed(h: Harness, token: string, projectId: string): Promise<ListedProject> {
  const res = await request(h.http).post('/api/v1/process/list_data').set('X-Auth-Token', token).send({}).expect(200);
  return (res.body.DataResult as ListedProject[]).find((p) => p.project_id === projectId) as ListedProject;
}

/** Polls until `check` gives a value (events reach the project list a moment after they are sent). */
async function eventually<T>(check: () => Promise<T | null>, what: string): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The waiting project once the list shows its run's queue position. */
const queued = (h: Harness, token: string, projectId: string) =>
  eventually(async () => {
    const p = await listed(h, token, projectId);
    return p.ProcessResult[0].queue_position > 0 ? p : null;
  }, 'a queue position');

/** Records (process id, stage) of every progress, completion and failure event, in order. */
function recordEvents(h: Harness): Array<[string, string]> {
  const events: Array<[string, string]> = [];
  const broker = h.kizuna.runtime.broker;
  broker.subscribe(Topic.AnalysisProgress, 'queue-test', async (bytes) => {
    const e = protobufCodec.decode(Topic.AnalysisProgress, 'event', bytes) as { processId: string; stage: string };
    events.push([e.processId, e.stage]);
  });
  broker.subscribe(Topic.AnalysisCompleted, 'queue-test', async (bytes) => {
    const e = protobufCodec.decode(Topic.AnalysisCompleted, 'event', bytes) as { processId: string };
    events.push([e.processId, 'completed']);
  });
  broker.subscribe(Topic.AnalysisFailed, 'queue-test', async (bytes) => {
    const e = protobufCodec.decode(Topic.AnalysisFailed, 'event', bytes) as { processId: string };
    events.push([e.processId, 'failed']);
  });
  return events;
}

/** Starts both users' projects at the same time; answers them in the order the queue took them. */
async function startTogether(
  h: Harness,
  users: Array<{ token: string; projectId: string; processId: string }>,
): Promise<Array<{ token: string; projectId: string; processId: string }>> {
  await Promise.all(
    users.map((u) =>
      request(h.http)
        .post('/api/v1/process/analyze_start')
        .set('X-Auth-Token', u.token)
        .send({ list_process_id: u.processId })
        .expect(200),
    ),
  );
  // Whichever request arrived first runs first; the other waits as number 1 in the queue.
  const until = Date.now() + 60_000;
  for (;;) {
    const projects = await Promise.all(users.map((u) => listed(h, u.token, u.projectId)));
    const running = projects.findIndex((p) => p.status === 1);
    if (running >= 0) return running === 0 ? users : [users[1], users[0]];
    if (Date.now() > until) throw new Error(`neither project started: ${JSON.stringify(projects)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the analysis queue, through the real services', () => {
  let h: Harness;
  afterAll(async () => {
    await h.close();
  });

  it('runs two projects started at the same time one after the other, the second showing its place', async () => {
    h = await startHarness({ ANALYSIS_CONCURRENCY: '1' });
    const events = recordEvents(h);
    const users = [];
    for (const email of ['first@example.com', 'second@example.com']) {
      const token = await h.approvedUser(email);
      users.push({ token, ...(await register(h, token, email)) });
    }
    const [first, second] = await startTogether(h, users);

    // While the first is being analysed, the second waits as number 1, and its owner's list says so.
    const waiting = await queued(h, second.token, second.projectId);
    expect(waiting.status).toBe(0);
    expect(waiting.ProcessResult[0]).toMatchObject({ status: 0, queue_position: 1 });
    expect((await listed(h, first.token, first.projectId)).ProcessResult[0]).toMatchObject({
      status: 1,
      queue_position: 0,
    });

    expect(await waitForProject(h.http, first.token, first.projectId)).toMatchObject({ status: 2 });
    expect(await waitForProject(h.http, second.token, second.projectId)).toMatchObject({ status: 2 });
    const done = await listed(h, second.token, second.projectId);
    expect(done.ProcessResult[0]).toMatchObject({ status: 2, queue_position: 0 });
    // One after the other: the second started only once the first was computed (its save overlaps).
    const at = (processId: string, stage: string) => events.findIndex(([id, s]) => id === processId && s === stage);
    expect(at(second.processId, 'queued')).toBeGreaterThanOrEqual(0);
    expect(at(second.processId, 'parse')).toBeGreaterThan(at(first.processId, 'save'));
    expect(events.filter(([, s]) => s === 'failed')).toEqual([]);
  }, 240_000);

  it('after a stop with one run going and one queued, finishes both at the next start', async () => {
    const events = recordEvents(h);
    const users = [];
    for (const email of ['first@example.com', 'second@example.com']) {
      const token = await h.login(email);
      users.push({ token, ...(await register(h, token, `${email} again`)) });
    }
    const [first, second] = await startTogether(h, users);
    expect((await queued(h, second.token, second.projectId)).ProcessResult[0]).toMatchObject({
      status: 0,
      queue_position: 1,
    });
    await h.stop();
    // Nothing was reported as failed: the runs were cut off, not broken.
    expect(events.filter(([, s]) => s === 'failed')).toEqual([]);

    h = await startHarness({ ANALYSIS_CONCURRENCY: '1' }, h.dataDir);
    const tokens = await Promise.all(['first@example.com', 'second@example.com'].map((e) => h.login(e)));
    const byOwner = new Map(users.map((u, i) => [u.projectId, tokens[i]]));
    for (const run of [first, second]) {
      const project = await waitForProject(h.http, byOwner.get(run.projectId) as string, run.projectId);
      expect(project).toMatchObject({ status: 2 });
    }
  }, 240_000);
});
