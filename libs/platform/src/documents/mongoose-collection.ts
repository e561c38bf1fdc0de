import type { Model } from 'mongoose';
import type {
  BaseDocument,
  DocumentCollection,
  Filter,
  FindOptions,
  IndexOptions,
  Update,
} from './document-store.port.js';
import {
  insertedBefore,
  mapMongoError,
  mongoFilter,
  mongoUpdate,
  prepareForInsert,
  upsertUpdate,
  type StoredDocument,
} from './mongo-port-mapping.js';

/**
 * One MongoDB collection behind the port, read and written through its strict mongoose model:
 * writes are cast and checked against the collection's declared fields (an undeclared field
 * fails the write), reads come back as plain documents (lean). `_id` is always a string.
 */
export class MongooseCollection<T extends BaseDocument> implements DocumentCollection<T> {
  constructor(
    private readonly name: string,
    private readonly model: Model<StoredDocument>,
    /** Resolves once the connection is open: the model would otherwise buffer operations. */
    private readonly connected: Promise<unknown>,
    private readonly declareIndex: (fields: Record<string, 1 | -1>, options: IndexOptions) => Promise<void>,
  ) {}

  async insertOne(doc: T): Promise<T> {
    const prepared = prepareForInsert(doc);
    const created = await this.run(() => this.model.create(prepared));
    return created.toObject() as unknown as T;
  }

  async insertMany(docs: T[]): Promise<T[]> {
    if (docs.length === 0) return [];
    const prepared = docs.map((doc) => prepareForInsert(doc));
    await this.connected;
    try {
      const created = await this.model.insertMany(prepared, { ordered: true });
      return created.map((d) => d.toObject() as unknown as T);
    } catch (error) {
      const kept = insertedBefore(error, prepared);
      if (kept.length > 0) await this.model.deleteMany({ _id: { $in: kept } });
      throw mapMongoError(this.name, error);
    }
  }

  async findOne(filter: Filter<T>): Promise<T | null> {
    return (await this.run(() => this.model.findOne(mongoFilter(filter)).lean())) as T | null;
  }

  async find(filter: Filter<T>, options: FindOptions = {}): Promise<T[]> {
    const { projection, ...page } = options;
    const found = await this.run(() => this.model.find(mongoFilter(filter), projection ?? null, page).lean());
    return found as unknown as T[];
  }

  async count(filter: Filter<T>): Promise<number> {
    return this.run(() => this.model.countDocuments(mongoFilter(filter)));
  }

  async updateOne(filter: Filter<T>, update: Update<T>, options: { upsert?: boolean } = {}): Promise<T | null> {
    const upsert = options.upsert === true;
    const changes = upsertUpdate(filter, update, upsert);
    const updated = await this.run(() =>
      this.model
        .findOneAndUpdate(mongoFilter(filter), changes, {
          upsert,
          returnDocument: 'after',
          runValidators: true,
          // Only what the filter and the update say: the schema adds no defaults.
          setDefaultsOnInsert: false,
        })
        .lean(),
    );
    return updated as T | null;
  }

  /** Counts the documents matched, changed or not, as the embedded engine does. */
  async updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    const changes = mongoUpdate(update);
    const result = await this.run(() => this.model.updateMany(mongoFilter(filter), changes, { runValidators: true }));
    return result.matchedCount;
  }

  async deleteOne(filter: Filter<T>): Promise<number> {
    return (await this.run(() => this.model.deleteOne(mongoFilter(filter)))).deletedCount;
  }

  async deleteMany(filter: Filter<T>): Promise<number> {
    return (await this.run(() => this.model.deleteMany(mongoFilter(filter)))).deletedCount;
  }

  async createIndex(fields: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<void> {
    if (Object.keys(fields).length === 0) throw new TypeError('an index needs at least one field');
    await this.run(() => this.declareIndex(fields, options));
  }

  private async run<R>(operation: () => PromiseLike<R>): Promise<R> {
    try {
      await this.connected;
      return await operation();
    } catch (error) {
      throw mapMongoError(this.name, error);
    }
  }
}
