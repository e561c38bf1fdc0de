import { builtWorkerScript as builtScriptOf, packageDir, type WorkerPackage } from '@kizuna/platform/threads';

const ANALYSIS: WorkerPackage = {
  name: '@kizuna/analysis',
  from: import.meta.url,
  build: 'npx tsc -b services/analysis',
};

/** Root folder of the @kizuna/analysis package. */
export function analysisPackageDir(): string {
  return packageDir(ANALYSIS);
}

/** A worker thread's compiled script in this package's dist folder (see @kizuna/platform/threads). */
export function builtWorkerScript(what: string, ...pathInDist: string[]): string {
  return builtScriptOf(ANALYSIS, what, ...pathInDist);
}
