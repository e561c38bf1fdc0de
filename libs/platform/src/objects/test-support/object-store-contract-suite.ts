import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { InvalidObjectKeyError, ObjectNotFoundError, type ObjectStore } from '../object-store.port.js';

export interface ObjectStoreUnderTest {
  store: ObjectStore;
  cleanup(): Promise<void>;
}

const MiB = 1024 * 1024;

/** Random bytes, so that a lost, doubled or misplaced chunk shows in the comparison. */
function patternBytes(length: number): Buffer {
  return randomBytes(length);
}

/** A stream of `data` in chunks of `chunkSize`, as an upload would arrive. */
function streamOf(data: Buffer, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < data.length; offset += chunkSize) yield data.subarray(offset, offset + chunkSize);
    })(),
  );
}

/** A stream that delivers `bytesBefore` bytes and then fails, like a dropped upload. */
function failingStream(bytesBefore: number): Readable {
  return Readable.from(
    (async function* () {
      yield* streamOf(patternBytes(bytesBefore), 256 * 1024);
      throw new Error('connection reset by peer');
    })(),
  );
}

const INVALID_KEYS = ['', '/absolute', 'a/../b', '..', 'a/./b', 'back\\slash', 'a//b', 'folder/', 'nul\u0000char'];

/**
 * The behaviour every ObjectStore adapter must show. `makeStore` gives a fresh, empty store for
 * each test. The failing-stream test sends 11 MiB first, so that an adapter using multipart
 * uploads with 5 MiB parts has already sent two parts when the stream breaks.
 */
