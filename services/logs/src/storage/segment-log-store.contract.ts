import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SegmentLogStore } from './segment-log-store.js';
import { runLogStoreContract } from './test-support/log-store-contract-suite.js';

const quiet = { warn: () => undefined, error: () => undefined };

runLogStoreContract('segment files with a columnar index', async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kizuna-logs-'));
  let store = new SegmentLogStore({ directory, logger: quiet });
  return {
    store,
    reopen: async () => {
      await store.close();
      store = new SegmentLogStore({ directory, logger: quiet });
      return store;
    },
    cleanup: async () => {
      await store.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});
