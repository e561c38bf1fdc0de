import { builtWorkerScript } from '../package-dir.js';

/**
 * The compiled tokenize worker. Worker threads need plain JavaScript at run time, so the worker
 * always runs from the package's dist folder, whether the caller is compiled code or TypeScript
 * under Jest; `tsc -b services/analysis` produces it.
 */
export function tokenizeWorkerPath(): string {
  return builtWorkerScript('tokenize worker', 'worker', 'tokenize-worker.js');
}
