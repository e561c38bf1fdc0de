import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { IpadicTables } from '../engine/text/ipadic-tables.js';
import { analysisPackageDir } from './analysis-package-dir.js';

let tables: Promise<IpadicTables> | undefined;

/**
 * The process's IPADIC tables: compiled once, in a short-lived worker thread, then shared by
 * every tokenize thread (shared memory). A failed compile is not kept: the next call tries again.
 */
export function sharedIpadicTables(): Promise<IpadicTables> {
  if (tables === undefined) {
    tables = compileInWorker();
    tables.catch(() => {
      tables = undefined;
    });
  }
  return tables;
}

function compileInWorker(): Promise<IpadicTables> {
  const script = path.join(analysisPackageDir(), 'dist', 'worker', 'ipadic-tables-worker.js');
  if (!existsSync(script))
    return Promise.reject(
      new Error(`ipadic tables worker not built: ${script} is missing (run "npx tsc -b services/analysis")`),
    );
  return new Promise((resolve, reject) => {
    const worker = new Worker(script);
    worker.once(
      'message',
      (message: { kind: 'tables'; tables: IpadicTables } | { kind: 'failure'; message: string }) => {
        if (message.kind === 'tables') resolve(message.tables);
        else reject(new Error(`compiling the dictionary tables failed: ${message.message}`));
        void worker.terminate();
      },
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`ipadic tables worker exited with code ${code}`)));
  });
}
