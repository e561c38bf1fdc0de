import { describe, expect, it } from '@jest/globals';
import { projectUnits } from './test-support/project-units.js';

const HOUR = 3600 * 1000;

describe('RegistrationSweeper', () => {
  it('removes a project left at step 3 once it is older than UPLOAD_TTL_HOURS, never a started one', async () => {
    const { repo, emitted, clock, projects, starter, sweeper } = await projectUnits({
      upload: { ttlHours: 24 },
    } as never);
    const owner = { userId: 'u1', email: 'a@example.com', name: 'a', isAdmin: false };
    const register = (datasetId: string) =>
      projects.create({
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
    await starter.start({ actor: owner, processIds: [started.runs[0]._id] } as never);

    clock.advance(23 * HOUR);
    expect(await sweeper.sweep()).toBe(0);
    expect(await repo.findProject(left.project._id)).not.toBeNull();

    clock.advance(2 * HOUR);
    expect(await sweeper.sweep()).toBe(1);
    expect(await repo.findProject(left.project._id)).toBeNull();
    expect(await repo.runsOf([left.project._id])).toEqual([]);
    expect(await repo.findProject(started.project._id)).not.toBeNull();
    // The dataset and anything prepared from it go with the project.
    expect(emitted.filter((e) => e.topic === 'projects.deleted.v1').map((e) => e.payload)).toEqual([
      { projectId: left.project._id, datasetId: 'left', processIds: [left.runs[0]._id] },
    ]);
  });
});
