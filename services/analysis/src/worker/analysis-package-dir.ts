import { existsSync } from 'node:fs';
import path from 'node:path';
import { analysisPackageDir } from '../package-dir.js';

export { analysisPackageDir };

/**
 * The compiled analysis worker. Worker threads need plain JavaScript at run time, so the worker
 * runs from dist whether the caller is compiled code or TypeScript under Jest.
 */
export function analysisWorkerPath(): string {
  const script = path.join(analysisPackageDir(), 'dist', 'worker', 'analysis-worker.js');
  if (!existsSync(script))
    throw new Error(`analysis worker not built: ${script} is missing (run "npx tsc -b services/analysis")`);
  return script;
}
