import { describe, expect, it } from '@jest/globals';
import { Topic } from '@kizuna/proto';
import { projectUnits } from './test-support/project-units.js';
import { toProjectMessage } from './to-project-message.js';

async function setup() {
  const { emitted, projects, starter } = await projectUnits();
  const owner = { userId: 'u1', email: 'a@example.com', name: 'a', isAdmin: false };
  const create = (relations?: string[]) =>
    projects.create({
      owner,
      projectName: 'p',
      filename: 'f.csv',
      datasetId: 'd',
      postsKey: 'k',
      rowsAll: 5,
      rowsValid: 5,
      clusterCounts: [3, 6],
      relations,
    } as never);
  return { starter, owner, emitted, create };
}

describe('projects and runs with interaction kinds', () => {
  it('stores the chosen kinds in canonical order, shows them, and asks analysis to prepare the dataset with them', async () => {
    const { create, emitted } = await setup();
    const { project, runs } = await create(['mention', 'retweet']);
    expect(project.relations).toEqual(['retweet', 'mention']);
    expect(toProjectMessage(project, runs).relations).toEqual(['retweet', 'mention']);
    expect(emitted).toContainEqual({
      topic: Topic.AnalysisPrepare,
      payload: { datasetId: 'd', postsKey: 'k', relations: ['retweet', 'mention'] },
    });
  });

  it('means retweets when nothing was chosen', async () => {
    const { create } = await setup();
    expect((await create([])).project.relations).toEqual(['retweet']);
  });

  it('refuses an unknown kind', async () => {
    const { create } = await setup();
    await expect(create(['like'])).rejects.toMatchObject({ code: 'errors.invalid_relations' });
  });

  it('requests every run with the project kinds (so a run started later, with another k, uses them too)', async () => {
    const { starter, owner, create, emitted } = await setup();
    const { runs } = await create(['reply', 'retweet']);
    await starter.start({ actor: owner, processIds: runs.map((r) => r._id) } as never);
    const requested = emitted.filter((e) => e.topic === Topic.AnalysisRequested);
    expect(requested.map((e) => [e.payload.k, e.payload.relations])).toEqual([
      [3, ['retweet', 'reply']],
      [6, ['retweet', 'reply']],
    ]);
  });

  it('applies the kinds to a run added later with another k (the graph page re-run)', async () => {
    const { starter, owner, create, emitted } = await setup();
    const { project } = await create(['mention']);
    await starter.addRun({ actor: owner, projectId: project._id, k: 10, clientAddress: '' } as never);
    const requested = emitted.filter((e) => e.topic === Topic.AnalysisRequested);
    expect(requested.map((e) => [e.payload.k, e.payload.relations])).toEqual([[10, ['mention']]]);
  });
});