export function runObjectStoreContract(name: string, makeStore: () => Promise<ObjectStoreUnderTest>): void {
  describe(`ObjectStore contract: ${name}`, () => {
    let subject: ObjectStoreUnderTest;
    let store: ObjectStore;

    beforeEach(async () => {
      subject = await makeStore();
      store = subject.store;
    });

    afterEach(async () => {
      await subject.cleanup();
    });

    describe('put and read', () => {
      it('stores a Buffer and gives the same bytes back as a stream and as a Buffer', async () => {
        const data = patternBytes(1000);
        const info = await store.put('uploads/a.bin', data, { contentType: 'application/octet-stream' });
        expect(info).toEqual({ key: 'uploads/a.bin', size: 1000, contentType: 'application/octet-stream' });
        const chunks: Buffer[] = [];
        for await (const chunk of await store.get('uploads/a.bin')) chunks.push(chunk as Buffer);
        expect(Buffer.concat(chunks).equals(data)).toBe(true);
        expect((await store.getBuffer('uploads/a.bin')).equals(data)).toBe(true);
      });

      it('stores a string as UTF-8 and counts its size in bytes', async () => {
        const text = 'author,contents\n山田,こんにちは世界\n';
        const info = await store.put('uploads/ja.csv', text, { contentType: 'text/csv' });
        expect(info.size).toBe(Buffer.byteLength(text, 'utf8'));
        expect((await store.getBuffer('uploads/ja.csv')).toString('utf8')).toBe(text);
      });

      it('stores a stream of unknown length in many chunks', async () => {
        const data = patternBytes(3 * MiB + 12345);
        const info = await store.put('results/graph.json', streamOf(data));
        expect(info.size).toBe(data.length);
        expect((await store.getBuffer('results/graph.json')).equals(data)).toBe(true);
        expect((await store.stat('results/graph.json'))?.size).toBe(data.length);
      });

      it('stores a stream larger than one multipart part', async () => {
        const data = patternBytes(11 * MiB + 3);
        const info = await store.put('big/posts.bin', streamOf(data, 1024 * 1024 + 17));
        expect(info.size).toBe(data.length);
        expect((await store.getBuffer('big/posts.bin')).equals(data)).toBe(true);
      });

      it('stores empty objects from a Buffer and from an empty stream', async () => {
        expect((await store.put('empty/buffer', Buffer.alloc(0))).size).toBe(0);
        expect((await store.put('empty/stream', Readable.from([]))).size).toBe(0);
        expect((await store.getBuffer('empty/buffer')).length).toBe(0);
        expect((await store.getBuffer('empty/stream')).length).toBe(0);
        expect((await store.stat('empty/stream'))?.size).toBe(0);
      });

      it('replaces the object under an existing key', async () => {
        await store.put('k/replace.txt', 'first version, longer');
        await store.put('k/replace.txt', 'second');
        expect((await store.getBuffer('k/replace.txt')).toString()).toBe('second');
        expect((await store.stat('k/replace.txt'))?.size).toBe(6);
      });

      it('keeps keys with spaces and non-ASCII characters', async () => {
        const key = 'uploads/日本語 の ファイル (1).csv';
        await store.put(key, 'x');
        expect((await store.getBuffer(key)).toString()).toBe('x');
        expect(await store.list('uploads/')).toEqual([key]);
      });
    });

    describe('stat', () => {
      it('gives key, size and the content type it was stored with', async () => {
        await store.put('exports/users.csv', 'a,b\n', { contentType: 'text/csv; charset=utf-8' });
        expect(await store.stat('exports/users.csv')).toEqual({
          key: 'exports/users.csv',
          size: 4,
          contentType: 'text/csv; charset=utf-8',
          modifiedAt: expect.any(Number),
        });
      });

      it('tells its free and total space, or null where it cannot', async () => {
        const space = await store.freeSpace();
        if (space === null) return;
        expect(space.totalBytes).toBeGreaterThan(0);
        expect(space.freeBytes).toBeGreaterThanOrEqual(0);
        expect(space.freeBytes).toBeLessThanOrEqual(space.totalBytes);
      });

      it('says when the object was last written, to the second (the orphan sweep waits a grace period)', async () => {
        const before = Date.now();
        await store.put('k/when.txt', 'x');
        const at = (await store.stat('k/when.txt'))?.modifiedAt ?? 0;
        // S3 keeps whole seconds.
        expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
        expect(at).toBeLessThanOrEqual(Date.now() + 1000);
      });

      it('reads byte ranges without the rest, in the order asked, short at the end', async () => {
        await store.put('ranges/posts.ndjson', 'aaaa\nbbb\nこんにちは\n');
        const parts = await store.readRanges('ranges/posts.ndjson', [
          [9, 25],
          [0, 5],
          [5, 5],
          [24, 99],
        ]);
        expect(parts.map((p) => p.toString('utf8'))).toEqual(['こんにちは\n', 'aaaa\n', '', '\n']);
        await expect(store.readRanges('ranges/missing', [[0, 1]])).rejects.toBeInstanceOf(ObjectNotFoundError);
      });

      it('is null for a missing key', async () => {
        expect(await store.stat('nothing/here')).toBeNull();
      });
    });

    describe('missing objects', () => {
      it('get and getBuffer throw ObjectNotFoundError with the key', async () => {
        await expect(store.get('nothing/here')).rejects.toBeInstanceOf(ObjectNotFoundError);
        await expect(store.getBuffer('nothing/here')).rejects.toMatchObject({
          name: 'ObjectNotFoundError',
          key: 'nothing/here',
        });
      });

      it('a key that is only the beginning of other keys is not an object', async () => {
        await store.put('dir/file', 'x');
        expect(await store.stat('dir')).toBeNull();
        await expect(store.get('dir')).rejects.toBeInstanceOf(ObjectNotFoundError);
      });
    });

    describe('failed uploads', () => {
      it('a stream that fails midway rejects the put and leaves no object behind', async () => {
        await expect(store.put('uploads/broken.csv', failingStream(11 * MiB))).rejects.toThrow(
          'connection reset by peer',
        );
        expect(await store.stat('uploads/broken.csv')).toBeNull();
        expect(await store.list('')).toEqual([]);
      });

      it('a failed replacement leaves the previous object as it was', async () => {
        await store.put('uploads/keep.csv', 'original', { contentType: 'text/csv' });
        await expect(store.put('uploads/keep.csv', failingStream(1024))).rejects.toThrow('connection reset by peer');
        expect((await store.getBuffer('uploads/keep.csv')).toString()).toBe('original');
        expect(await store.stat('uploads/keep.csv')).toEqual({
          key: 'uploads/keep.csv',
          size: 8,
          contentType: 'text/csv',
          modifiedAt: expect.any(Number),
        });
      });
    });

    describe('movePrefix', () => {
      it('moves every object under a prefix, with its bytes and content type, and leaves nothing behind', async () => {
        await store.put('staging/r1/graph.json', '{"a":1}', { contentType: 'application/json' });
        await store.put('staging/r1/nodes/00.bin', Buffer.from([1, 2, 3]));
        await store.put('staging/r10/other', 'x');
        expect(await store.movePrefix('staging/r1/', 'final/r1/')).toBe(2);
        expect(await store.list('staging/')).toEqual(['staging/r10/other']);
        expect(await store.list('final/')).toEqual(['final/r1/graph.json', 'final/r1/nodes/00.bin']);
        expect((await store.getBuffer('final/r1/graph.json')).toString()).toBe('{"a":1}');
        expect((await store.stat('final/r1/graph.json'))?.contentType).toBe('application/json');
        expect([...(await store.getBuffer('final/r1/nodes/00.bin'))]).toEqual([1, 2, 3]);
      });

      it('refuses to move onto a prefix that holds objects, and moves nothing', async () => {
        await store.put('m/a/x', '1');
        await store.put('m/b/y', '2');
        await expect(store.movePrefix('m/a/', 'm/b/')).rejects.toThrow('holds objects');
        expect(await store.list('m/')).toEqual(['m/a/x', 'm/b/y']);
        expect(await store.movePrefix('m/none/', 'm/c/')).toBe(0);
      });
    });

    describe('delete', () => {
      it('removes the object', async () => {
        await store.put('tmp/x', 'x');
        await store.delete('tmp/x');
        expect(await store.stat('tmp/x')).toBeNull();
        expect(await store.list('')).toEqual([]);
      });

      it('does not mind a missing key', async () => {
        await expect(store.delete('tmp/never-was')).resolves.toBeUndefined();
      });

      it('deletePrefix removes every key under the prefix, says how many, and keeps the rest', async () => {
        for (const key of ['p/1/a', 'p/1/b', 'p/10/c', 'p/2/d', 'q/1/e']) await store.put(key, key);
        expect(await store.deletePrefix('p/1/')).toBe(2);
        expect(await store.list('')).toEqual(['p/10/c', 'p/2/d', 'q/1/e']);
        expect(await store.deletePrefix('p/')).toBe(2);
        expect(await store.list('')).toEqual(['q/1/e']);
        expect(await store.deletePrefix('none/')).toBe(0);
      });
    });

    describe('list', () => {
      beforeEach(async () => {
        for (const key of ['b/2.txt', 'a/z/deep.txt', 'a/1.txt', 'ab.txt', 'a/Z.txt', 'c']) await store.put(key, key);
      });

      it('lists every key, sorted by bytes, nested folders included', async () => {
        expect(await store.list('')).toEqual(['a/1.txt', 'a/Z.txt', 'a/z/deep.txt', 'ab.txt', 'b/2.txt', 'c']);
      });

      it('lists only keys that start with the prefix', async () => {
        expect(await store.list('a/')).toEqual(['a/1.txt', 'a/Z.txt', 'a/z/deep.txt']);
        expect(await store.list('a')).toEqual(['a/1.txt', 'a/Z.txt', 'a/z/deep.txt', 'ab.txt']);
        expect(await store.list('a/z')).toEqual(['a/z/deep.txt']);
        expect(await store.list('x/')).toEqual([]);
      });
    });

    describe('keys', () => {
      it.each(INVALID_KEYS)('refuses the key %j everywhere', async (key) => {
        await expect(store.put(key, 'x')).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.get(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.stat(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      });

      it('refuses prefixes that climb out or start at the root', async () => {
        await expect(store.list('../')).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.list('/a')).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.deletePrefix('a/../')).rejects.toBeInstanceOf(InvalidObjectKeyError);
      });
    });
  });
}
