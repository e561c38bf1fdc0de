import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@kizuna/ingest';

/**
 * The compiled CSV worker. Worker threads need plain JavaScript at run time, so the worker runs
 * from the package's dist folder whether the caller is compiled code or TypeScript under Jest;
 * `tsc -b services/ingest` produces it.
 */
export function csvWorkerPath(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === PACKAGE_NAME)
      break;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no ${PACKAGE_NAME} package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  const script = path.join(dir, 'dist', 'worker', 'csv-worker.js');
  if (!existsSync(script))
    throw new Error(`CSV worker not built: ${script} is missing (run "npx tsc -b services/ingest")`);
  return script;
}
