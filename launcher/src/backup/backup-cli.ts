import path from 'node:path';
import { loadConfig } from '@kizuna/platform/config';
import { writeFile } from 'node:fs/promises';
import { copyDataFolder } from './copy-data-folder.js';

/** `npm run backup [-- <folder>]`: copies DATA_DIR into a new folder, also while Kizuna runs. */
async function main(): Promise<void> {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  const target = path.resolve(process.argv[2] ?? path.join('backups', `kizuna-${stamp}`));
  const report = await copyDataFolder(config.dataDir, target);
  await writeFile(
    path.join(target, 'backup.json'),
    JSON.stringify({ created_at: new Date().toISOString(), source: 'DATA_DIR', ...report }, null, 2),
  );
  console.log(`Backed up ${report.files} files (${report.bytes} bytes) to ${target}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
