import { randomUUID } from 'node:crypto';
import { createWriteStream, type Dirent } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, rmdir, stat, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertObjectKey, assertObjectPrefix, compareKeys } from './object-key.js';
import {
  InvalidObjectKeyError,
  ObjectNotFoundError,
  type ObjectInfo,
  type ObjectStore,
  type PutOptions,
  type StoreSpace,
} from './object-store.port.js';
import { readAll } from './read-all.js';

export interface LocalObjectStoreOptions {
  /** Root folder; an object `a/b.csv` is the file `<directory>/a/b.csv`. */
  directory: string;
}

/** Internal folder under the root: temporary files of puts in progress, and content types. */
const INTERNAL = '.kizuna';
/** Bytes per read of an object's stream. */
const READ_CHUNK_BYTES = 512 * 1024;

interface ObjectMeta {
  contentType?: string;
}

/**
 * Object store on a local folder. A put is written to a temporary file on the same file system
 * and renamed into place, so readers see the old object or the whole new one, and a failed
 * stream leaves nothing. Content types live in sidecar files under `.kizuna/meta/`; keys whose
 * first segment is `.kizuna` are refused. A key cannot name both a file and a folder (`a` and
 * `a/b`), which S3 would allow: such a put fails.
 */
export class LocalObjectStore implements ObjectStore {
  private readonly root: string;
  private readonly tmpDir: string;
  private readonly metaDir: string;

  constructor(options: LocalObjectStoreOptions) {
    this.root = path.resolve(options.directory);
    this.tmpDir = path.join(this.root, INTERNAL, 'tmp');
    this.metaDir = path.join(this.root, INTERNAL, 'meta');
  }

