import { existsSync } from 'node:fs';
import path from 'node:path';
import { analysisPackageDir } from './analysis-package-dir.js';

/**
 * The compiled tokenize worker. Worker threads need plain JavaScript at run time, so the worker
 * always runs from the package's dist folder, whether the caller is compiled code or TypeScript
 * under Jest; `tsc -b services/analysis` produces it.
 */
export function tokenizeWorkerPath(): string {
  const script = path.join(analysisPackageDir(), 'dist', 'worker', 'tokenize-worker.js');
  if (!existsSync(script)) {
    throw new Error(`tokenize worker not built: ${script} is missing (run "npx tsc -b services/analysis")`);
  }
  return script;
}
