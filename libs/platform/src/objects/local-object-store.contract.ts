import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalObjectStore } from './local-object-store.js';
import { runObjectStoreContract } from './test-support/object-store-contract-suite.js';

runObjectStoreContract('local folder', async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kizuna-objects-'));
  return {
    store: new LocalObjectStore({ directory }),
    cleanup: () => rm(directory, { recursive: true, force: true }),
  };
});
