import { describe, expect, it } from '@jest/globals';
import type { BusClient } from '@kizuna/platform/bus';
import type { KizunaConfig } from '@kizuna/platform/config';
import { NedbDocumentStore } from '@kizuna/platform/documents';
import type { JsonLogger } from '@kizuna/platform/logging';
import { ProjectsRepository } from './projects.repository.js';
import { ProjectsService } from './projects.service.js';
import { RegistrationSweeper } from './registration-sweeper.js';

const HOUR = 3600 * 1000;

describe('RegistrationSweeper', () => {
  it('removes a project left at step 3 once it is older than UPLOAD_TTL_HOURS, never a started one', async () => {
    const repo = new ProjectsRepository(new NedbDocumentStore({ inMemory: true }));
    await repo.onModuleInit();
    const emitted: Array<{ topic: string; payload: unknown }> = [];
    const bus = { emit: async (topic: string, payload: unknown) => void emitted.push({ topic, payload }) };
    const config = { analysis: { seed: 42 }, upload: { ttlHours: 24 } } as KizunaConfig;
    const service = new ProjectsService(repo, bus as unknown as BusClient, config);
    const sweeper = new RegistrationSweeper(service, config, {} as JsonLogger);
    const owner = { userId: 'u1', email: 'a@example.com', name: 'a', isAdmin: false };
    const register = (datasetId: string) =>
      service.create({
        owner,
        projectName: datasetId,
        filename: 'f.csv',
        datasetId,
        postsKey: `datasets/${datasetId}/posts.ndjson`,
        rowsAll: 5,
        rowsValid: 5,
        clusterCounts: [3],
      } as never);
    const left = await register('left');
    const started = await register('started');
    await service.start({ actor: owner, processIds: [started.runs[0]._id] } as never);
    const registeredAt = Date.parse(left.project.created_at);

    expect(await sweeper.sweep(registeredAt + 23 * HOUR)).toBe(0);
    expect(await repo.findProject(left.project._id)).not.toBeNull();

    expect(await sweeper.sweep(registeredAt + 25 * HOUR)).toBe(1);
    expect(await repo.findProject(left.project._id)).toBeNull();
    expect(await repo.runsOf([left.project._id])).toEqual([]);
    expect(await repo.findProject(started.project._id)).not.toBeNull();
    // The dataset and anything prepared from it go with the project.
    expect(emitted.filter((e) => e.topic === 'projects.deleted.v1').map((e) => e.payload)).toEqual([
      { projectId: left.project._id, datasetId: 'left', processIds: [left.runs[0]._id] },
    ]);
  });
});
