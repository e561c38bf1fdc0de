// Removes the tables file and the dictionary cache folder jest-global-setup.mjs wrote.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function globalTeardown() {
  const file = process.env.KIZUNA_TEST_IPADIC_TABLES;
  if (file) rmSync(file, { force: true });
  // Only the folder the setup made (not a cache of one's own named in the shell).
  const cacheDir = process.env.DICTIONARY_CACHE_DIR;
  if (cacheDir?.startsWith(path.join(os.tmpdir(), 'kizuna-test-dictionary-cache-')))
    rmSync(cacheDir, { recursive: true, force: true });
}
