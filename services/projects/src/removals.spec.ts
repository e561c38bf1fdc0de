import { describe, expect, it } from '@jest/globals';
import type { BusClient } from '@kizuna/platform/bus';
import { Topic } from '@kizuna/proto';
import { ProjectSharing } from './project-sharing.service.js';
import { projectUnits } from './test-support/project-units.js';

const owner = { userId: 'u1', email: 'a@example.com', name: 'a', isAdmin: false, supplierCode: '' };
const editor = { userId: 'u2', email: 'e@example.com', name: 'e', isAdmin: false, supplierCode: '' };

async function setup() {
  const units = await projectUnits();
  const { project, runs } = await units.projects.create({
    owner,
    projectName: 'p',
    filename: 'f.csv',
    datasetId: 'd',
    postsKey: 'k',
    rowsAll: 5,
    rowsValid: 5,
    clusterCounts: [3, 6],
  } as never);
  return { ...units, project, runs };
}

const topics = (emitted: { topic: string }[]) => emitted.map((e) => e.topic);

describe('deleting a project (issue 46: no races)', () => {
  it('joins the project queue with Start: never both a deletion and a run requested for it', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const { projects, starter, project, runs, emitted } = await setup();
      const [started, deleted] = await Promise.allSettled([
        starter.start({ actor: owner, processIds: runs.map((r) => r._id), clientAddress: '' } as never),
        projects.delete({ projectId: project._id, actor: owner } as never),
      ]);
      // Exactly one wins; the other is refused (busy, or no such project).
      expect([started.status, deleted.status].sort()).toEqual(['fulfilled', 'rejected']);
      if (deleted.status === 'fulfilled') expect(topics(emitted)).not.toContain(Topic.AnalysisRequested);
      else expect(deleted.reason).toMatchObject({ code: 'errors.project_busy' });
    }
  });

  it('checks the right again inside the queue: an editor cannot delete, a stranger hears not found', async () => {
    const { projects, project, repo } = await setup();
    await repo.projects.updateOne(
      { _id: project._id },
      { $set: { shares: [{ user_id: editor.userId, email: editor.email, name: 'e', role: 'editor', shared_at: '' }] } },
    );
    await expect(projects.delete({ projectId: project._id, actor: editor } as never)).rejects.toMatchObject({
      code: 'errors.owner_only',
    });
    const stranger = { ...editor, userId: 'u3' };
    await expect(projects.delete({ projectId: project._id, actor: stranger } as never)).rejects.toMatchObject({
      code: 'errors.not_found',
    });
    expect(await repo.findProject(project._id)).not.toBeNull();
  });

  it('writes the removal and its event together: the event goes out even when the first publish fails', async () => {
    const { projects, project, runs, repo, emitted, removals } = await setup();
    await projects.delete({ projectId: project._id, actor: owner } as never);
    expect(await repo.findProject(project._id)).toBeNull();
    expect(await repo.runsOf([project._id])).toEqual([]);
    const deleted = emitted.find((e) => e.topic === Topic.ProjectsDeleted);
    expect(deleted?.payload).toMatchObject({
      projectId: project._id,
      datasetId: 'd',
      processIds: runs.map((r) => r._id),
    });
    // A start after a crash between the removal and the records: the records are finished.
    await repo.runs.insertMany([{ ...runs[0] }]);
    await removals.finishLeftovers();
    expect(await repo.runsOf([project._id])).toEqual([]);
  });
});

describe('removing a run goes through the outbox', () => {
  it('publishes the run deletion from the removal written with it, also after a failed publish', async () => {
    const units = await projectUnits();
    const { runs, project } = await units.projects.create({
      owner,
      projectName: 'p',
      filename: 'f.csv',
      datasetId: 'd',
      postsKey: 'k',
      rowsAll: 5,
      rowsValid: 5,
      clusterCounts: [3, 6],
    } as never);
    // The bus is down for the first publish: the removal is done and its event waits in its outbox.
    units.failNextEmits(1);
    await units.remover.remove({ actor: owner, processId: runs[0]._id } as never);
    expect(await units.repo.findRun(runs[0]._id)).toBeNull();
    const removal = await units.repo.removals.findOne({ _id: `run:${runs[0]._id}` });
    expect(removal).toMatchObject({ kind: 'run', project_id: project._id });
    expect(units.emitted.map((e) => e.topic)).not.toContain(Topic.ProjectsRunDeleted);
    // The relay's next round publishes it.
    await units.outbox.flush();
    expect(units.emitted.filter((e) => e.topic === Topic.ProjectsRunDeleted).map((e) => e.payload)).toEqual([
      { projectId: project._id, processId: runs[0]._id },
    ]);
  });
});

