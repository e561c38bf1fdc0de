import { MongoClient, type Db } from 'mongodb';
import type { BaseDocument, DocumentCollection, DocumentStore } from './document-store.port.js';
import { assertCollectionName } from './collection-name.js';
import { MongoCollection, type StoredDocument } from './mongo-collection.js';

export interface MongoDocumentStoreOptions {
  /** e.g. `mongodb://user:pass@mongo:27017/?authSource=admin` */
  url: string;
  database: string;
}

/** Document store on MongoDB (official driver); connects on first use. */
export class MongoDocumentStore implements DocumentStore {
  private readonly client: MongoClient;
  private readonly db: Db;

  constructor(options: MongoDocumentStoreOptions) {
    // Undefined fields are dropped, as the embedded engine does, rather than stored as null.
    this.client = new MongoClient(options.url, { ignoreUndefined: true });
    this.db = this.client.db(options.database);
  }

  collection<T extends BaseDocument>(name: string): DocumentCollection<T> {
    assertCollectionName(name);
    return new MongoCollection<T>(name, this.db.collection<StoredDocument>(name));
  }

  /** Drops the whole database; for tests that use a database of their own. */
  async dropDatabase(): Promise<void> {
    await this.db.dropDatabase();
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
