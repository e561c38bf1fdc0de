import { describe, expect, it } from '@jest/globals';
import { Topic } from '@kizuna/proto';
import { RunStatus } from '@kizuna/proto/rules';
import { projectUnits } from './test-support/project-units.js';

async function setup(rowsValid = 5) {
  const { repo, emitted, projects, starter } = await projectUnits();
  const owner = { userId: 'u1', email: 'a@example.com', name: 'a', isAdmin: false };
  const { project } = await projects.create({
    owner,
    projectName: 'p',
    filename: 'f.csv',
    datasetId: 'd',
    postsKey: 'posts/d',
    rowsAll: 5,
    rowsValid,
    clusterCounts: [3],
  } as never);
  const add = (k: number, actor: object = owner) =>
    starter.addRun({ actor, projectId: project._id, k, clientAddress: '' } as never);
  return { repo, project, owner, emitted, add };
}

describe('RunStarter.addRun', () => {
  it('adds a run with the new k and requests its analysis on the same dataset at once', async () => {
    const { add, repo, project, emitted } = await setup();
    const { run } = await add(7);
    expect(await repo.findRun(run._id)).toMatchObject({ k: 7, started: true, status: RunStatus.WAITING });
    expect((await repo.runsOf([project._id])).map((r) => r.k)).toEqual([3, 7]);
    const requested = emitted.filter((e) => e.topic === Topic.AnalysisRequested);
    expect(requested.map((e) => e.payload)).toEqual([
      expect.objectContaining({ processId: run._id, k: 7, datasetId: 'd', postsKey: 'posts/d' }),
    ]);
    expect(emitted.some((e) => e.topic === Topic.AccessLogged)).toBe(true);
  });

  it('refuses a k that already has a run, also when two calls race', async () => {
    const { add, repo, project } = await setup();
    await expect(add(3)).rejects.toMatchObject({ code: 'errors.run_exists', params: { k: '3' } });
    const both = await Promise.allSettled([add(5), add(5)]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await repo.runsOf([project._id])).map((r) => r.k)).toEqual([3, 5]);
  });

  it('refuses a k outside 1–12, a stranger, and a project without valid rows', async () => {
    const { add } = await setup();
    await expect(add(0)).rejects.toMatchObject({ code: 'errors.invalid_k' });
    await expect(add(13)).rejects.toMatchObject({ code: 'errors.invalid_k' });
    await expect(add(2.5)).rejects.toMatchObject({ code: 'errors.invalid_k' });
    await expect(add(4, { userId: 'u2', isAdmin: false })).rejects.toMatchObject({ code: 'errors.not_found' });
    await expect(add(4, { userId: 'admin', isAdmin: true })).resolves.toMatchObject({ run: { k: 4 } });
    const empty = await setup(0);
    await expect(empty.add(4)).rejects.toMatchObject({ code: 'errors.no_valid_rows' });
  });
});
