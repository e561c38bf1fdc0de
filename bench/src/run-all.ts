import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { knownGroupsBench } from './known-groups/known-groups-bench.js';
import { plantedBench } from './planted/planted-bench.js';
import { speedBench } from './speed/speed-bench.js';

/**
 * The benchmark, one command: `npm run bench` (builds, then runs this). `--only known,planted,speed`
 * runs a subset. Generated data goes to .bench-data/ and is reused on later runs.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { only: { type: 'string', default: 'known,planted,speed' }, quiet: { type: 'boolean', default: false } },
  });
  const sections = new Set(values.only!.split(','));
  if (!values.quiet)
    console.log(
      `# Kizuna analysis bench — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB`,
    );
  if (sections.has('known')) knownGroupsBench();
  if (sections.has('planted')) await plantedBench();
  if (sections.has('speed')) {
    // Alone in its own process when other sections ran first, so its memory peak is its own.
    if (sections.size === 1) await speedBench();
    else if (
      spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--only', 'speed', '--quiet'], { stdio: 'inherit' })
        .status !== 0
    )
      process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