  async put(key: string, body: Buffer | string | Readable, options: PutOptions = {}): Promise<ObjectInfo> {
    const file = this.fileOf(key);
    await mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, randomUUID());
    const metaTmp = path.join(this.tmpDir, `${randomUUID()}.json`);
    let placed = false;
    try {
      if (typeof body === 'string' || Buffer.isBuffer(body)) await writeFile(tmp, body);
      else await pipeline(body, createWriteStream(tmp));
      const { size } = await stat(tmp);
      // The content type is written before the object is moved into place: a disk that fills up
      // on this small write once left a whole 130 MB object in place and its put failed.
      if (options.contentType) await writeFile(metaTmp, JSON.stringify({ contentType: options.contentType }));
      await this.moveIntoPlace(tmp, file, key);
      placed = true;
      await this.placeMeta(key, options.contentType ? metaTmp : null);
      return { key, size, ...(options.contentType ? { contentType: options.contentType } : {}) };
    } catch (error) {
      await rm(tmp, { force: true });
      await rm(metaTmp, { force: true });
      // A failed put leaves no object, not even a whole one without its content type.
      if (placed) await rm(file, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.fileOf(key);
    // Opening first turns a missing object into an error here, not later on the stream.
    const handle = await open(file, 'r').catch((error: unknown) => {
      throw isMissing(error) ? new ObjectNotFoundError(key) : error;
    });
    if ((await handle.stat()).isDirectory()) {
      await handle.close();
      throw new ObjectNotFoundError(key);
    }
    // Larger reads than the default 64 KiB: a 700 kB graph answer is streamed in two reads, not twelve.
    return handle.createReadStream({ highWaterMark: READ_CHUNK_BYTES });
  }

  async getBuffer(key: string): Promise<Buffer> {
    return readAll(await this.get(key));
  }

  async readRanges(key: string, ranges: ReadonlyArray<readonly [number, number]>): Promise<Buffer[]> {
    const handle = await open(this.fileOf(key), 'r').catch((error: unknown) => {
      throw isMissing(error) ? new ObjectNotFoundError(key) : error;
    });
    try {
      // All at once (positional reads do not share a file position): one turn of the event loop
      // for the lot instead of one per range, which matters when the loop waits for a busy CPU.
      return await Promise.all(
        ranges.map(async ([start, end]) => {
          const buffer = Buffer.alloc(Math.max(0, end - start));
          const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
          return buffer.subarray(0, bytesRead);
        }),
      );
    } finally {
      await handle.close();
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const file = this.fileOf(key);
    const info = await stat(file).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!info || !info.isFile()) return null;
    const meta = await this.readMeta(key);
    return {
      key,
      size: info.size,
      modifiedAt: info.mtimeMs,
      ...(meta.contentType ? { contentType: meta.contentType } : {}),
    };
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    if ((await stat(file).catch(() => null))?.isDirectory()) return;
    await rm(file, { force: true });
    await rm(this.metaFileOf(key), { force: true });
    await this.pruneEmptyFolders(path.dirname(file), this.root);
    await this.pruneEmptyFolders(path.dirname(this.metaFileOf(key)), this.metaDir);
  }

  async deletePrefix(prefix: string): Promise<number> {
    const keys = await this.list(prefix);
    for (const key of keys) await this.delete(key);
    return keys.length;
  }

  async movePrefix(from: string, to: string): Promise<number> {
    const keys = await this.list(from);
    if ((await this.list(to)).length > 0) throw new Error(`cannot move ${from} onto ${to}: it holds objects`);
    if (keys.length === 0) return 0;
    if (from.endsWith('/') && to.endsWith('/')) {
      // A folder: one rename makes the whole of it visible (and its content types with it).
      const target = this.folderOf(to);
      await rm(target, { recursive: true, force: true });
      await mkdir(path.dirname(target), { recursive: true });
      await rename(this.folderOf(from), target);
      const metaFrom = path.join(this.metaDir, ...from.slice(0, -1).split('/'));
      if ((await stat(metaFrom).catch(() => null))?.isDirectory()) {
        const metaTo = path.join(this.metaDir, ...to.slice(0, -1).split('/'));
        await rm(metaTo, { recursive: true, force: true });
        await mkdir(path.dirname(metaTo), { recursive: true });
        await rename(metaFrom, metaTo);
      }
      await this.pruneEmptyFolders(path.dirname(this.folderOf(from)), this.root);
      return keys.length;
    }
    for (const key of keys) {
      const target = to + key.slice(from.length);
      const meta = await this.readMeta(key);
      await this.moveIntoPlace(this.fileOf(key), this.fileOf(target), target);
      if (meta.contentType) {
        await mkdir(path.dirname(this.metaFileOf(target)), { recursive: true });
        await rename(this.metaFileOf(key), this.metaFileOf(target));
      }
      await this.delete(key);
    }
    return keys.length;
  }

  async sweepTemporary(before: number): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.tmpDir);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.tmpDir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < before) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  /** What the file system holding the folder has free for this process (blocks kept for root excluded). */
  async freeSpace(): Promise<StoreSpace> {
    await mkdir(this.root, { recursive: true });
    const fs = await statfs(this.root);
    return { freeBytes: fs.bavail * fs.bsize, totalBytes: fs.blocks * fs.bsize };
  }

  async list(prefix: string): Promise<string[]> {
    assertObjectPrefix(prefix);
    // Walk only the deepest folder the prefix names in full.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const keys: string[] = [];
    await this.walk(folder, keys);
    return keys.filter((key) => key.startsWith(prefix) && !key.startsWith(`${INTERNAL}/`)).sort(compareKeys);
  }

  private async walk(folder: string, keys: string[]): Promise<void> {
    let entries: Dirent[];
    try {
      entries = await readdir(path.join(this.root, folder), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const key = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (folder === '' && entry.name === INTERNAL) continue;
      if (entry.isDirectory()) await this.walk(key, keys);
      else if (entry.isFile()) keys.push(key);
    }
  }

  private async moveIntoPlace(tmp: string, file: string, key: string): Promise<void> {
    // A concurrent delete may prune the freshly made folder; make it again and retry.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await rename(tmp, file);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' && attempt < 3) continue;
        if (code === 'ENOTDIR' || code === 'EEXIST' || code === 'EISDIR' || code === 'ENOTEMPTY') {
          throw new Error(`object key ${key} clashes with another key used as a folder (or the reverse)`, {
            cause: error,
          });
        }
        throw error;
      }
    }
  }

  /** Moves the written content type into place, or removes a stale one when there is none. */
  private async placeMeta(key: string, metaTmp: string | null): Promise<void> {
    const metaFile = this.metaFileOf(key);
    if (!metaTmp) {
      await rm(metaFile, { force: true });
      return;
    }
    await mkdir(path.dirname(metaFile), { recursive: true });
    await rename(metaTmp, metaFile);
  }

  private async readMeta(key: string): Promise<ObjectMeta> {
    try {
      return JSON.parse(await readFile(this.metaFileOf(key), 'utf8')) as ObjectMeta;
    } catch (error) {
      if (isMissing(error)) return {};
      throw error;
    }
  }

  private async pruneEmptyFolders(folder: string, stopAt: string): Promise<void> {
    let current = folder;
    while (current.startsWith(stopAt + path.sep)) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty (or already gone): stop climbing
      }
      current = path.dirname(current);
    }
  }

  private fileOf(key: string): string {
    assertObjectKey(key);
    if (key === INTERNAL || key.startsWith(`${INTERNAL}/`)) throw new InvalidObjectKeyError(key);
    return path.join(this.root, ...key.split('/'));
  }

  /** The folder of a prefix ending in `/`. */
  private folderOf(prefix: string): string {
    assertObjectPrefix(prefix);
    const folder = prefix.slice(0, -1);
    if (folder === INTERNAL || folder.startsWith(`${INTERNAL}/`)) throw new InvalidObjectKeyError(prefix);
    return path.join(this.root, ...folder.split('/'));
  }

  private metaFileOf(key: string): string {
    return path.join(this.metaDir, ...key.split('/')) + '.json';
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
