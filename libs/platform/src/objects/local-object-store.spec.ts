import { mkdir, mkdtemp, readdir, readFile, rm, statfs, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { LocalObjectStore } from './local-object-store.js';
import { InvalidObjectKeyError } from './object-store.port.js';
import { smallFilesystem } from '../objects-testing/small-filesystem.js';

describe('LocalObjectStore on disk', () => {
  let directory: string;
  let store: LocalObjectStore;

  beforeEach(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'kizuna-local-objects-'));
    store = new LocalObjectStore({ directory });
  });

  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('keeps each object as a plain file at its key', async () => {
    await store.put('uploads/p1/data.csv', 'a,b\n');
    expect(await readFile(path.join(directory, 'uploads', 'p1', 'data.csv'), 'utf8')).toBe('a,b\n');
  });

  it('leaves no temporary file when a stream fails', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(100_000, 1);
        throw new Error('aborted');
      })(),
    );
    await expect(store.put('uploads/x.csv', failing)).rejects.toThrow('aborted');
    expect(await readdir(path.join(directory, '.kizuna', 'tmp'))).toEqual([]);
    expect(await readdir(directory)).toEqual(['.kizuna']);
  });

  it('sweeps temporary files a crash left behind, not those still being written', async () => {
    const tmp = path.join(directory, '.kizuna', 'tmp');
    await mkdir(tmp, { recursive: true });
    await writeFile(path.join(tmp, 'left-by-a-crash'), 'x');
    await utimes(path.join(tmp, 'left-by-a-crash'), new Date(1000), new Date(1000));
    await writeFile(path.join(tmp, 'in-flight'), 'y');
    expect(await store.sweepTemporary(Date.now() - 60_000)).toBe(1);
    expect(await readdir(tmp)).toEqual(['in-flight']);
    await rm(tmp, { recursive: true });
    expect(await store.sweepTemporary(Date.now())).toBe(0);
  });

  it('removes folders that a delete leaves empty', async () => {
    await store.put('a/b/c/one', '1');
    await store.put('a/two', '2');
    await store.deletePrefix('a/b/');
    expect(await readdir(path.join(directory, 'a'))).toEqual(['two']);
  });

  it('refuses keys in its internal folder', async () => {
    await expect(store.put('.kizuna/tmp/x', 'x')).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await store.put('ok', 'x', { contentType: 'text/plain' });
    expect(await store.list('.kizuna/')).toEqual([]);
  });

  it('explains a key that would need a file to be a folder', async () => {
    await store.put('a', 'file');
    await expect(store.put('a/b', 'x')).rejects.toThrow('clashes with another key');
    expect((await store.getBuffer('a')).toString()).toBe('file');
  });
});

// Mounted once the file loads: where it cannot be, the test is reported skipped and the reason
// printed (not passed having done nothing); the services' unit tests use FullObjectStore there.
const small = await smallFilesystem(256 * 1024);
const onSmallDisk = small ? it : it.skip;

describe('LocalObjectStore on a full disk', () => {
  onSmallDisk('leaves no object when the disk fills up on its content type, after the object was written', async () => {
    const fs = small!;
    try {
      const store = new LocalObjectStore({ directory: fs.directory });
      await store.put('datasets/d/first.txt', 'x', { contentType: 'text/plain' });
      const { bavail, bsize } = await statfs(fs.directory);
      // Exactly the room left: the object fits, its content type does not.
      const body = Buffer.alloc(Number(bavail) * Number(bsize), 7);
      await expect(
        store.put('datasets/d/review-search.txt', body, { contentType: 'text/plain' }),
      ).rejects.toMatchObject({ code: 'ENOSPC' });
      expect(await store.list('datasets/')).toEqual(['datasets/d/first.txt']);
      expect(await readdir(path.join(fs.directory, '.kizuna', 'tmp'))).toEqual([]);
    } finally {
      await fs.cleanup();
    }
  });
});
