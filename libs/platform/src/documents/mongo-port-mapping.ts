// How the port's documents, filters, updates and errors map to MongoDB's (MongooseCollection).

import { randomUUID } from 'node:crypto';
import type { Filter as MongoFilter, UpdateFilter } from 'mongodb';
import { DuplicateKeyError, type BaseDocument, type Filter, type Update } from './document-store.port.js';
import { assertNoUndefined, assertUpdate, withoutUndefined } from './query-values.js';
import { upsertSeed } from './upsert-seed.js';

export type StoredDocument = Record<string, unknown> & { _id: string };

export const DUPLICATE_KEY = 11000;

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
