import { describe, expect, it } from '@jest/globals';
import { Topic } from '@kizuna/proto';
import type { BusClient } from '@kizuna/platform/bus';
import type { KizunaConfig } from '@kizuna/platform/config';
import { NedbDocumentStore } from '@kizuna/platform/documents';
import { ProjectsRepository } from './projects.repository.js';
import { ProjectsService } from './projects.service.js';
import { toProjectMessage } from './to-project-message.js';

async function setup() {
  const repo = new ProjectsRepository(new NedbDocumentStore({ inMemory: true }));
  await repo.onModuleInit();
  const emitted: Array<{ topic: string; payload: Record<string, unknown> }> = [];
  const bus = {
    emit: async (topic: string, payload: Record<string, unknown>) => void emitted.push({ topic, payload }),
  } as unknown as BusClient;
  const service = new ProjectsService(repo, bus, { analysis: { seed: 42 } } as KizunaConfig);
  const owner = { userId: 'u1', email: 'a@example.com', name: 'a', isAdmin: false };
  const create = (relations?: string[]) =>
    service.create({
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
  return { service, repo, owner, emitted, create };
}

describe('ProjectsService interaction kinds', () => {
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
    const { service, owner, create, emitted } = await setup();
    const { runs } = await create(['reply', 'retweet']);
    await service.start({ actor: owner, processIds: runs.map((r) => r._id) } as never);
    const requested = emitted.filter((e) => e.topic === Topic.AnalysisRequested);
    expect(requested.map((e) => [e.payload.k, e.payload.relations])).toEqual([
      [3, ['retweet', 'reply']],
      [6, ['retweet', 'reply']],
    ]);
  });

  it('applies the kinds to a run added later with another k (the graph page re-run)', async () => {
    const { service, owner, create, emitted } = await setup();
    const { project } = await create(['mention']);
    await service.addRun({ actor: owner, projectId: project._id, k: 10, clientAddress: '' } as never);
    const requested = emitted.filter((e) => e.topic === Topic.AnalysisRequested);
    expect(requested.map((e) => [e.payload.k, e.payload.relations])).toEqual([[10, ['mention']]]);
  });
});
