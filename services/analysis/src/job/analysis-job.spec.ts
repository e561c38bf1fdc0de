import { describe, expect, it } from '@jest/globals';
import { Topic } from '@kizuna/proto';
import type { BusClient } from '@kizuna/platform/bus';
import type { KizunaConfig } from '@kizuna/platform/config';
import { JsonLogger } from '@kizuna/platform/logging';
import type { AnalysisResult } from '../engine/analysis-result.js';
import { AnalysisError, AnalysisErrorCode } from '../engine/types.js';
import type { DatasetUserPosts } from '../results/stored/dataset-user-posts.js';
import type { RunSummaries } from '../results/stored/run-summaries.js';
import type { RunWriter } from '../results/stored/run-writer.js';
import type { WindowTextFiles } from '../results/stored/window-text-files.js';
import type { NetworkLayoutFiles } from '../results/stored/network-layout-files.js';
import { type AnalysisWorkerPool, AnalysisWorkersClosed } from '../worker/analysis-worker-pool.js';
import { CoordinationReader } from '../results/coordination/coordination-reader.js';
import { NearIdenticalStage } from '../results/coordination/near-identical-stage.js';
import type { CoordinationQueries } from '../results/coordination/coordination-queries.js';
import { enospc } from '@kizuna/platform/objects-testing';
import { FailureCode, JobFailure } from '../failures/job-failure.js';
import { AnalysisJob } from './analysis-job.js';
import { projectsLiveness } from '../failures/test-support/projects-liveness.js';
import type { DatasetInputsLoader } from './dataset-inputs.js';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((r) => setImmediate(r));

const resultFor = (k: number) =>
  ({
    summary: { k, users: 10 * k, edges: k, text_only: false, skipped_posts: { total: 0, reasons: [] } },
  }) as unknown as AnalysisResult;

