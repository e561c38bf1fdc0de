/**
 * The document store port. Its shape follows MongoDB's driver so that the MongoDB adapter
 * implements it without any repository code changing: filters and updates are MongoDB's
 * query language (the subset listed in the contract tests).
 */
export type DocumentId = string;

export interface BaseDocument {
  _id: DocumentId;
}

/** A MongoDB query document, e.g. `{ status: { $in: [0, 1] }, name: { $regex: 'abc', $options: 'i' } }`. */
export type Filter<_T> = Record<string, unknown>;

/** A MongoDB update document with `$set`, `$unset`, `$inc`, `$push`, `$pull`. */
export interface Update<T> {
  $set?: Partial<T> & Record<string, unknown>;
  $unset?: Record<string, '' | 1 | true>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
}

export type SortSpec = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  /** Inclusion projection (`{ name: 1 }`); `_id` is always returned. */
  projection?: Record<string, 1>;
}

export interface IndexOptions {
  unique?: boolean;
}

export interface DocumentCollection<T extends BaseDocument> {
  insertOne(doc: T): Promise<T>;
  insertMany(docs: T[]): Promise<T[]>;
  findOne(filter: Filter<T>): Promise<T | null>;
  find(filter: Filter<T>, options?: FindOptions): Promise<T[]>;
  count(filter: Filter<T>): Promise<number>;
  /** Updates the first match and returns it as it is after the update, or null when nothing matched. */
  updateOne(filter: Filter<T>, update: Update<T>, options?: { upsert?: boolean }): Promise<T | null>;
  /** Returns how many documents were updated. */
  updateMany(filter: Filter<T>, update: Update<T>): Promise<number>;
  /** Returns how many documents were deleted (0 or 1). */
  deleteOne(filter: Filter<T>): Promise<number>;
  deleteMany(filter: Filter<T>): Promise<number>;
  createIndex(fields: Record<string, 1 | -1>, options?: IndexOptions): Promise<void>;
}

export interface DocumentStore {
  collection<T extends BaseDocument>(name: string): DocumentCollection<T>;
  close(): Promise<void>;
}

/** Thrown by insert/update when a unique index would be violated. */
export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    detail: string,
  ) {
    super(`duplicate key in ${collection}: ${detail}`);
    this.name = 'DuplicateKeyError';
  }
}
