export {
  AnalysisWorkerPool,
  AnalysisWorkersClosed,
  type AnalysisOutput,
  type AnalysisRequest,
  type AnalysisWorkerPoolOptions,
} from './analysis-worker-pool.js';
export { analysisWorkerPath, analysisPackageDir } from './analysis-package-dir.js';
export { toColumns, fromColumns, type PostColumns } from './analysis-messages.js';
export { tokenizeCorpusInWorkers, type TokenizeInWorkersOptions } from './tokenize-corpus-in-workers.js';
export { NO_DELAYS, RandomDelays, type ThreadDelays } from './thread-delays.js';