describe('sharing with an account that is withdrawn meanwhile', () => {
  /** ProjectSharing over the units' store, the auth service answering `approved` in turn. */
  async function sharingWith(approved: boolean[]) {
    const units = await setup();
    let asked = 0;
    const bus = {
      request: async (topic: string) => {
        expect(topic).toBe(Topic.AuthUserGet);
        const ok = approved[Math.min(asked++, approved.length - 1)];
        return { user: { id: editor.userId, isApproved: ok, isDeleted: false } };
      },
    } as unknown as BusClient;
    const sharing = new ProjectSharing(units.repo, units.queue, units.clock, bus);
    const share = () =>
      sharing.share({
        actor: owner,
        projectId: units.project._id,
        share: { userId: editor.userId, email: editor.email, name: 'e', role: 'viewer' },
      } as never);
    return { ...units, share, asked: () => asked };
  }

  it('writes the share when the account is approved before and after', async () => {
    const { share, repo, project } = await sharingWith([true, true]);
    await share();
    expect((await repo.findProject(project._id))?.shares.map((s) => s.user_id)).toEqual([editor.userId]);
  });

  it('refuses it when the account is withdrawn before the write', async () => {
    const { share, repo, project } = await sharingWith([false]);
    await expect(share()).rejects.toMatchObject({ code: 'errors.share_unknown_user' });
    expect((await repo.findProject(project._id))?.shares).toEqual([]);
  });

  it('takes it back when the withdrawal lands while it is written (its clean-up looked before)', async () => {
    const { share, repo, project, asked } = await sharingWith([true, false]);
    await expect(share()).rejects.toMatchObject({ code: 'errors.share_unknown_user' });
    expect(asked()).toBe(2);
    expect((await repo.findProject(project._id))?.shares).toEqual([]);
  });
});

describe('a saved series when its runs go', () => {
  it('loses a removed run and says which upload went; one left with fewer than two stays', async () => {
    const units = await setup();
    const [a, b] = units.runs;
    const now = '2026-03-01T09:00:00.000Z';
    const base = { creator_id: owner.userId, creator_name: 'a', created_at: now, updated_at: now };
    await units.seriesRepo.series.insertMany([
      { _id: 's1', name: 'two', process_ids: [a._id, b._id], ...base },
      { _id: 's2', name: 'three', process_ids: [a._id, b._id, 'elsewhere'], ...base },
    ] as never);
    await units.remover.remove({ actor: owner, processId: a._id } as never);
    const gone = {
      process_id: a._id,
      project_name: 'p',
      k: a.k,
      owner_name: 'a',
      uploaded_at: units.project.created_at,
      removed_at: expect.any(String),
    };
    expect(await units.seriesRepo.series.findOne({ _id: 's1' })).toMatchObject({
      process_ids: [b._id],
      removed_runs: [gone],
    });
    expect(await units.seriesRepo.series.findOne({ _id: 's2' })).toMatchObject({
      process_ids: [b._id, 'elsewhere'],
      removed_runs: [gone],
    });
    await units.projects.delete({ projectId: units.project._id, actor: owner } as never);
    expect(await units.seriesRepo.series.findOne({ _id: 's2' })).toMatchObject({
      process_ids: ['elsewhere'],
      removed_runs: [gone, { ...gone, process_id: b._id, k: b.k }],
    });
  });

  it('finishes at the next start the series clean-up of a removal a crash cut short', async () => {
    const units = await setup();
    const [a, b] = units.runs;
    const now = '2026-03-01T09:00:00.000Z';
    const base = { creator_id: owner.userId, creator_name: 'a', created_at: now, updated_at: now };
    await units.projects.delete({ projectId: units.project._id, actor: owner } as never);
    // As if the service stopped after the project's removal was written, before its series went.
    await units.seriesRepo.series.insertMany([
      { _id: 's3', name: 'both', process_ids: [a._id, b._id], ...base },
      { _id: 's4', name: 'one of three', process_ids: ['x', b._id, 'y'], ...base },
    ] as never);
    await units.removals.finishLeftovers();
    const s3 = await units.seriesRepo.series.findOne({ _id: 's3' });
    expect(s3?.process_ids).toEqual([]);
    expect(s3?.removed_runs?.map((r) => [r.process_id, r.project_name])).toEqual([
      [a._id, 'p'],
      [b._id, 'p'],
    ]);
    expect((await units.seriesRepo.series.findOne({ _id: 's4' }))?.process_ids).toEqual(['x', 'y']);
    // Finished again (another crash): nothing is listed twice.
    await units.removals.finishLeftovers();
    expect((await units.seriesRepo.series.findOne({ _id: 's3' }))?.removed_runs).toHaveLength(2);
  });
});
