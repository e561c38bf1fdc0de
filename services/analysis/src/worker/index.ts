export { runAnalysisInWorker, type AnalysisRequest } from './run-analysis-in-worker.js';
export { analysisWorkerPath, analysisPackageDir } from './analysis-package-dir.js';
export { toColumns, fromColumns, type PostColumns } from './analysis-messages.js';
