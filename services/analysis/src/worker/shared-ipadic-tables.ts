import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { IpadicTables } from '../engine/text/ipadic-tables.js';
import { analysisPackageDir, builtWorkerScript } from '../package-dir.js';
import { loadIpadicTablesFile, saveIpadicTablesFile } from './ipadic-tables-file.js';

let tables: Promise<IpadicTables> | undefined;
let cacheDir: string | null = null;

/**
 * Where the process keeps its compiled tables between starts (config.analysis.dictionaryCacheDir),
 * set once at start-up before any tokenizing; none is kept when it is not set.
 */
export function keepIpadicTablesIn(dir: string): void {
  cacheDir = dir;
}

/**
 * The process's IPADIC tables: read from the dictionary cache when a sound copy is kept there,
 * else compiled once in a short-lived worker thread (2.5 s of one core) and kept there; shared by
 * every tokenize thread (shared memory). A failed compile is not kept: the next call tries again.
 */
export function sharedIpadicTables(): Promise<IpadicTables> {
  if (tables === undefined) {
    tables = cacheDir === null ? compileInWorker() : ipadicTablesKeptIn(cacheDir);
    tables.catch(() => {
      tables = undefined;
    });
  }
  return tables;
}

/** The tables kept in the cache folder `dir`, or compiled and kept there. */
export async function ipadicTablesKeptIn(dir: string): Promise<IpadicTables> {
  const file = path.join(dir, ipadicTablesCacheName());
  // Absent, or unreadable (damaged, another format): compiled and written again.
  const kept = await loadIpadicTablesFile(file).catch(() => null);
  if (kept) return kept;
  const compiled = await compileInWorker();
  // A cache that cannot be written (read-only or full disk) costs the next start its compile only.
  await saveIpadicTablesFile(file, compiled).catch(() => undefined);
  return compiled;
}

/**
 * The cache file's name: what the tables are compiled from (kuromoji's dictionary, by its
 * version) and the code that compiles them (the built modules the worker runs), so that a new
 * dictionary or a change to the compiling never reads tables made by the old.
 */
export function ipadicTablesCacheName(): string {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  hash.update(
    (JSON.parse(readFileSync(require.resolve('kuromoji/package.json'), 'utf8')) as { version: string }).version,
  );
  for (const module of ['ipadic-tables.js', 'kuromoji-parts.js', 'content-noun.js'])
    hash.update(readFileSync(path.join(analysisPackageDir(), 'dist', 'engine', 'text', module)));
  return `ipadic-tables-${hash.digest('hex').slice(0, 16)}.bin`;
}

function compileInWorker(): Promise<IpadicTables> {
  return new Promise((resolve, reject) => {
    // A missing script throws here, which rejects the promise.
    const worker = new Worker(builtWorkerScript('ipadic tables worker', 'worker', 'ipadic-tables-worker.js'));
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
