import { analysisPackageDir, builtWorkerScript } from '../package-dir.js';

export { analysisPackageDir };

/**
 * The compiled analysis worker. Worker threads need plain JavaScript at run time, so the worker
 * runs from dist whether the caller is compiled code or TypeScript under Jest.
 */
export function analysisWorkerPath(): string {
  return builtWorkerScript('analysis worker', 'worker', 'analysis-worker.js');
}