/** The job with in-memory stand-ins for its collaborators; every compute and save waits for the test to let it finish. */
function setup(concurrency = 1) {
  const log: string[] = [];
  /** What the job let go of: the main thread's copy of a dataset, a worker holding it. */
  const letGo: string[] = [];
  const computes = new Map<number, ReturnType<typeof deferred>>();
  const saves = new Map<number, ReturnType<typeof deferred>>();
  const emitted: Array<{ topic: string; payload: Record<string, unknown> }> = [];
  const bus = {
    emit: async (topic: string, payload: Record<string, unknown>) => void emitted.push({ topic, payload }),
  } as unknown as BusClient;
  const inputs = {
    load: async () => ({
      posts: [],
      terms: { vocabulary: [], offsets: new Int32Array(1), termIds: new Int32Array(0) },
    }),
    release: (datasetId: string) => void letGo.push(`release ${datasetId}`),
    tokenizeMs: () => 1_234,
    terms: async () => ({ vocabulary: [], offsets: new Int32Array(1), termIds: new Int32Array(0) }),
    sendPosts: async () => 0,
  } as unknown as DatasetInputsLoader;
  /** Each run's k and the k of the runs its partitions may be computed ahead for. */
  const upcoming: string[] = [];
  /** Whether each run was asked to compute the project's coordination. */
  const withCoordination: boolean[] = [];
  /** The worker's warm of a dataset (prepare) ends when the test lets it; it hands over a coordination. */
  const warm = deferred();
  /** The near-identical stage's worker job ends when this resolves (at once unless a test holds it). */
  let nearGate: Promise<void> = Promise.resolve();
  const holdNear = () => {
    const gate = deferred();
    nearGate = gate.promise;
    return gate;
  };
  const pool = {
    retireDataset: (datasetId: string) => void letGo.push(`retire ${datasetId}`),
    nearIdentical: async ({ datasetKey }: { datasetKey: string }) => {
      letGo.push(`near ${datasetKey} after ${log.filter((l) => l.startsWith('compute')).length} computed`);
      await nearGate;
      return { inputs: new Uint8Array(1), answer: new Uint8Array(1), nearIdentical: true };
    },
    retireOtherDatasets: () => undefined,
    stopDataset: (datasetId: string) => {
      letGo.push(`stop ${datasetId}`);
      return 1;
    },
    warm: async (req: { coordination?: (encoded: unknown) => void }) => {
      // The exact copies' inputs: the near-identical ones come after the project's runs.
      req.coordination?.({ inputs: new Uint8Array(1), answer: null, nearIdentical: false });
      await warm.promise;
      return true;
    },
    run: async (req: {
      options: { k: number };
      loaded?: () => void;
      withCoordination?: boolean;
      upcoming?: number[];
    }) => {
      withCoordination.push(req.withCoordination ?? false);
      upcoming.push(`${req.options.k}: ${(req.upcoming ?? []).join(' ')}`);
      req.loaded?.();
      const k = req.options.k;
      log.push(`compute ${k}`);
      const d = deferred();
      computes.set(k, d);
      if (k !== 94) await d.promise;
      if (k === 99) throw new AnalysisError(AnalysisErrorCode.TooFewUsers, 'fewer users than k');
      if (k === 95) throw new AnalysisError(AnalysisErrorCode.NoSignal, 'no interactions, no text');
      if (k === 98) throw new Error('disk on fire');
      if (k === 97) throw new AnalysisWorkersClosed();
      if (k === 96) throw Object.assign(new Error('heap limit'), { code: 'ERR_WORKER_OUT_OF_MEMORY' });
      return { run: resultFor(k) };
    },
  } as unknown as AnalysisWorkerPool;
  const summaries = { findCurrent: async () => null } as unknown as RunSummaries;
  const userPosts = { has: async () => true } as unknown as DatasetUserPosts;
  const windowTexts = { has: async () => true } as unknown as WindowTextFiles;
  /** Runs and datasets whose files were removed; runs whose staged result was made visible. */
  const deleted: string[] = [];
  const published: string[] = [];
  const writer = {
    deleteRun: async (processId: string) => void deleted.push(processId),
    deleteDataset: async (datasetId: string) => void deleted.push(datasetId),
    publish: async (processId: string) => void published.push(processId),
    stage: async (processId: string, _dataset: string, result: AnalysisResult) => {
      if (result.summary.k === 94)
        throw new JobFailure(FailureCode.Cluster, 'saving results/p94/edges.ndjson failed: ENOSPC', {
          cause: enospc('results/p94/edges.ndjson'),
        });
      log.push(`save ${result.summary.k}`);
      const d = deferred();
      saves.set(result.summary.k, d);
      await d.promise;
      log.push(`saved ${result.summary.k}`);
    },
  } as unknown as RunWriter;
  const config = { analysis: { displayCap: 2000, concurrency } } as KizunaConfig;
  const prepared: string[] = [];
  // Saved for the dataset unless a test says otherwise; the warm's save waits for the test.
  let coordinationStored = true;
  let nearStored = true;
  const coordinationSave = deferred();
  const coordination = {
    has: async () => coordinationStored,
    nearIdenticalReady: async () => nearStored,
    save: async (_datasetId: string, _inputs: Uint8Array, answer: Uint8Array | null) => {
      await coordinationSave.promise;
      coordinationStored = true;
      if (answer) nearStored = true;
      prepared.push(answer ? 'near-identical saved' : 'coordination saved');
    },
  } as unknown as CoordinationReader;
  const noCoordinationStored = () => void (coordinationStored = nearStored = false);
  const noNearStored = () => void (nearStored = false);
  const nearStage = new NearIdenticalStage();
  // Records when the default coordination answer is made, against what the bus has been told by then.
  const readAhead = deferred();
  readAhead.resolve();
  let coordinationReadAhead = readAhead.promise;
  const coordinationAnswers = {
    nearIdentical: nearStage,
    nearIdenticalSaved: async (datasetId: string) => nearStage.settled(datasetId),
    readAhead: (datasetId: string) => void prepared.push(`read ahead ${datasetId}`),
    readAheadDone: () => coordinationReadAhead,
    prepareDefault: async (processId: string) =>
      void prepared.push(
        `coordination ${processId}${emitted.some((e) => e.topic === Topic.AnalysisCompleted) ? ' after' : ' before'} completed`,
      ),
  } as unknown as CoordinationQueries;
  const liveness = projectsLiveness();
  const job = new AnalysisJob(
    bus,
    inputs,
    pool,
    writer,
    summaries,
    userPosts,
    windowTexts,
    coordination,
    config,
    new JsonLogger('test', 'error'),
    coordinationAnswers,
    liveness.wanted,
    // Every project here has its layout: no run computes one.
    { hasCurrent: () => Promise.resolve(true) } as unknown as NetworkLayoutFiles,
  );
  const request = (k: number) =>
    ({
      processId: `p${k}`,
      projectId: 'j',
      datasetId: 'd',
      postsKey: 'x',
      k,
      seed: 1,
      relations: ['retweet'],
    }) as never;
  /** From now on the coordination inputs are being read ahead until the deferred returned resolves. */
  const readingAhead = () => {
    const reading = deferred();
    coordinationReadAhead = reading.promise;
    return reading;
  };
  return {
    job,
    log,
    letGo,
    computes,
    saves,
    emitted,
    prepared,
    request,
    readingAhead,
    withCoordination,
    upcoming,
    warm,
    coordinationSave,
    noCoordinationStored,
    noNearStored,
    nearStage,
    holdNear,
    gone: liveness.gone,
    deleted,
    published,
  };
}

