import { randomUUID } from 'node:crypto';
import { describe, it } from '@jest/globals';
import { MongooseDocumentStore } from './mongoose-document-store.js';
import { runDocumentStoreContract } from './test-support/document-store-contract-suite.js';

const url = process.env.MONGO_URL;

if (url) {
  // Each test gets a database of its own, dropped afterwards.
  runDocumentStoreContract('MongoDB through mongoose at MONGO_URL', async () => {
    const store = new MongooseDocumentStore({ url, database: `kizuna_contract_${randomUUID().slice(0, 8)}` });
    return {
      store,
      cleanup: async () => {
        await store.dropDatabase();
        await store.close();
      },
    };
  });
} else {
  console.warn('MONGO_URL not set: skipping the mongoose (MongoDB) contract tests');
  describe.skip('DocumentStore contract: MongoDB through mongoose (MONGO_URL not set)', () => {
    it('runs only when MONGO_URL is set', () => undefined);
  });
}
