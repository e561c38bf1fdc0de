import { describe, expect, it } from '@jest/globals';
import { RunStatus } from '@kizuna/proto/rules';
import { projectUnits } from './test-support/project-units.js';

async function setup() {
  const units = await projectUnits();
  const owner = { userId: 'u1', email: 'a@example.com', name: 'a', isAdmin: false };
  const { runs } = await units.projects.create({
    owner,
    projectName: 'p',
    filename: 'f.csv',
    datasetId: 'd',
    postsKey: 'k',
    rowsAll: 5,
    rowsValid: 5,
    clusterCounts: [6, 3, 6],
  } as never);
  const emitted = {
    filter: (keep: (topic: string) => boolean) => units.emitted.map((e) => e.topic).filter(keep),
    clear: () => void units.emitted.splice(0),
  };
  return { ...units, runs, owner, emitted };
}

describe('run lifecycle', () => {
  it('creates one run per distinct k, in order, waiting and not started', async () => {
    const { runs } = await setup();
    expect(runs.map((r) => [r.k, r.status, r.started])).toEqual([
      [3, RunStatus.WAITING, false],
      [6, RunStatus.WAITING, false],
    ]);
  });

  it('never reopens a failed or finished run when late progress arrives', async () => {
    const { progress, repo, runs } = await setup();
    await progress.progress(runs[0]._id, 'parse', 0);
    await progress.failed(runs[0]._id, 'none');
    await progress.progress(runs[0]._id, 'network', 100);
    expect(await repo.findRun(runs[0]._id)).toMatchObject({ status: RunStatus.ERROR, failure_code: 'none' });
    await progress.completed(runs[1]._id, 10, 20);
    await progress.progress(runs[1]._id, 'layout', 50);
    expect(await repo.findRun(runs[1]._id)).toMatchObject({
      status: RunStatus.DONE,
      node_count: 10,
      edge_count: 20,
    });
  });

  it("keeps how many posts a finished run left out, for the run's row", async () => {
    const { progress, repo, runs } = await setup();
    await progress.completed(runs[0]._id, 10, 20, 12);
    expect(await repo.findRun(runs[0]._id)).toMatchObject({ status: RunStatus.DONE, skipped_posts: 12 });
  });

  it('keeps a failure that lands while a progress update is under way', async () => {
    const { progress, repo, runs } = await setup();
    await progress.progress(runs[0]._id, 'parse', 0);
    await Promise.all([progress.progress(runs[0]._id, 'network', 100), progress.failed(runs[0]._id, 'none')]);
    expect(await repo.findRun(runs[0]._id)).toMatchObject({ status: RunStatus.ERROR, failure_code: 'none' });
  });

  it('starts runs for their owner only, and once', async () => {
    const { progress, starter, runs, owner, emitted } = await setup();
    const stranger = { userId: 'u2', email: 'b@example.com', name: 'b', isAdmin: false };
    await expect(starter.start({ actor: stranger, processIds: [runs[0]._id] } as never)).rejects.toMatchObject({
      code: 'errors.not_found',
    });
    // Two starts at once: one requests the run, the other is told it has been started already.
    const both = await Promise.allSettled([
      starter.start({ actor: owner, processIds: [runs[0]._id] } as never),
      starter.start({ actor: owner, processIds: [runs[0]._id] } as never),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(both.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'errors.already_started' } });
    await expect(starter.start({ actor: owner, processIds: [runs[0]._id] } as never)).rejects.toMatchObject({
      code: 'errors.already_started',
    });
    expect(emitted.filter((t) => t === 'analysis.requested.v1')).toHaveLength(1);
    // A failed run can be started again.
    await progress.failed(runs[0]._id, 'cl1008');
    await starter.start({ actor: owner, processIds: [runs[0]._id] } as never);
    expect(emitted.filter((t) => t === 'analysis.requested.v1')).toHaveLength(2);
  });

  it('requests again the runs a restart cut off, until one has been cut off too often', async () => {
    const { progress, starter, resumer, repo, runs, owner, emitted } = await setup();
    await starter.start({ actor: owner, processIds: [runs[0]._id, runs[1]._id] } as never);
    await progress.progress(runs[1]._id, 'network', 40);
    emitted.clear();
    // A run not started, or finished, is left alone.
    expect(await resumer.resumeUnfinished()).toEqual({ resumed: 2, failed: 0 });
    expect(emitted.filter((t) => t === 'analysis.requested.v1')).toHaveLength(2);
    expect(await repo.findRun(runs[1]._id)).toMatchObject({ status: RunStatus.WAITING, percent: 0, resumes: 1 });

    await progress.completed(runs[0]._id, 5, 5);
    await resumer.resumeUnfinished();
    await resumer.resumeUnfinished();
    expect(await resumer.resumeUnfinished()).toEqual({ resumed: 0, failed: 1 });
    expect(await repo.findRun(runs[1]._id)).toMatchObject({ status: RunStatus.ERROR, failure_code: 'rs1015' });
    expect(await repo.findRun(runs[0]._id)).toMatchObject({ status: RunStatus.DONE });
    // Started again by its owner, the run gets its full share of resumes back.
    await starter.start({ actor: owner, processIds: [runs[1]._id] } as never);
    expect(await repo.findRun(runs[1]._id)).toMatchObject({ status: RunStatus.WAITING, resumes: 0 });
  });

  it('keeps the queue position of a waiting run until it starts, and resumes a queued run after a restart', async () => {
    const { progress, starter, resumer, repo, runs, owner } = await setup();
    await starter.start({ actor: owner, processIds: [runs[0]._id, runs[1]._id] } as never);
    await progress.progress(runs[0]._id, 'parse', 0);
    await progress.progress(runs[1]._id, 'queued', 0, 1);
    expect(await repo.findRun(runs[1]._id)).toMatchObject({
      status: RunStatus.WAITING,
      stage: 'queued',
      queue_position: 1,
    });
    // A place that arrives after the run started is stale and changes nothing.
    await progress.progress(runs[0]._id, 'queued', 0, 2);
    expect(await repo.findRun(runs[0]._id)).toMatchObject({ status: RunStatus.PROCESSING, queue_position: 0 });
    // A crash while it waits: at the next start it is requested again, its old place forgotten.
    expect(await resumer.resumeUnfinished()).toEqual({ resumed: 2, failed: 0 });
    expect(await repo.findRun(runs[1]._id)).toMatchObject({ status: RunStatus.WAITING, queue_position: 0 });
    await progress.progress(runs[1]._id, 'parse', 0);
    expect(await repo.findRun(runs[1]._id)).toMatchObject({ status: RunStatus.PROCESSING, queue_position: 0 });
  });

  it('retries a failed run once, however often Retry is pressed at once, and keeps why it failed until then', async () => {
    const { progress, starter, retrier, repo, runs, owner, emitted } = await setup();
    await starter.start({ actor: owner, processIds: [runs[0]._id] } as never);
    await expect(retrier.retry({ actor: owner, processId: runs[0]._id } as never)).rejects.toMatchObject({
      code: 'errors.run_busy',
    });
    await progress.failed(runs[0]._id, 'none', 'too_few_users', '5 users cannot form 3 communities');
    expect(await repo.findRun(runs[0]._id)).toMatchObject({
      failure_reason: 'too_few_users',
      failure_message: '5 users cannot form 3 communities',
    });
    const stranger = { userId: 'u2', email: 'b@example.com', name: 'b', isAdmin: false };
    await expect(retrier.retry({ actor: stranger, processId: runs[0]._id } as never)).rejects.toMatchObject({
      code: 'errors.not_found',
    });
    emitted.clear();
    const both = await Promise.allSettled([
      retrier.retry({ actor: owner, processId: runs[0]._id } as never),
      retrier.retry({ actor: owner, processId: runs[0]._id } as never),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(emitted.filter((t) => t === 'analysis.requested.v1')).toHaveLength(1);
    expect(await repo.findRun(runs[0]._id)).toMatchObject({ status: RunStatus.WAITING, failure_reason: '' });
    // A run never started is started with analyze_start, not retried.
    await expect(retrier.retry({ actor: owner, processId: runs[1]._id } as never)).rejects.toMatchObject({
      code: 'errors.run_not_failed',
    });
  });

  it('removes a run that is not running, never the last one, also when two removals race', async () => {
    const { progress, starter, remover, repo, runs, owner, emitted } = await setup();
    await starter.start({ actor: owner, processIds: [runs[0]._id] } as never);
    await expect(remover.remove({ actor: owner, processId: runs[0]._id } as never)).rejects.toMatchObject({
      code: 'errors.run_busy',
    });
    await progress.failed(runs[0]._id, 'none');
    // Both runs at once: one goes, the other is the last and stays.
    const both = await Promise.allSettled([
      remover.remove({ actor: owner, processId: runs[0]._id } as never),
      remover.remove({ actor: owner, processId: runs[1]._id } as never),
    ]);
    expect(both.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'errors.last_run' } });
    const left = await repo.runsOf([runs[0].project_id]);
    expect(left).toHaveLength(1);
    expect(left[0].removing).toBe(false);
    const [last] = left;
    await expect(remover.remove({ actor: owner, processId: last._id } as never)).rejects.toMatchObject({
      code: 'errors.last_run',
    });
    expect(emitted.filter((t) => t === 'projects.run.deleted.v1')).toHaveLength(1);
  });
});
