import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { TestClock } from '@kizuna/platform/clock';
import { JsonLogger } from '@kizuna/platform/logging';
import { LocalObjectStore, ORPHAN_REPORT_KEY } from '@kizuna/platform/objects';
import { ORPHAN_GRACE_MS, OrphanSweep } from './orphan-sweep.js';
import { RemovalLedger } from './removal-ledger.js';
import { projectUnits } from './test-support/project-units.js';

const owner = { userId: 'u1', email: 'a@example.com', name: 'a', isAdmin: false };

describe('the orphan sweep (issue 49)', () => {
  let dir: string;
  let objects: LocalObjectStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-orphans-'));
    objects = new LocalObjectStore({ directory: dir });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function setup() {
    const units = await projectUnits();
    // The files' times are the machine's: the sweep's clock starts there.
    const clock = new TestClock(Date.now());
    const sweep = new OrphanSweep(units.repo, objects, clock, new JsonLogger('test', 'error'));
    const make = async (datasetId: string, ks: number[]) =>
      units.projects.create({
        owner,
        projectName: datasetId,
        filename: 'f.csv',
        datasetId,
        postsKey: `datasets/${datasetId}/posts.ndjson`,
        rowsAll: 5,
        rowsValid: 5,
        clusterCounts: ks,
      } as never);
    const filesOf = async (datasetId: string, runIds: string[]) => {
      await objects.put(`datasets/${datasetId}/posts.ndjson`, 'p'.repeat(100));
      await objects.put(`datasets/${datasetId}/review-search.txt`, 's'.repeat(50));
      await objects.put(`analysis/datasets/${datasetId}/window-texts/retweet.bin`, 'w'.repeat(30));
      for (const id of runIds) {
        await objects.put(`results/${id}/graph.json`, '{}');
        await objects.put(`results/${id}/summary.json`, '{}');
      }
    };
    return { ...units, clock, sweep, make, filesOf };
  }

  it("removes a deleted project's files at once, and keeps those of projects that exist", async () => {
    const { sweep, make, filesOf, projects } = await setup();
    const kept = await make('d-kept', [3]);
    const gone = await make('d-gone', [3, 6]);
    await filesOf('d-kept', [kept.runs[0]._id]);
    await filesOf(
      'd-gone',
      gone.runs.map((r) => r._id),
    );
    // The project goes; say its clean-up event was lost and a racing writer wrote after it.
    await projects.delete({ actor: owner, projectId: gone.project._id } as never);
    const report = await sweep.sweepNow();
    expect(report).toMatchObject({ files: 7, bytes: 188 });
    const left = await objects.list('');
    expect(left.filter((k) => k.includes('d-gone') || gone.runs.some((r) => k.includes(r._id)))).toEqual([]);
    expect(left.filter((k) => k.includes('d-kept') || k.includes(kept.runs[0]._id))).toHaveLength(5);
    expect(JSON.parse((await objects.getBuffer(ORPHAN_REPORT_KEY)).toString())).toMatchObject({
      files: 7,
      totalFiles: 7,
    });
  });

  it('waits a grace period for folders nothing knows yet (a registration before its project), then removes them', async () => {
    const { sweep, clock } = await setup();
    await objects.put('datasets/being-registered/posts.ndjson', 'p');
    await objects.put('results/left-by-an-old-version/graph.json', '{}');
    expect(await sweep.sweepNow()).toMatchObject({ files: 0 });
    expect(await objects.list('datasets/')).toEqual(['datasets/being-registered/posts.ndjson']);
    // Nothing removed yet: no report is kept.
    expect(await objects.stat(ORPHAN_REPORT_KEY)).toBeNull();
    clock.advance(ORPHAN_GRACE_MS + 1000);
    expect(await sweep.sweepNow()).toMatchObject({ files: 2, totalFiles: 2 });
    expect(await objects.list('datasets/')).toEqual([]);
    expect(await objects.list('results/')).toEqual([]);
  });

  it('removes what a failed run wrote once no attempt can still be writing it; a done run keeps its results', async () => {
    const { sweep, clock, make, filesOf, progress, starter } = await setup();
    const { runs } = await make('d1', [3, 6]);
    await starter.start({ actor: owner, processIds: runs.map((r) => r._id) } as never);
    await filesOf(
      'd1',
      runs.map((r) => r._id),
    );
    await progress.failed(runs[0]._id, 'cl1008');
    await progress.completed(runs[1]._id, 5, 5);
    clock.advance(ORPHAN_GRACE_MS + 1000);
    expect(await sweep.sweepNow()).toMatchObject({ files: 2 });
    expect(await objects.list('results/')).toEqual([
      `results/${runs[1]._id}/graph.json`,
      `results/${runs[1]._id}/summary.json`,
    ]);
    expect(await objects.list('datasets/d1/')).toHaveLength(2);
  });

  it("keeps a waiting or processing run's staging folder past the grace period; a failed run's goes", async () => {
    const { sweep, clock, make, progress, starter } = await setup();
    const { runs } = await make('d-staged', [3, 6]);
    await starter.start({ actor: owner, processIds: runs.map((r) => r._id) } as never);
    await progress.progress(runs[1]._id, 'cluster', 40);
    for (const run of runs) await objects.put(`results/${run._id}.staging/graph.json`, '{}');
    clock.advance(ORPHAN_GRACE_MS + 1000);
    expect(await sweep.sweepNow()).toMatchObject({ files: 0 });
    expect(await objects.list('results/')).toEqual(runs.map((r) => `results/${r._id}.staging/graph.json`).sort());
    await progress.failed(runs[0]._id, 'cl1008');
    expect(await sweep.sweepNow()).toMatchObject({ files: 1 });
    expect(await objects.list('results/')).toEqual([`results/${runs[1]._id}.staging/graph.json`]);
  });

  it('follows a removal with a sweep by itself: what a writer racing the deletion wrote goes', async () => {
    const { sweep, make, filesOf, repo, outbox, clock, seriesRepo } = await setup();
    const ledger = new RemovalLedger(repo, outbox, clock, seriesRepo, sweep);
    const { project, runs } = await make('d1', [3]);
    await filesOf('d1', [runs[0]._id]);
    await ledger.removeProject(project, runs);
    for (let i = 0; i < 50 && (await objects.list('datasets/')).length > 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    // Its report written (as a shutdown waits for it).
    await sweep.onApplicationShutdown();
    expect(await objects.list('')).toEqual([ORPHAN_REPORT_KEY]);
  });
});
