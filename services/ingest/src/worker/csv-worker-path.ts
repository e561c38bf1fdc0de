import { builtWorkerScript } from '@kizuna/platform/threads';

/** The compiled CSV worker (worker threads run plain JavaScript: see @kizuna/platform/threads). */
export function csvWorkerPath(): string {
  return builtWorkerScript(
    { name: '@kizuna/ingest', from: import.meta.url, build: 'npx tsc -b services/ingest' },
    'CSV worker',
    'worker',
    'csv-worker.js',
  );
}
