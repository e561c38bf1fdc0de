import { describe, expect, it } from '@jest/globals';
import { RunStatus } from '@kizuna/proto/rules';
import { projectUnits } from './test-support/project-units.js';

const owner = { userId: 'u1', email: 'a@example.com', name: 'a', isAdmin: false };

async function setup() {
  const units = await projectUnits();
  const { project, runs } = await units.projects.create({
    owner,
    projectName: 'p',
    filename: 'f.csv',
    datasetId: 'd1',
    postsKey: 'k',
    rowsAll: 5,
    rowsValid: 5,
    clusterCounts: [3, 6],
  } as never);
  await units.starter.start({ actor: owner, processIds: runs.map((r) => r._id) } as never);
  return { ...units, project, runs };
}

describe("a run's end is decided once (issue 49)", () => {
  it('keeps a failed run failed when the bus retries the work and the retry reports done', async () => {
    const { progress, repo, runs } = await setup();
    await progress.failed(runs[0]._id, 'cl1008', 'storage_full');
    await progress.completed(runs[0]._id, 10, 20);
    expect(await repo.findRun(runs[0]._id)).toMatchObject({ status: RunStatus.ERROR, failure_code: 'cl1008' });
  });

  it('keeps a done run done when a late failure arrives', async () => {
    const { progress, repo, runs } = await setup();
    await progress.completed(runs[0]._id, 10, 20);
    await progress.failed(runs[0]._id, 'cl1008');
    expect(await repo.findRun(runs[0]._id)).toMatchObject({ status: RunStatus.DONE, failure_code: '' });
  });

  it("ends a failed run again only after the user's Retry moved it back to waiting", async () => {
    const { progress, retrier, repo, runs } = await setup();
    await progress.failed(runs[0]._id, 'cl1008');
    await retrier.retry({ actor: owner, processId: runs[0]._id } as never);
    await progress.completed(runs[0]._id, 10, 20);
    expect(await repo.findRun(runs[0]._id)).toMatchObject({ status: RunStatus.DONE });
  });

  it('changes nothing on late completed and failed reports sent together for a run being removed', async () => {
    const { progress, repo, project, runs } = await setup();
    await progress.progress(runs[0]._id, 'cluster', 40);
    await repo.runs.updateOne({ _id: runs[0]._id }, { $set: { removing: true } });
    const [runBefore, projectBefore] = [await repo.findRun(runs[0]._id), await repo.findProject(project._id)];
    await Promise.all([
      progress.completed(runs[0]._id, 10, 20),
      progress.failed(runs[0]._id, 'cl1008', 'storage_full'),
      progress.completed(runs[0]._id, 10, 20),
    ]);
    expect(await repo.findRun(runs[0]._id)).toEqual(runBefore);
    expect(await repo.findProject(project._id)).toEqual(projectBefore);
  });

  it('leaves a removed run removed when its late reports race the removal', async () => {
    const { progress, remover, repo, runs } = await setup();
    await Promise.all([
      remover.remove({ actor: owner, processId: runs[0]._id } as never),
      progress.completed(runs[0]._id, 10, 20),
      progress.failed(runs[0]._id, 'cl1008'),
    ]);
    expect(await repo.findRun(runs[0]._id)).toBeNull();
    // The other run is as it was: waiting for its turn.
    expect((await repo.findRun(runs[1]._id))?.status).toBe(RunStatus.WAITING);
  });

  it('says which runs are still wanted: not one that ended, not one being removed', async () => {
    const { progress, liveness, repo, runs } = await setup();
    const ids = runs.map((r) => r._id);
    expect((await liveness.of(ids, ['d1', 'other'])).openProcessIds.sort()).toEqual([...ids].sort());
    await progress.failed(runs[0]._id, 'none');
    expect(await liveness.of(ids, [])).toEqual({ openProcessIds: [runs[1]._id], liveDatasetIds: [] });
    await repo.runs.updateOne({ _id: runs[1]._id }, { $set: { removing: true } });
    expect((await liveness.of(ids, [])).openProcessIds).toEqual([]);
  });

  it('says a dataset is gone once its project is deleted, and its runs with it', async () => {
    const { progress, projects, liveness, project, runs } = await setup();
    for (const run of runs) await progress.failed(run._id, 'none');
    expect((await liveness.of([], ['d1'])).liveDatasetIds).toEqual(['d1']);
    await projects.delete({ actor: owner, projectId: project._id } as never);
    expect(await liveness.of([runs[0]._id], ['d1'])).toEqual({ openProcessIds: [], liveDatasetIds: [] });
  });

  it('counts a project as gone from the moment its removal is written, before its records go', async () => {
    const { liveness, repo, project, runs } = await setup();
    await repo.removals.insertOne({ _id: `project:${project._id}`, kind: 'project', project_id: project._id } as never);
    expect(await liveness.of([runs[0]._id], ['d1'])).toEqual({ openProcessIds: [], liveDatasetIds: [] });
  });
});
