import type { Readable } from 'node:stream';

/**
 * The object store port: bulk bytes (uploaded CSVs, post datasets, analysis results, exports).
 * Keys are `/`-separated paths such as `uploads/<id>.csv`; a key never starts with `/` or holds `..`.
 */
export interface ObjectInfo {
  key: string;
  size: number;
  contentType?: string;
  /** When the object was last written (epoch ms), where the store says (stat does). */
  modifiedAt?: number;
}

export interface PutOptions {
  contentType?: string;
}

export interface ObjectStore {
  /** Stores the body under key, replacing any object there; a failed stream leaves no object behind. */
  put(key: string, body: Buffer | string | Readable, options?: PutOptions): Promise<ObjectInfo>;
  /** Streams the object; throws ObjectNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  getBuffer(key: string): Promise<Buffer>;
  /**
   * The bytes [start, end) of each range, in the order asked, without reading the rest of the
   * object (the review screen reads 25 posts of a 150 MB file this way).
   */
  readRanges(key: string, ranges: ReadonlyArray<readonly [start: number, end: number]>): Promise<Buffer[]>;
  /** Null when there is no object under key. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with prefix; returns how many. */
  deletePrefix(prefix: string): Promise<number>;
  /**
   * Moves every object under `from` to the same key under `to`, which must hold nothing (else it
   * throws and moves nothing); returns how many. A result written under a temporary prefix is
   * made visible this way: on a local folder by one rename, on S3 by a copy and delete of each.
   */
  movePrefix(from: string, to: string): Promise<number>;
  /** Keys under prefix, sorted. */
  list(prefix: string): Promise<string[]>;
  /**
   * Removes what puts cut off by a crash left behind (temporary files not written to since
   * `before`, epoch ms); returns how many. Stores that keep no such leftovers may omit it.
   */
  sweepTemporary?(before: number): Promise<number>;
  /**
   * Free and total bytes where the objects are kept (uploads are refused and system status warns
   * when little is free); null where the store cannot tell (an S3 bucket has no fixed size).
   */
  freeSpace(): Promise<StoreSpace | null>;
}

export interface StoreSpace {
  freeBytes: number;
  totalBytes: number;
}

export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no object under key ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

export class InvalidObjectKeyError extends Error {
  constructor(readonly key: string) {
    super(`invalid object key ${JSON.stringify(key)}`);
    this.name = 'InvalidObjectKeyError';
  }
}
