import { access, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { processesUsingStores } from '@kizuna/platform/documents';
import { copyDataFolder, type CopyReport } from './copy-data-folder.js';

export class RestoreRefused extends Error {}

/**
 * Puts a backup in the place of the data folder. Only while Kizuna is stopped: a running one
 * would keep its own state in memory and write over the restored files. The folder it replaces
 * is kept beside it (`<DATA_DIR>.before-restore-<time>`), not deleted.
 */
export async function restoreDataFolder(
  backup: string,
  dataDir: string,
  now = new Date(),
): Promise<{ kept: string | null } & CopyReport> {
  await access(path.join(backup, 'backup.json')).catch(() => {
    throw new RestoreRefused(`${backup} is not a Kizuna backup (no backup.json)`);
  });
  const running = await processesUsingStores(path.join(dataDir, 'documents'));
  if (running.length > 0)
    throw new RestoreRefused(`Kizuna is running (process ${running.join(', ')}): stop it before restoring`);
  const staging = `${dataDir}.restoring`;
  await rm(staging, { recursive: true, force: true });
  const report = await copyDataFolder(backup, staging);
  await rm(path.join(staging, 'backup.json'), { force: true });
  let kept: string | null = `${dataDir}.before-restore-${now.toISOString().replace(/[-:.]/g, '')}`;
  try {
    await rename(dataDir, kept);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    kept = null;
  }
  await rename(staging, dataDir);
  return { kept, ...report };
}