describe('AnalysisJob', () => {
  it("makes the run's default coordination answer once the run is saved, before it tells anyone the run is done", async () => {
    const { job, computes, saves, emitted, prepared, request } = setup();
    const run = job.enqueue(request(3));
    for (let i = 0; i < 3; i++) await tick();
    computes.get(3)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    // The stored inputs go to the coordination thread as the run starts (it has the run's time to
    // load them); not the default answer while the run is being saved: its communities are read
    // from the saved run.
    expect(prepared).toEqual(['read ahead d']);
    saves.get(3)!.resolve();
    await run;
    expect(prepared).toEqual(['read ahead d', 'coordination p3 before completed']);
    expect(emitted.map((e) => e.topic)).toContain(Topic.AnalysisCompleted);
  });

  it("does not compute the warm's coordination again while it is being saved, and answers once it is saved", async () => {
    const { job, computes, saves, prepared, request, withCoordination, warm, coordinationSave, noCoordinationStored } =
      setup();
    noCoordinationStored();
    const preparing = job.prepare('d', 'x', ['retweet']);
    // The worker is done with the warm; its coordination is still being written.
    warm.resolve();
    for (let i = 0; i < 3; i++) await tick();
    const run = job.enqueue(request(3));
    for (let i = 0; i < 3; i++) await tick();
    expect(withCoordination).toEqual([false]);
    computes.get(3)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    saves.get(3)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    // The run's first coordination answer waits for the warm's inputs to be saved.
    expect(prepared).toEqual([]);
    coordinationSave.resolve();
    await run;
    await preparing;
    expect(prepared).toEqual(['coordination saved', 'read ahead d', 'coordination p3 before completed']);
  });

  it("computes the near-identical posts only once the project's last run is done, then lets its worker go", async () => {
    const { job, computes, saves, letGo, prepared, request, noNearStored, nearStage, coordinationSave } = setup();
    coordinationSave.resolve();
    noNearStored();
    const first = job.enqueue(request(3));
    const second = job.enqueue(request(6));
    for (let i = 0; i < 3; i++) await tick();
    computes.get(3)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    saves.get(3)!.resolve();
    await first;
    // A run of the project is still to come: the shingling waits for it.
    expect(letGo.filter((e) => !e.startsWith('release'))).toEqual([]);
    for (let i = 0; i < 3; i++) await tick();
    computes.get(6)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    saves.get(6)!.resolve();
    await second;
    for (let i = 0; i < 10; i++) await tick();
    expect(letGo.filter((e) => !e.startsWith('release'))).toEqual(['near d after 2 computed', 'retire d']);
    expect(prepared).toContain('near-identical saved');
    expect(nearStage.coming('d')).toBe(false);
  });

  it('computes the near-identical posts once when a run of the project ends while they are computed', async () => {
    const { job, computes, saves, letGo, prepared, request, noNearStored, nearStage, coordinationSave, holdNear } =
      setup();
    coordinationSave.resolve();
    noNearStored();
    const stage = holdNear();
    const first = job.enqueue(request(3));
    for (let i = 0; i < 3; i++) await tick();
    computes.get(3)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    saves.get(3)!.resolve();
    await first;
    for (let i = 0; i < 10; i++) await tick();
    const nears = () => letGo.filter((e) => e.startsWith('near'));
    expect(nears()).toEqual(['near d after 1 computed']);
    // A run asked for while the stage computes: when it ends, nothing is saved yet, and it joins.
    const second = job.enqueue(request(6));
    for (let i = 0; i < 3; i++) await tick();
    computes.get(6)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    saves.get(6)!.resolve();
    await second;
    for (let i = 0; i < 10; i++) await tick();
    expect(nearStage.coming('d')).toBe(true);
    stage.resolve();
    for (let i = 0; i < 10; i++) await tick();
    expect(nears()).toEqual(['near d after 1 computed']);
    expect(prepared.filter((e) => e === 'near-identical saved')).toHaveLength(1);
    expect(nearStage.coming('d')).toBe(false);
  });

  it('saves no coordination for a dataset whose project is already deleted', async () => {
    const { job, prepared, warm, coordinationSave, noCoordinationStored } = setup();
    noCoordinationStored();
    job.cancel(['d']);
    const preparing = job.prepare('d', 'x', ['retweet']);
    warm.resolve();
    coordinationSave.resolve();
    await preparing;
    expect(prepared).not.toContain('coordination saved');
  });

  it("removes the coordination saved while the dataset's project was being deleted", async () => {
    const { job, prepared, warm, coordinationSave, noCoordinationStored, deleted } = setup();
    noCoordinationStored();
    const preparing = job.prepare('d', 'x', ['retweet']);
    for (let i = 0; i < 3; i++) await tick();
    job.cancel(['d']);
    warm.resolve();
    coordinationSave.resolve();
    await preparing;
    expect(prepared).toEqual(['coordination saved']);
    expect(deleted).toEqual(['d']);
  });

  it('computes the coordination with a run when no warm computed it and none is saved', async () => {
    const { job, computes, saves, request, withCoordination, noCoordinationStored } = setup();
    noCoordinationStored();
    const run = job.enqueue(request(3));
    for (let i = 0; i < 3; i++) await tick();
    expect(withCoordination).toEqual([true]);
    computes.get(3)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    saves.get(3)!.resolve();
    await run;
  });

  it('computes no partition ahead for a run that is already computed and being saved', async () => {
    const { job, computes, saves, request, upcoming } = setup();
    const runs = [3, 6, 10].map((k) => job.enqueue(request(k)));
    for (let i = 0; i < 3; i++) await tick();
    expect(upcoming).toEqual(['3: 6 10']);
    computes.get(3)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    // k = 3 is being written while k = 6 computes: only k = 10 is still to come.
    expect(upcoming).toEqual(['3: 6 10', '6: 10']);
    saves.get(3)!.resolve();
    computes.get(6)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    saves.get(6)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    expect(upcoming).toEqual(['3: 6 10', '6: 10', '10: ']);
    computes.get(10)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    saves.get(10)!.resolve();
    await Promise.all(runs);
  });

  it('lets the review indexes be built only once the coordination inputs are read ahead', async () => {
    const { job, computes, saves, emitted, request, readingAhead } = setup();
    const reading = readingAhead();
    const run = job.enqueue(request(3));
    for (let i = 0; i < 3; i++) await tick();
    computes.get(3)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    saves.get(3)!.resolve();
    await run;
    for (let i = 0; i < 3; i++) await tick();
    const idle = () => emitted.filter((e) => e.topic === Topic.AnalysisDatasetIdle);
    expect(emitted.map((e) => e.topic)).toContain(Topic.AnalysisCompleted);
    expect(idle()).toEqual([]);
    reading.resolve();
    await tick();
    expect(idle()).toEqual([{ topic: Topic.AnalysisDatasetIdle, payload: { datasetId: 'd', postsKey: 'x' } }]);
  });

  it("drops the main thread's copy of the posts once a worker has them, and the worker after the project's last run", async () => {
    const { job, letGo, computes, saves, request } = setup();
    const runs = [3, 6].map((k) => job.enqueue(request(k)));
    for (let i = 0; i < 3; i++) await tick();
    // Let go as soon as the worker holds the posts, not when the run is done.
    expect(letGo).toEqual(['release d']);
    computes.get(3)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    saves.get(3)!.resolve();
    for (let i = 0; i < 5; i++) await tick();
    computes.get(6)!.resolve();
    for (let i = 0; i < 5; i++) await tick();
    saves.get(6)!.resolve();
    await Promise.all(runs);
    // After the near-identical posts' check (stored already here).
    for (let i = 0; i < 5; i++) await tick();
    expect(letGo.filter((e) => e.startsWith('retire'))).toEqual(['retire d']);
    expect(letGo[letGo.length - 1]).toBe('retire d');
  });

  it('computes one job at a time, saves while the next computes, and never holds three results', async () => {
    const { job, log, computes, saves, request } = setup();
    const runs = [3, 6, 10].map((k) => job.enqueue(request(k)));
    await tick();
    expect(log).toEqual(['compute 3']);
    computes.get(3)!.resolve();
    await tick();
    await tick();
    expect(log).toEqual(['compute 3', 'save 3', 'compute 6']);
    computes.get(6)!.resolve();
    await tick();
    await tick();
    // Result 6 waits for 3 to be saved before k = 10 may start: at most two results at once.
    expect(log).toEqual(['compute 3', 'save 3', 'compute 6']);
    saves.get(3)!.resolve();
    for (let i = 0; i < 5; i++) await tick();
    expect(log).toEqual(['compute 3', 'save 3', 'compute 6', 'saved 3', 'save 6', 'compute 10']);
    computes.get(10)!.resolve();
    saves.get(6)!.resolve();
    for (let i = 0; i < 5; i++) await tick();
    saves.get(10)!.resolve();
    await Promise.all(runs);
    expect(log.slice(-3)).toEqual(['saved 6', 'save 10', 'saved 10']);
  });

  it('reports progress per stage and completion on the bus', async () => {
    const { job, computes, saves, emitted, request, published } = setup();
    const run = job.enqueue(request(3));
    await tick();
    computes.get(3)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    expect(published).toEqual([]);
    saves.get(3)!.resolve();
    await run;
    await tick();
    expect(published).toEqual(['p3']);
    expect(emitted.map((e) => [e.topic, e.payload.stage ?? e.payload.nodeCount ?? e.payload.datasetId])).toEqual([
      [Topic.AnalysisProgress, 'parse'],
      [Topic.AnalysisProgress, 'save'],
      [Topic.AnalysisCompleted, 30],
      [Topic.AnalysisDatasetIdle, 'd'],
    ]);
    // Completion says where the time went; the dataset's tokenizing as the loader measured it.
    expect(emitted[2].payload.stageTimes).toEqual({
      tokenizeMs: 1_234,
      networkMs: expect.any(Number),
      communitiesMs: expect.any(Number),
      keywordsMs: expect.any(Number),
      layoutMs: expect.any(Number),
      writeMs: expect.any(Number),
    });
    // With no run of the dataset left, the analysis says so (the review indexes are built then).
    expect(emitted[3].payload).toEqual({ datasetId: 'd', postsKey: 'x' });
  });

  it('ends a run whose data cannot support k with failure code none, without a retry', async () => {
    const { job, computes, emitted, request } = setup();
    const run = job.enqueue(request(95));
    await tick();
    computes.get(95)!.resolve();
    await run;
    expect(emitted.filter((e) => e.topic !== Topic.AnalysisDatasetIdle).at(-1)).toEqual({
      topic: Topic.AnalysisFailed,
      payload: { processId: 'p95', failureCode: 'none', reason: 'no_signal', message: 'no interactions, no text' },
    });
  });

  it('ends a run with fewer users than k with failure code us1016 (choose fewer communities), without a retry', async () => {
    const { job, computes, emitted, request } = setup();
    const run = job.enqueue(request(99));
    await tick();
    computes.get(99)!.resolve();
    await run;
    expect(emitted.filter((e) => e.topic !== Topic.AnalysisDatasetIdle).at(-1)).toEqual({
      topic: Topic.AnalysisFailed,
      payload: { processId: 'p99', failureCode: 'us1016', reason: 'too_few_users', message: 'fewer users than k' },
    });
  });

  it('ends a run on an unexpected failure, final (no bus retry), removes what it wrote, and goes on with the next job', async () => {
    const { job, computes, saves, emitted, request, log, deleted } = setup();
    const failing = job.enqueue(request(98));
    const next = job.enqueue(request(3));
    await tick();
    computes.get(98)!.resolve();
    // Not handed back to the bus: a retry once wrote the results of a run that stayed failed.
    await expect(failing).resolves.toBeUndefined();
    expect(emitted.find((e) => e.topic === Topic.AnalysisFailed)).toMatchObject({
      payload: { processId: 'p98', failureCode: 'all1013', reason: 'unexpected' },
    });
    expect(deleted).toEqual(['p98']);
    for (let i = 0; i < 3; i++) await tick();
    expect(log).toContain('compute 3');
    computes.get(3)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    saves.get(3)!.resolve();
    await next;
  });

  it('tells a full disk as storage_full, without the path or errno (the log keeps them)', async () => {
    const { job, computes, emitted, request, deleted } = setup();
    const run = job.enqueue(request(94));
    await tick();
    computes.get(94)!.resolve();
    await run;
    expect(emitted.find((e) => e.topic === Topic.AnalysisFailed)?.payload).toEqual({
      processId: 'p94',
      failureCode: 'cl1008',
      reason: 'storage_full',
      message: '',
    });
    expect(deleted).toEqual(['p94']);
  });

  it('does nothing for a redelivered request of a run that already failed or was removed', async () => {
    const { job, emitted, request, log, gone } = setup();
    // Projects answers that the run is no longer waiting or processing.
    gone.add('p3');
    await job.enqueue(request(3));
    job.cancel(['p6']);
    await job.enqueue(request(6));
    expect(log).toEqual([]);
    // No progress, no end: only that the dataset has no run left here.
    expect(emitted.map((e) => e.topic).filter((t) => t !== Topic.AnalysisDatasetIdle)).toEqual([]);
  });

  it('writes nothing for a run removed while it was computed, and tells no end', async () => {
    const { job, computes, emitted, request, log, deleted } = setup();
    const run = job.enqueue(request(3));
    await tick();
    job.cancel(['p3', 'd']);
    computes.get(3)!.resolve();
    await run;
    for (let i = 0; i < 5; i++) await tick();
    expect(log).toEqual(['compute 3']);
    expect(emitted.map((e) => e.topic).filter((t) => t !== Topic.AnalysisProgress)).toEqual([
      Topic.AnalysisDatasetIdle,
    ]);
    // Window texts a run writes go under the dataset: removed with it when the project is gone.
    expect(deleted).toEqual(['p3', 'd']);
  });

  it("ends the worker of a deleted project's dataset and reports no failure for the run it cut off", async () => {
    const { job, computes, emitted, request, letGo, deleted } = setup();
    const run = job.enqueue(request(98));
    await tick();
    job.cancel(['p98']);
    job.stopDataset('d');
    expect(letGo).toContain('stop d');
    // The worker's end fails the compute.
    computes.get(98)!.resolve();
    await run;
    expect(emitted.map((e) => e.topic)).not.toContain(Topic.AnalysisFailed);
    expect(deleted).toEqual(['p98', 'd']);
  });

  it('removes what a run wrote when it was removed while being saved, and tells no end', async () => {
    const { job, computes, saves, emitted, request, deleted, gone, published } = setup();
    const run = job.enqueue(request(3));
    await tick();
    computes.get(3)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    gone.add('p3');
    saves.get(3)!.resolve();
    await run;
    expect(emitted.map((e) => e.topic)).not.toContain(Topic.AnalysisCompleted);
    expect(emitted.map((e) => e.topic)).not.toContain(Topic.AnalysisFailed);
    // Never made visible: its staged files go.
    expect(published).toEqual([]);
    expect(deleted).toEqual(['p3']);
  });

  it('reports the queue position of waiting runs on the bus as they move up', async () => {
    const { job, computes, saves, emitted, request } = setup();
    const runs = [3, 6, 10].map((k) => job.enqueue(request(k)));
    await tick();
    const queued = () =>
      emitted
        .filter((e) => e.topic === Topic.AnalysisProgress && e.payload.stage === 'queued')
        .map((e) => [e.payload.processId, e.payload.queuePosition]);
    expect(queued()).toEqual([
      ['p6', 1],
      ['p10', 2],
    ]);
    computes.get(3)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    expect(queued().slice(2)).toEqual([['p10', 1]]);
    saves.get(3)!.resolve();
    computes.get(6)!.resolve();
    for (let i = 0; i < 5; i++) await tick();
    saves.get(6)!.resolve();
    computes.get(10)!.resolve();
    for (let i = 0; i < 5; i++) await tick();
    saves.get(10)!.resolve();
    await Promise.all(runs);
    expect(queued()).toHaveLength(3);
  });

  it('computes as many runs at once as its concurrency', async () => {
    const { job, log, computes, saves, request } = setup(2);
    const runs = [3, 6, 10].map((k) => job.enqueue(request(k)));
    await tick();
    expect(log).toEqual(['compute 3', 'compute 6']);
    for (const k of [3, 6, 10]) {
      computes.get(k)!.resolve();
      for (let i = 0; i < 5; i++) await tick();
      saves.get(k)?.resolve();
      for (let i = 0; i < 5; i++) await tick();
    }
    for (const k of [3, 6, 10]) saves.get(k)!.resolve();
    await Promise.all(runs);
    expect(log.filter((l) => l.startsWith('saved'))).toHaveLength(3);
  });

  it('joins a request for a run already queued or running instead of computing it twice', async () => {
    const { job, log, computes, saves, request } = setup();
    const first = job.enqueue(request(3));
    const again = job.enqueue(request(3));
    expect(again).toBe(first);
    await tick();
    computes.get(3)!.resolve();
    for (let i = 0; i < 3; i++) await tick();
    saves.get(3)!.resolve();
    await first;
    expect(log.filter((l) => l === 'compute 3')).toHaveLength(1);
  });

  it('at shutdown starts no waiting run and reports no failure for the run cut short', async () => {
    const { job, log, computes, emitted, request } = setup();
    const cut = job.enqueue(request(97));
    const waiting = job.enqueue(request(3));
    await tick();
    job.beforeApplicationShutdown();
    computes.get(97)!.resolve();
    await expect(cut).resolves.toBeUndefined();
    await expect(waiting).resolves.toBeUndefined();
    expect(log).toEqual(['compute 97']);
    expect(emitted.filter((e) => e.topic === Topic.AnalysisFailed)).toEqual([]);
  });

  it('ends a run beyond the worker heap limit as failed, without a retry that would fail again', async () => {
    const { job, computes, emitted, request } = setup();
    const run = job.enqueue(request(96));
    await tick();
    computes.get(96)!.resolve();
    await expect(run).resolves.toBeUndefined();
    expect(emitted.filter((e) => e.topic !== Topic.AnalysisDatasetIdle).at(-1)).toMatchObject({
      topic: Topic.AnalysisFailed,
      payload: { processId: 'p96', failureCode: 'all1013', reason: 'unexpected' },
    });
  });
});
