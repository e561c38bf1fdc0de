import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startKizuna, type RunningKizuna } from '@kizuna/launcher';
import { KizunaClient } from './kizuna-client.js';
import { benchKizunaConfig } from './bench-kizuna-config.js';

const ADMIN = 'admin@example.com';

/** A deterministic pseudo-random sequence in [0, 1), so every run of a bench asks the same things. */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** The load average as the benches print it ("2.51 3.40 3.71"). */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Kizuna started in the bench's process with one project analysed, signed in as the admin. */
export interface AnalysedProject {
  client: KizunaClient;
  projectId: string;
  /** The run of each k asked for. */
  runOf(k: number): string;
  /** Seconds from starting the runs until every one was done. */
  analyseS: number;
  /** The object store's folder. */
  objectsDir: string;
  /** Size in bytes of a stored object (NaN when there is none). */
  size(key: string): Promise<number>;
  /** Stops Kizuna and starts it again on the same data, signed in again: nothing is left in memory. */
  restart(): Promise<void>;
}

/**
 * Starts Kizuna on a fresh data folder, uploads `file`, registers it with `ks` ("3,6") and
 * analyses every run, then hands the project to `use`; stops Kizuna and removes the folder after.
 */
export async function withAnalysedProject<T>(
  name: string,
  file: string,
  ks: string,
  step: (what: string) => void,
  use: (project: AnalysedProject) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `kizuna-bench-${name}-`));
  const config = benchKizunaConfig(dataDir);
  let kizuna: RunningKizuna | null = null;
  const start = async (): Promise<KizunaClient> => {
    kizuna = await startKizuna(config);
    const client = KizunaClient.of(kizuna);
    await client.signIn(ADMIN);
    return client;
  };
  try {
    const client = await start();
    step('registering');
    const { projectId, runs, ks: runKs } = await client.register(file, ks);
    step('analysing');
    const t0 = performance.now();
    await client.analyse(projectId, runs);
    const project: AnalysedProject = {
      client,
      projectId,
      runOf: (k) => {
        const run = runs[runKs.indexOf(k)];
        if (!run) throw new Error(`no run with k = ${k}`);
        return run;
      },
      analyseS: (performance.now() - t0) / 1000,
      objectsDir: path.join(dataDir, 'objects'),
      size: async (key) => (await stat(path.join(dataDir, 'objects', key)).catch(() => null))?.size ?? NaN,
      async restart() {
        await kizuna?.stop();
        kizuna = null;
        project.client = await start();
      },
    };
    return await use(project);
  } finally {
    await (kizuna as RunningKizuna | null)?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
