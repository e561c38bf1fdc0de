import { describe, expect, it } from '@jest/globals';
import type { BusClient } from '@kizuna/platform/bus';
import type { KizunaConfig } from '@kizuna/platform/config';
import { JsonLogger } from '@kizuna/platform/logging';
import type { ResultStore } from '../results/result-store.js';
import type { AnalysisWorkerPool } from '../worker/analysis-worker-pool.js';
import { AnalysisJob } from './analysis-job.js';
import type { DatasetInputsLoader } from './dataset-inputs.js';

const tick = () => new Promise((r) => setImmediate(r));

function setup(load: () => Promise<unknown>) {
  const calls: string[] = [];
  const inputs = {
    load: (datasetId: string, postsKey: string) => {
      calls.push(`load ${datasetId} ${postsKey}`);
      return load();
    },
  } as unknown as DatasetInputsLoader;
  const pool = {
    retireOtherDatasets: (datasetId: string) => void calls.push(`retire others than ${datasetId}`),
  } as unknown as AnalysisWorkerPool;
  const config = { analysis: { concurrency: 1, displayCap: 2000 } } as unknown as KizunaConfig;
  const job = new AnalysisJob(
    {} as BusClient,
    inputs,
    pool,
    {} as ResultStore,
    config,
    new JsonLogger('test', 'error'),
  );
  return { job, calls };
}

describe('AnalysisJob.prepare (analysis.prepare.v1)', () => {
  it('lets go of the previous dataset held by idle workers, then reads and tokenizes the new one', async () => {
    const { job, calls } = setup(async () => ({}));
    job.prepare('d2', 'datasets/d2/posts.ndjson');
    await tick();
    expect(calls).toEqual(['retire others than d2', 'load d2 datasets/d2/posts.ndjson']);
  });

  it('only logs a failure: the first run reads the dataset again and reports it', async () => {
    const { job, calls } = setup(async () => {
      throw new Error('object store down');
    });
    expect(() => job.prepare('d3', 'k')).not.toThrow();
    await tick();
    expect(calls).toContain('load d3 k');
  });
});
