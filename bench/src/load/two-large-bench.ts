import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@kizuna/platform/config';
import { startKizuna } from '@kizuna/launcher';
import { KizunaClient } from '../support/kizuna-client.js';
import { ensureGenerated } from '../support/ensure-generated.js';
import { RssSampler } from '../support/rss-sampler.js';

/**
 * Two users start a 150 MB analysis (k = 3, 6, 10) at the same moment: the analysis queue runs
 * them one after the other, and the process's peak memory stays that of one.
 */
export async function twoLargeBench(): Promise<void> {
  const files = [
    ensureGenerated({ posts: 550_000, groups: 6, mixing: 0.2, seed: 1 }),
    ensureGenerated({ posts: 550_000, groups: 6, mixing: 0.2, seed: 3 }),
  ];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-bench-two-'));
  const kizuna = await startKizuna(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', PORT: '0', HOST: '127.0.0.1' }));
  const memory = new RssSampler();
  try {
    const client = KizunaClient.of(kizuna);
    await client.signIn('admin@example.com');
    const projects = [];
    for (const file of files) projects.push(await client.register(file, '3,6,10'));
    const beforeMb = memory.takePeakMb();
    const start = performance.now();
    const done = await Promise.all(
      projects.map(async (p) => {
        await client.analyse(p.projectId, p.runs);
        return performance.now() - start;
      }),
    );
    const peakMb = memory.takePeakMb();
    console.log(
      `\ntwo 150 MB analyses started together (k = 3, 6, 10 each): done after ${done
        .map((ms) => `${(ms / 1000).toFixed(1)} s`)
        .join(' and ')}; peak RSS ${peakMb.toFixed(0)} MB while they ran (${beforeMb.toFixed(0)} MB while registering)`,
    );
  } finally {
    memory.stop();
    await kizuna.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
