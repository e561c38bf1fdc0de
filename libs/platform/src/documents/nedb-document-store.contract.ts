import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NedbDocumentStore } from './nedb-document-store.js';
import { runDocumentStoreContract } from './test-support/document-store-contract-suite.js';

runDocumentStoreContract('embedded engine on files', async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kizuna-nedb-'));
  const store = new NedbDocumentStore({ directory });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});

runDocumentStoreContract('embedded engine in memory', async () => {
  const store = new NedbDocumentStore({ inMemory: true });
  return { store, cleanup: () => store.close() };
});
