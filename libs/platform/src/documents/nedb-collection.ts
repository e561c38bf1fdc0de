import { randomUUID } from 'node:crypto';
import type { Datastore } from './nedb-engine.js';
import {
  DuplicateKeyError,
  type BaseDocument,
  type DocumentCollection,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type SortSpec,
  type Update,
} from './document-store.port.js';
import { nedbModel } from './nedb-engine.js';
import { toNedbQuery } from './nedb-query.js';
import { toNedbUpdate } from './nedb-update.js';
import { assertNoUndefined, withoutUndefined } from './query-values.js';
import { SerialQueue } from './serial-queue.js';
import { upsertSeed } from './upsert-seed.js';

type StoredDocument = Record<string, unknown> & { _id: string };

/** One collection of the embedded engine: one Datastore, loaded on first use by the store. */
export class NedbCollection<T extends BaseDocument> implements DocumentCollection<T> {
  private readonly writes = new SerialQueue();

  constructor(
    private readonly name: string,
    private readonly datastore: () => Promise<Datastore<StoredDocument>>,
    /** Makes everything written so far durable; awaited after the write leaves the queue, so writers share it. */
    private readonly flush: () => Promise<void>,
  ) {}

  async insertOne(doc: T): Promise<T> {
    const [inserted] = await this.insertMany([doc]);
    return inserted;
  }

  async insertMany(docs: T[]): Promise<T[]> {
    if (docs.length === 0) return [];
    const prepared = docs.map((doc) => prepareForInsert(doc));
    // The engine inserts an array all or nothing.
    const inserted = await this.write((db) => db.insertAsync(prepared));
    return inserted as unknown as T[];
  }

  async findOne(filter: Filter<T>): Promise<T | null> {
    const [found] = await this.find(filter, { limit: 1 });
    return found ?? null;
  }

  async find(filter: Filter<T>, options: FindOptions = {}): Promise<T[]> {
    const db = await this.datastore();
    let cursor = db.findAsync(query(filter), options.projection);
    if (options.sort && !readInIdOrder(filter, options.sort)) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor) as unknown as T[];
  }

  async count(filter: Filter<T>): Promise<number> {
    const db = await this.datastore();
    return (await db.countAsync(query(filter))) as unknown as number;
  }

  async updateOne(filter: Filter<T>, update: Update<T>, options: { upsert?: boolean } = {}): Promise<T | null> {
    const modifiers = toNedbUpdate(update);
    const nedbFilter = query(filter);
    return this.write(async (db) => {
      const result = await db.updateAsync(nedbFilter, modifiers, { multi: false, returnUpdatedDocs: true });
      if (result.numAffected > 0) return result.affectedDocuments as unknown as T;
      if (!options.upsert) return null;
      // The engine's own upsert seeds from the raw query (keeping `{}` for operators and dropping
      // dotted keys), so the seed is built the MongoDB way and inserted in the same queued write.
      const seed = upsertSeed(filter);
      seed._id ??= randomUUID();
      const created = nedbModel.modify(seed, modifiers);
      return (await db.insertAsync(created as StoredDocument)) as unknown as T;
    });
  }

  async updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    const modifiers = toNedbUpdate(update);
    const nedbFilter = query(filter);
    return this.write(async (db) => (await db.updateAsync(nedbFilter, modifiers, { multi: true })).numAffected);
  }

  async deleteOne(filter: Filter<T>): Promise<number> {
    const nedbFilter = query(filter);
    return this.write((db) => db.removeAsync(nedbFilter, { multi: false }));
  }

  async deleteMany(filter: Filter<T>): Promise<number> {
    const nedbFilter = query(filter);
    return this.write((db) => db.removeAsync(nedbFilter, { multi: true }));
  }

  async createIndex(fields: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<void> {
    const names = Object.keys(fields);
    if (names.length === 0) throw new TypeError('an index needs at least one field');
    // The engine keeps no direction; its compound indexes take the field names as an array.
    const fieldName = names.length === 1 ? names[0] : names;
    await this.write((db) => db.ensureIndexAsync({ fieldName, unique: options.unique === true }));
  }

  /** Waits for the writes queued so far. */
  drain(): Promise<void> {
    return this.writes.drain();
  }

  private async write<R>(task: (db: Datastore<StoredDocument>) => Promise<R>): Promise<R> {
    const result = await this.writes.run(async () => {
      const db = await this.datastore();
      try {
        return await task(db);
      } catch (error) {
        throw this.mapError(error);
      }
    });
    await this.flush();
    return result;
  }

  private mapError(error: unknown): unknown {
    if (error instanceof Error && (error as Error & { errorType?: string }).errorType === 'uniqueViolated') {
      return new DuplicateKeyError(this.name, error.message);
    }
    return error;
  }
}

function query(filter: Record<string, unknown>): Record<string, unknown> {
  assertNoUndefined(filter);
  return toNedbQuery(filter);
}

function prepareForInsert(doc: BaseDocument): StoredDocument {
  const copy = withoutUndefined(doc) as unknown as StoredDocument;
  copy._id ??= randomUUID();
  return copy;
}

const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);

/**
 * Whether the engine yields the documents in ascending `_id` order without sorting: a filter of
 * only an `_id` range is answered from the `_id` index, whose in-order walk is that order. The
 * engine's sort takes every match before the limit (3.7 s for a page of 10,000 out of 200,000
 * label assignments on a loaded host, 0.8 s unsorted), so a page read by id (label-pages.ts)
 * skips it.
 */
function readInIdOrder(filter: Filter<unknown>, sort: SortSpec): boolean {
  const sortKeys = Object.keys(sort);
  if (sortKeys.length !== 1 || sortKeys[0] !== '_id' || sort._id !== 1) return false;
  const keys = Object.keys(filter);
  if (keys.length !== 1 || keys[0] !== '_id') return false;
  const range = filter._id;
  if (!range || typeof range !== 'object' || Array.isArray(range)) return false;
  const ops = Object.keys(range);
  return ops.length > 0 && ops.every((op) => RANGE_OPERATORS.has(op));
}
