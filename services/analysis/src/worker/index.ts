export { runAnalysisInWorker, closeAnalysisWorkers } from './run-analysis-in-worker.js';
export { AnalysisWorkerPool, type AnalysisRequest, type AnalysisWorkerPoolOptions } from './analysis-worker-pool.js';
export { analysisWorkerPath, analysisPackageDir } from './analysis-package-dir.js';
export { toColumns, fromColumns, type PostColumns } from './analysis-messages.js';
