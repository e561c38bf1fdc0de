import { describe, expect, it } from '@jest/globals';
import { RunStatus, SERIES_PER_USER_MAX } from '@kizuna/proto/rules';
import { SeriesService } from './series.service.js';
import { projectUnits } from './test-support/project-units.js';

const owner = { userId: 'u1', email: 'a@example.com', name: 'a', isAdmin: false, supplierCode: '' };

async function setup() {
  const units = await projectUnits();
  const { runs } = await units.projects.create({
    owner,
    projectName: 'p',
    filename: 'f.csv',
    datasetId: 'd',
    postsKey: 'k',
    rowsAll: 5,
    rowsValid: 5,
    clusterCounts: [3, 6, 10],
  } as never);
  for (const run of runs) await units.repo.runs.updateOne({ _id: run._id }, { $set: { status: RunStatus.DONE } });
  const series = new SeriesService(units.seriesRepo, units.repo);
  return { ...units, runs, series, creator: { userId: owner.userId, name: 'a' } };
}

describe('saving a series reads its runs again', () => {
  it('keeps a series of done runs', async () => {
    const { series, runs, creator } = await setup();
    const saved = await series.save(creator, ' Spring ', [runs[0]._id, runs[1]._id]);
    expect(saved.name).toBe('Spring');
    expect((await series.get(saved._id)).process_ids).toEqual([runs[0]._id, runs[1]._id]);
  });

  it('keeps nothing when a run was removed after the gateway checked it: 404', async () => {
    const { series, runs, remover, seriesRepo, creator } = await setup();
    await remover.remove({ actor: owner, processId: runs[2]._id } as never);
    await expect(series.save(creator, 'late', [runs[0]._id, runs[2]._id])).rejects.toMatchObject({
      code: 'errors.not_found',
    });
    await expect(series.save(creator, 'never', [runs[0]._id, 'no-such-run'])).rejects.toMatchObject({
      code: 'errors.not_found',
    });
    expect(await seriesRepo.series.find({})).toEqual([]);
  });

  it('keeps nothing when a run is no longer done, or is being removed', async () => {
    const { series, runs, repo, seriesRepo, creator } = await setup();
    await repo.runs.updateOne({ _id: runs[1]._id }, { $set: { status: RunStatus.PROCESSING } });
    await expect(series.save(creator, 'again', [runs[0]._id, runs[1]._id])).rejects.toMatchObject({
      code: 'errors.run_not_done',
    });
    await repo.runs.updateOne({ _id: runs[2]._id }, { $set: { removing: true } });
    await expect(series.save(creator, 'going', [runs[0]._id, runs[2]._id])).rejects.toMatchObject({
      code: 'errors.not_found',
    });
    expect(await seriesRepo.series.find({})).toEqual([]);
  });
});

describe('series per user', () => {
  it(`keeps at most ${SERIES_PER_USER_MAX} a user, and lists them a page at a time, newest first`, async () => {
    const { series, runs, seriesRepo, creator } = await setup();
    const base = { creator_id: creator.userId, creator_name: 'a', process_ids: [runs[0]._id, runs[1]._id] };
    await seriesRepo.series.insertMany(
      Array.from({ length: SERIES_PER_USER_MAX }, (_, i) => ({
        _id: `s${String(i).padStart(3, '0')}`,
        name: `n${i}`,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        updated_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        ...base,
      })),
    );
    await expect(series.save(creator, 'one more', [runs[0]._id, runs[1]._id])).rejects.toMatchObject({
      code: 'errors.too_many_series',
      params: { max: String(SERIES_PER_USER_MAX) },
    });
    // Another user is not held back by this one's series.
    await series.save({ userId: 'u2', name: 'b' }, 'theirs', [runs[0]._id, runs[1]._id]);

    const first = await series.list(creator.userId, 0, 25);
    expect(first.total).toBe(SERIES_PER_USER_MAX);
    expect(first.series.map((s) => s._id)).toEqual(
      Array.from({ length: 25 }, (_, i) => `s${String(SERIES_PER_USER_MAX - 1 - i).padStart(3, '0')}`),
    );
    const last = await series.list(creator.userId, 3, 25);
    expect(last.series.at(-1)?._id).toBe('s000');
    expect((await series.list(creator.userId, 4, 25)).series).toEqual([]);
  });
});
