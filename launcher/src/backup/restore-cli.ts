import { loadConfig } from '@kizuna/platform/config';
import { restoreDataFolder } from './restore-data-folder.js';

/** `npm run restore -- <backup folder>`: replaces DATA_DIR with a backup while Kizuna is stopped. */
async function main(): Promise<void> {
  const backup = process.argv[2];
  if (!backup) throw new Error('Usage: npm run restore -- <backup folder>');
  const config = loadConfig();
  const { kept, files } = await restoreDataFolder(backup, config.dataDir);
  console.log(
    `Restored ${files} files into ${config.dataDir}` + (kept ? `; the previous data is kept in ${kept}` : ''),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
