import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { JsonLogger } from '@kizuna/platform/logging';
import { LocalObjectStore } from '@kizuna/platform/objects';
import { FullObjectStore } from '@kizuna/platform/objects-testing';
import { projectsLiveness } from '../../failures/test-support/projects-liveness.js';
import { resultKeys } from '../result-keys.js';
import { KeptExports, ON_DEMAND_EXPORTS_PER_RUN, exportDigest } from './kept-exports.js';

describe('KeptExports: downloads made on demand', () => {
  let dir: string;
  let objects: LocalObjectStore;
  let kept: KeptExports;
  const files = async (processId: string) => (await objects.list(resultKeys.exportsPrefix(processId))).length;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kizuna-kept-'));
    objects = new LocalObjectStore({ directory: dir });
    kept = new KeptExports(objects);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('makes a download once and reuses it: asking 200 times stores one file', async () => {
    let made = 0;
    const make = () => {
      made += 1;
      return Readable.from(['a,b\n']);
    };
    const keys = new Set<string>();
    for (let i = 0; i < 200; i++) keys.add(await kept.onDemand('run1', 'node-alice.csv', make, 'text/csv'));
    expect(made).toBe(1);
    expect(keys.size).toBe(1);
    // The file and the run's list of on-demand downloads.
    expect(await files('run1')).toBe(2);
  });

  it(`keeps at most ${ON_DEMAND_EXPORTS_PER_RUN} per run, removing the oldest made first`, async () => {
    const n = ON_DEMAND_EXPORTS_PER_RUN + 10;
    const keys: string[] = [];
    for (let i = 0; i < n; i++)
      keys.push(await kept.onDemand('run1', `node-${i}.csv`, () => Readable.from([`${i}\n`]), 'text/csv'));
    const left = await Promise.all(keys.map(async (k) => (await objects.stat(k)) !== null));
    expect(left.slice(0, 10)).toEqual(Array(10).fill(false));
    expect(left.slice(10)).toEqual(Array(ON_DEMAND_EXPORTS_PER_RUN).fill(true));
    expect(await files('run1')).toBe(ON_DEMAND_EXPORTS_PER_RUN + 1);
    // Another run's downloads are counted apart.
    await kept.onDemand('run2', 'node-0.csv', () => Readable.from(['x\n']), 'text/csv');
    expect(await files('run2')).toBe(2);
  });

  it('bounds concurrent requests too (the list is changed one request at a time)', async () => {
    const n = ON_DEMAND_EXPORTS_PER_RUN + 20;
    await Promise.all(
      Array.from({ length: n }, (_, i) =>
        kept.onDemand('run1', `band-${i}.csv`, () => Readable.from([`${i}\n`]), 'text/csv'),
      ),
    );
    expect(await files('run1')).toBe(ON_DEMAND_EXPORTS_PER_RUN + 1);
  });

  it('counts files its list lost (a crash between the file and the list) as the oldest', async () => {
    await objects.put(resultKeys.export('run1', 'on-demand/stray.csv'), 'x');
    for (let i = 0; i < ON_DEMAND_EXPORTS_PER_RUN; i++)
      await kept.onDemand('run1', `node-${i}.csv`, () => Readable.from([`${i}\n`]), 'text/csv');
    expect(await objects.stat(resultKeys.export('run1', 'on-demand/stray.csv'))).toBeNull();
    expect(await files('run1')).toBe(ON_DEMAND_EXPORTS_PER_RUN + 1);
  });

  it('names by a digest of what the download depends on', () => {
    expect(exportDigest('a', 'b')).toBe(exportDigest('a', 'b'));
    expect(exportDigest('a', 'b')).not.toBe(exportDigest('ab', ''));
    expect(exportDigest('x')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('answers a full disk with errors.storage_full, no path or errno, and keeps no file of the download', async () => {
    const full = new FullObjectStore(objects, 1000);
    const onFull = new KeptExports(full, projectsLiveness().wanted, new JsonLogger('test', 'error'));
    const big = () => Readable.from(['x'.repeat(5000)]);
    await expect(onFull.put('run1', 'nodes.csv', big(), 'text/csv')).rejects.toMatchObject({
      code: 'errors.storage_full',
      message: expect.not.stringMatching(/ENOSPC|run1/),
    });
    await expect(onFull.onDemand('run1', 'node-a.csv', big, 'text/csv')).rejects.toMatchObject({
      code: 'errors.storage_full',
    });
    expect(await objects.list('')).toEqual([]);
  });

  it('keeps nothing of a download made while its run was removed', async () => {
    const liveness = projectsLiveness();
    const withRemovals = new KeptExports(objects, liveness.wanted);
    liveness.wanted.cancel(['run1']);
    await expect(withRemovals.put('run1', 'nodes.csv', Readable.from(['a\n']), 'text/csv')).rejects.toMatchObject({
      code: 'errors.not_found',
    });
    expect(await objects.list('')).toEqual([]);
  });
});
