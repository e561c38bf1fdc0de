import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The analysis worker's encoding of a run's user files (member files, node shards), the former
 * way against the table's, on the grid's cell 3 (encoding-measure.ts). In a child process with
 * --expose-gc, so each measurement starts from a collected heap. `scale` sizes the cell (1: 150 MB).
 */
export function encodingBench(scale = 1): void {
  console.log('\n## Encoding a run’s user files (cell 3, k = 3, 6, 10)\n');
  const measure = fileURLToPath(new URL('./encoding-measure.js', import.meta.url));
  const run = spawnSync(process.execPath, ['--expose-gc', measure, '--scale', String(scale)], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`encoding bench failed (${run.status})`);
}
