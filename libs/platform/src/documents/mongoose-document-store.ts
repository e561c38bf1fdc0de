import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import type { BaseDocument, DocumentCollection, DocumentStore, IndexOptions } from './document-store.port.js';
import { assertCollectionName } from './collection-name.js';
import type { StoredDocument } from './mongo-port-mapping.js';
import { MongooseCollection } from './mongoose-collection.js';
import { documentSchemaFor } from './mongoose-schema.js';

export interface MongooseDocumentStoreOptions {
  /** e.g. `mongodb://user:pass@mongo:27017/?authSource=admin` */
  url: string;
  /** The service's own database, `<MONGO_DB_PREFIX>_<service>`. */
  database: string;
  /** How long an operation waits for a reachable server before failing. */
  serverSelectionTimeoutMs?: number;
}

/**
 * Document store on MongoDB through mongoose (the design's choice): one connection per service
 * database, one strict mongoose model per collection, built from the fields and indexes its
 * repository declared (registerDocumentSchema). Reads and writes go through the model
 * (MongooseCollection) with the port's MongoDB query language, so the adapter behaves as the
 * contract suite says: string ids, undefined fields dropped, insertMany all or nothing,
 * duplicate keys as DuplicateKeyError; and a write of an undeclared field fails.
 */
export class MongooseDocumentStore implements DocumentStore {
  private readonly connection: Connection;
  private readonly ready: Promise<Connection>;
  private readonly models = new Map<string, Model<StoredDocument>>();

  constructor(options: MongooseDocumentStoreOptions) {
    this.connection = mongoose.createConnection(options.url, {
      dbName: options.database,
      // Undefined fields are dropped, as the embedded engine does, rather than stored as null.
      ignoreUndefined: true,
      serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 10_000,
      autoIndex: false,
      autoCreate: false,
    });
    this.ready = this.connection.asPromise();
    // A failed first connection is reported by ping() and by the first operation.
    this.ready.catch(() => undefined);
  }

  collection<T extends BaseDocument>(name: string): DocumentCollection<T> {
    assertCollectionName(name);
    const model = this.model(name);
    return new MongooseCollection<T>(name, model, this.ready, (fields, options) =>
      this.createIndex(model, fields, options),
    );
  }

  /** The schema of a collection as the store uses it (its declared indexes included). */
  schemaOf(name: string): Schema {
    return this.model(name).schema;
  }

  /** Resolves when the server answers; start-up uses it to fail fast on a bad address. */
  async ping(): Promise<void> {
    const connection = await this.ready;
    await connection.db!.command({ ping: 1 });
  }

  /** Drops the whole database; for tests that use a database of their own. */
  async dropDatabase(): Promise<void> {
    await this.ready;
    await this.connection.dropDatabase();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  private model(name: string): Model<StoredDocument> {
    let model = this.models.get(name);
    if (!model) {
      model = this.connection.model<StoredDocument>(name, documentSchemaFor(name), name);
      this.models.set(name, model);
    }
    return model;
  }

  private async createIndex(
    model: Model<StoredDocument>,
    fields: Record<string, 1 | -1>,
    options: IndexOptions,
  ): Promise<void> {
    const declared = model.schema
      .indexes()
      .some(
        ([f, o]) => JSON.stringify(f) === JSON.stringify(fields) && Boolean(o.unique) === (options.unique === true),
      );
    if (!declared) model.schema.index(fields, { unique: options.unique === true });
    await this.ready;
    await model.createIndexes();
  }
}
