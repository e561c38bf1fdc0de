import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Which workspace package a worker script belongs to, and how to build it. */
export interface WorkerPackage {
  /** The package's name in its package.json, e.g. '@kizuna/analysis'. */
  name: string;
  /** `import.meta.url` of a module inside the package: the search for its package.json starts there. */
  from: string;
  /** The command that compiles the package, named in the error when a script is missing. */
  build: string;
}

/** Root folder of the package: the first folder above `from` whose package.json has its name. */
export function packageDir(pkg: Pick<WorkerPackage, 'name' | 'from'>): string {
  const start = fileURLToPath(pkg.from);
  let dir = path.dirname(start);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === pkg.name)
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no ${pkg.name} package.json above ${start}`);
    dir = parent;
  }
}

/**
 * A worker thread's compiled script in the package's dist folder (`what` names it in the error
 * when it is missing). Worker threads need plain JavaScript at run time, so they run from dist
 * whether the caller is compiled code or TypeScript under Jest.
 */
export function builtWorkerScript(pkg: WorkerPackage, what: string, ...pathInDist: string[]): string {
  const script = path.join(packageDir(pkg), 'dist', ...pathInDist);
  if (!existsSync(script)) throw new Error(`${what} not built: ${script} is missing (run "${pkg.build}")`);
  return script;
}
