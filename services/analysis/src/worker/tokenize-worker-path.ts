import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@kizuna/analysis';

/**
 * The compiled worker script. Worker threads need plain JavaScript at run time, so the worker
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

function analysisPackageDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === PACKAGE_NAME
    ) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no ${PACKAGE_NAME} package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}
