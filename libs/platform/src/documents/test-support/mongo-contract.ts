import { randomUUID } from 'node:crypto';
import { describe, it } from '@jest/globals';
import type { DocumentStore } from '../document-store.port.js';
import { runDocumentStoreContract } from './document-store-contract-suite.js';

type DroppableStore = DocumentStore & { dropDatabase(): Promise<void> };

/**
 * The document-store contract against the MongoDB at MONGO_URL, each test in a database of its own
 * dropped afterwards; without MONGO_URL the suite is skipped and says why (no MongoDB runs here).
 */
export function runMongoContract(label: string, open: (url: string, database: string) => DroppableStore): void {
  const url = process.env.MONGO_URL;
  if (!url) {
    console.warn(`MONGO_URL not set: skipping the ${label} contract tests`);
    describe.skip(`DocumentStore contract: ${label} (MONGO_URL not set)`, () => {
      it.skip('runs only when MONGO_URL is set', () => undefined);
    });
    return;
  }
  runDocumentStoreContract(`${label} at MONGO_URL`, async () => {
    const store = open(url, `kizuna_contract_${randomUUID().slice(0, 8)}`);
    return {
      store,
      cleanup: async () => {
        await store.dropDatabase();
        await store.close();
      },
    };
  });
}
