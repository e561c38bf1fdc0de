import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@kizuna/analysis';

/** Root folder of the @kizuna/analysis package, found by walking up from this module. */
export function analysisPackageDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === PACKAGE_NAME)
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no ${PACKAGE_NAME} package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/**
 * A worker thread's compiled script in the package's dist folder (`what` names it in the error when
 * it is missing). Worker threads need plain JavaScript at run time, so they run from dist whether
 * the caller is compiled code or TypeScript under Jest; `tsc -b services/analysis` produces them.
 */
export function builtWorkerScript(what: string, ...pathInDist: string[]): string {
  const script = path.join(analysisPackageDir(), 'dist', ...pathInDist);
  if (!existsSync(script))
    throw new Error(`${what} not built: ${script} is missing (run "npx tsc -b services/analysis")`);
  return script;
}
