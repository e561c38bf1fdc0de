import { Readable } from 'node:stream';
import type { ObjectInfo, ObjectStore, PutOptions, StoreSpace } from '../objects/object-store.port.js';
import { readAll } from '../objects/read-all.js';

/** The error a full disk gives, with its path and errno as Node writes them. */
export function enospc(key: string): NodeJS.ErrnoException {
  const error = new Error(`ENOSPC: no space left on device, write '${key}'`) as NodeJS.ErrnoException;
  error.code = 'ENOSPC';
  error.errno = -28;
  error.syscall = 'write';
  return error;
}

/**
 * A store whose disk fills up: once `room` bytes are stored (deletes give room back), a put
 * fails with ENOSPC and stores nothing, as the local store does on a full file system. Where no
 * small file system can be mounted, the tests of a full disk use this.
 */
export class FullObjectStore implements ObjectStore {
  private readonly sizes = new Map<string, number>();
  /** Keys put, in order, failed ones included (a test looks for writes after a deletion). */
  readonly puts: string[] = [];

  constructor(
    private readonly inner: ObjectStore,
    public room: number,
  ) {}

  get used(): number {
    let total = 0;
    for (const size of this.sizes.values()) total += size;
    return total;
  }

  async put(key: string, body: Buffer | string | Readable, options?: PutOptions): Promise<ObjectInfo> {
    this.puts.push(key);
    const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : await readAll(body);
    if (this.used - (this.sizes.get(key) ?? 0) + bytes.length > this.room) throw enospc(key);
    const info = await this.inner.put(key, bytes, options);
    this.sizes.set(key, bytes.length);
    return info;
  }

  get(key: string): Promise<Readable> {
    return this.inner.get(key);
  }

  getBuffer(key: string): Promise<Buffer> {
    return this.inner.getBuffer(key);
  }

  readRanges(key: string, ranges: ReadonlyArray<readonly [number, number]>): Promise<Buffer[]> {
    return this.inner.readRanges(key, ranges);
  }

  stat(key: string): Promise<ObjectInfo | null> {
    return this.inner.stat(key);
  }

  async delete(key: string): Promise<void> {
    this.sizes.delete(key);
    await this.inner.delete(key);
  }

  async deletePrefix(prefix: string): Promise<number> {
    for (const key of [...this.sizes.keys()]) if (key.startsWith(prefix)) this.sizes.delete(key);
    return this.inner.deletePrefix(prefix);
  }

  async freeSpace(): Promise<StoreSpace> {
    return { freeBytes: Math.max(0, this.room - this.used), totalBytes: this.room };
  }

  async movePrefix(from: string, to: string): Promise<number> {
    for (const [key, size] of [...this.sizes]) {
      if (!key.startsWith(from)) continue;
      this.sizes.delete(key);
      this.sizes.set(to + key.slice(from.length), size);
    }
    return this.inner.movePrefix(from, to);
  }

  list(prefix: string): Promise<string[]> {
    return this.inner.list(prefix);
  }
}
