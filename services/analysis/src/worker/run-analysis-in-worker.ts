import type { AnalysisResult, ProgressListener } from '../engine/types.js';
import { AnalysisWorkerPool, type AnalysisRequest } from './analysis-worker-pool.js';

const pool = new AnalysisWorkerPool();

/**
 * Runs `analyze` on a worker thread from a process-wide pool (one worker per core at most), so the
 * service's event loop stays free. Give `datasetKey` (e.g. the dataset id) and later runs on the
 * same data reuse the worker's copy of the posts and its prepared network. An AnalysisError in
 * the worker rejects with an AnalysisError of the same code.
 */
export function runAnalysisInWorker(request: AnalysisRequest, onProgress?: ProgressListener): Promise<AnalysisResult> {
  return pool.run(request, onProgress);
}

/** Ends the pool's workers (for shutdown; idle workers also end on their own). */
export function closeAnalysisWorkers(): Promise<void> {
  return pool.close();
}

export type { AnalysisRequest };
