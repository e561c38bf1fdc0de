import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startHarness, waitForProject, type Harness } from './kizuna-harness.js';
import { registerDemonetization } from './register-demonetization.js';

const KS = '3,6,10';

/** Registers the real #demonetization file at k = 3, 6, 10 with every interaction kind and starts every run at once. */
async function analyse(h: Harness, token: string, name: string) {
  const reg = await registerDemonetization(h, token, KS, name, { relations: 'retweet,reply,mention' });
  await request(h.http)
    .post('/api/v1/process/analyze_start')
    .set('X-Auth-Token', token)
    .send({ list_process_id: reg.ProcessResult.map((r) => r.process_id).join(',') })
    .expect(200);
  return reg;
}

/**
 * Everything a user sees of one run that must not depend on how the work was scheduled: every
 * user with community and metrics, every community's keywords and representative posts (the
 * three downloads), and the whole graph with positions (GEXF, less its date and run id).
 */
async function everything(h: Harness, token: string, processId: string): Promise<Record<string, string>> {
  const download = async (route: string, body: Record<string, unknown>) =>
    (
      await request(h.http)
        .post(route)
        .set('X-Auth-Token', token)
        .send({ process_id: processId, ...body })
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
        })
        .expect(200)
    ).body as string;
  return {
    users: await download('/api/v1/analyze/cluster/download_cluster_details', { cluster_id: 0, download_type: 1 }),
    keywords: await download('/api/v1/analyze/cluster/download_cluster_details', { cluster_id: 0, download_type: 2 }),
    posts: await download('/api/v1/analyze/cluster/download_cluster_details', { cluster_id: 0, download_type: 3 }),
    // The date and the run's own id are the only words that may differ.
    gexf: (await download('/api/v1/analyze/cluster/download_gexf', {}))
      .replace(/lastmodifieddate="[^"]*"/, '')
      .replace(processId, 'RUN'),
  };
}

/**
 * Issue 18 §2: the same file with the same settings gives the same communities user for user,
 * the same keywords and the same representative posts, whatever the number of tokenizing
 * threads, ingest workers and analysis workers, and whatever order their work completes in.
 */
describe('the same answer twice', () => {
  let one: Harness;
  let many: Harness;

  beforeAll(async () => {
    one = await startHarness({ ANALYSIS_WORKERS: '1', ANALYSIS_CONCURRENCY: '1', INGEST_CONCURRENCY: '1' });
    many = await startHarness({ ANALYSIS_WORKERS: '3', ANALYSIS_CONCURRENCY: '3', INGEST_CONCURRENCY: '3' });
  });
  afterAll(async () => {
    await one?.close();
    await many?.close();
  });

  it('analyses one file alike on one worker and on three, twice at once on three', async () => {
    const tokenOne = await one.approvedUser('once@example.com');
    const tokenMany = await many.approvedUser('twice@example.com');
    const single = await analyse(one, tokenOne, 'one worker');
    // Two projects of the same file at once on three workers: their runs interleave.
    const [first, second] = await Promise.all([
      analyse(many, tokenMany, 'three workers, first'),
      analyse(many, tokenMany, 'three workers, second'),
    ]);
    for (const [h, token, reg] of [
      [one, tokenOne, single],
      [many, tokenMany, first],
      [many, tokenMany, second],
    ] as const)
      expect(await waitForProject(h.http, token, reg.project_id, 240_000)).toMatchObject({ status: 2 });

    for (let run = 0; run < single.ProcessResult.length; run++) {
      const expected = await everything(one, tokenOne, single.ProcessResult[run].process_id);
      expect(expected.users.split('\n').length).toBeGreaterThan(1000);
      expect(await everything(many, tokenMany, first.ProcessResult[run].process_id)).toEqual(expected);
      expect(await everything(many, tokenMany, second.ProcessResult[run].process_id)).toEqual(expected);
    }
  }, 300_000);
});
