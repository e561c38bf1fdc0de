import { randomUUID } from 'node:crypto';
import type { Collection, Filter as MongoFilter, UpdateFilter } from 'mongodb';
import {
  DuplicateKeyError,
  type BaseDocument,
  type DocumentCollection,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type Update,
} from './document-store.port.js';
import { assertNoUndefined, assertUpdate, withoutUndefined } from './query-values.js';
import { upsertSeed } from './upsert-seed.js';

export type StoredDocument = Record<string, unknown> & { _id: string };

export const DUPLICATE_KEY = 11000;

/**
 * One MongoDB collection behind the port through the native driver (MongoDocumentStore); `_id`
 * is always a string, never an ObjectId. The mongoose adapter's is MongooseCollection.
 */
export class MongoCollection<T extends BaseDocument> implements DocumentCollection<T> {
  private readonly ready: Promise<Collection<StoredDocument>>;

  /** `collection` may be a promise (of a collection once connected). */
  constructor(
    private readonly name: string,
    collection: Collection<StoredDocument> | Promise<Collection<StoredDocument>>,
  ) {
    this.ready = Promise.resolve(collection);
    this.ready.catch(() => undefined);
  }

  async insertOne(doc: T): Promise<T> {
    const prepared = prepareForInsert(doc);
    await this.run(async () => (await this.ready).insertOne(prepared));
    return prepared as unknown as T;
  }

  async insertMany(docs: T[]): Promise<T[]> {
    if (docs.length === 0) return [];
    const prepared = docs.map((doc) => prepareForInsert(doc));
    try {
      await (await this.ready).insertMany(prepared, { ordered: true });
    } catch (error) {
      const kept = insertedBefore(error, prepared);
      if (kept.length > 0) await (await this.ready).deleteMany({ _id: { $in: kept } });
      throw mapMongoError(this.name, error);
    }
    return prepared as unknown as T[];
  }

  async findOne(filter: Filter<T>): Promise<T | null> {
    return (await this.run(async () => (await this.ready).findOne(mongoFilter(filter)))) as T | null;
  }

  async find(filter: Filter<T>, options: FindOptions = {}): Promise<T[]> {
    const found = await this.run(async () =>
      (await this.ready)
        .find(mongoFilter(filter), {
          projection: options.projection,
          sort: options.sort,
          skip: options.skip,
          limit: options.limit,
        })
        .toArray(),
    );
    return found as unknown as T[];
  }

  async count(filter: Filter<T>): Promise<number> {
    return this.run(async () => (await this.ready).countDocuments(mongoFilter(filter)));
  }

  async updateOne(filter: Filter<T>, update: Update<T>, options: { upsert?: boolean } = {}): Promise<T | null> {
    const upsert = options.upsert === true;
    const changes = upsertUpdate(filter, update, upsert);
    const updated = await this.run(async () =>
      (await this.ready).findOneAndUpdate(mongoFilter(filter), changes, { upsert, returnDocument: 'after' }),
    );
    return updated as T | null;
  }

  /** Counts the documents matched, changed or not, as the embedded engine does. */
  async updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    const result = await this.run(async () => (await this.ready).updateMany(mongoFilter(filter), mongoUpdate(update)));
    return result.matchedCount;
  }

  async deleteOne(filter: Filter<T>): Promise<number> {
    return (await this.run(async () => (await this.ready).deleteOne(mongoFilter(filter)))).deletedCount;
  }

  async deleteMany(filter: Filter<T>): Promise<number> {
    return (await this.run(async () => (await this.ready).deleteMany(mongoFilter(filter)))).deletedCount;
  }

  async createIndex(fields: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<void> {
    if (Object.keys(fields).length === 0) throw new TypeError('an index needs at least one field');
    await this.run(async () => (await this.ready).createIndex(fields, { unique: options.unique === true }));
  }

  private async run<R>(operation: () => Promise<R>): Promise<R> {
    try {
      return await operation();
    } catch (error) {
      throw mapMongoError(this.name, error);
    }
  }
}

/** A duplicate key as the port's DuplicateKeyError; any other error as it is. */
export function mapMongoError(collection: string, error: unknown): unknown {
  if (error instanceof Error && (error as Error & { code?: unknown }).code === DUPLICATE_KEY) {
    return new DuplicateKeyError(collection, error.message);
  }
  return error;
}

/**
 * The ids an ordered insert kept before it failed on a duplicate key (none for another error):
 * removing them makes insertMany all or nothing, as on the embedded engine. Read from the error's
 * fields, not its class: mongoose brings a driver of its own.
 */
export function insertedBefore(error: unknown, prepared: readonly StoredDocument[]): string[] {
  const e = error as { code?: unknown; writeErrors?: unknown } | null;
  if (!e || e.code !== DUPLICATE_KEY || e.writeErrors === undefined) return [];
  const failedAt = Math.min(...[e.writeErrors].flat().map((w) => (w as { index: number }).index));
  return prepared.slice(0, failedAt).map((doc) => doc._id);
}

export function mongoFilter(filter: Record<string, unknown>): MongoFilter<StoredDocument> {
  assertNoUndefined(filter);
  return filter as MongoFilter<StoredDocument>;
}

export function mongoUpdate<T>(update: Update<T>): UpdateFilter<StoredDocument> {
  assertUpdate(update);
  return withoutUndefined(update) as UpdateFilter<StoredDocument>;
}

/**
 * The update with an _id for a document an upsert creates, when neither the filter nor the
 * update gives one: left to itself MongoDB would give it an ObjectId.
 */
export function upsertUpdate<T>(filter: Filter<T>, update: Update<T>, upsert: boolean): UpdateFilter<StoredDocument> {
  const changes = mongoUpdate(update);
  if (upsert && upsertSeed(filter)._id === undefined && update.$set?._id === undefined) {
    changes.$setOnInsert = { _id: randomUUID() };
  }
  return changes;
}

export function prepareForInsert(doc: BaseDocument): StoredDocument {
  const copy = withoutUndefined(doc) as unknown as StoredDocument;
  copy._id ??= randomUUID();
  return copy;
}
