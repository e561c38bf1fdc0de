import { describe, expect, it } from '@jest/globals';
import { TestClock } from '@kizuna/platform/clock';
import { JsonLogger } from '@kizuna/platform/logging';
import type { ObjectStore } from '@kizuna/platform/objects';
import type { CsvWorkers } from '../worker/csv-workers.js';
import { fromThreadFailure, toThreadFailure } from '../worker/thread-failure.js';
import { encodeReviewIndex, ReviewIndexBuilder } from './review-index.js';
import { reviewKeys } from './review-keys.js';
import { buildSearchGrams } from './search-grams.js';
import { BUSY_AT_MOST_MS, RETRY_AFTER_FULL_MS, ReviewIndexes } from './review-indexes.js';

/** Workers whose builds end when the test says; an aborted build ends at once, as a terminated worker does. */
function setup() {
  const stored = new Set<string>(['datasets/a/posts.ndjson', 'datasets/b/posts.ndjson']);
  const builds: Array<{
    postsKey: string;
    background: boolean;
    finish: () => void;
    fail: (why?: 'full' | 'enospc' | 'crash') => void;
    aborted: boolean;
    tell: (percent: number) => void;
  }> = [];
  const workers = {
    reviewIndex: (postsKey: string, background: boolean, signal?: AbortSignal, onPercent?: (p: number) => void) =>
      new Promise<void>((resolve, reject) => {
        const build = {
          postsKey,
          background,
          aborted: false,
          tell: (percent: number) => onPercent?.(percent),
          fail: (why: 'full' | 'enospc' | 'crash' = 'full') => {
            // The search text was written before the failure.
            stored.add(reviewKeys(postsKey).search);
            reject(
              why === 'full'
                ? // The error as the worker's build sends it across the thread: errors.storage_full,
                  // no longer a raw ENOSPC.
                  fromThreadFailure(
                    toThreadFailure(
                      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
                    ),
                  )
                : why === 'enospc'
                  ? Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
                  : new Error('the worker thread exited with code 1'),
            );
          },
          finish: () => {
            stored.add(reviewKeys(postsKey).index);
            stored.add(reviewKeys(postsKey).grams);
            resolve();
          },
        };
        signal?.addEventListener('abort', () => {
          build.aborted = true;
          reject(signal.reason);
        });
        builds.push(build);
      }),
  } as unknown as CsvWorkers;
  /** Index files of an older format: present, but not of this version. */
  const older = new Set<string>();
  const current = (key: string) =>
    key.endsWith('review-grams.bin') ? buildSearchGrams([]) : encodeReviewIndex(new ReviewIndexBuilder().build().index);
  const objects = {
    delete: async (key: string) => void stored.delete(key),
    stat: async (key: string) => (stored.has(key) || older.has(key) ? { size: 1 } : null),
    readRanges: async (key: string, ranges: ReadonlyArray<readonly [number, number]>) =>
      ranges.map(([start, end]) => (stored.has(key) ? current(key) : Buffer.from('KZR2KZG3')).subarray(start, end)),
  } as unknown as ObjectStore;
  const clock = new TestClock();
  const indexes = new ReviewIndexes(workers, objects, new JsonLogger('test', 'error'), clock);
  return { indexes, builds, stored, older, clock };
}

const settle = () => new Promise((r) => setTimeout(r, 5));

describe('ReviewIndexes', () => {
  it('builds in the background, one at a time, only while nothing is busy', async () => {
    const { indexes, builds } = setup();
    indexes.busyWith('dataset-b');
    indexes.buildInBackground('datasets/a/posts.ndjson');
    await settle();
    expect(builds).toHaveLength(0);
    indexes.doneWith('dataset-b');
    indexes.buildInBackground('datasets/b/posts.ndjson');
    await settle();
    expect(builds.map((b) => [b.postsKey, b.background])).toEqual([['datasets/a/posts.ndjson', true]]);
    builds[0].finish();
    await settle();
    expect(builds.map((b) => b.postsKey)).toEqual(['datasets/a/posts.ndjson', 'datasets/b/posts.ndjson']);
  });

  it('stops waiting for work that never said it was done once it has been busy for too long', async () => {
    const { indexes, builds, clock } = setup();
    indexes.busyWith('dataset-b');
    indexes.buildInBackground('datasets/a/posts.ndjson');
    await settle();
    expect(builds).toHaveLength(0);
    clock.advance(BUSY_AT_MOST_MS + 1);
    indexes.buildInBackground('datasets/c/posts.ndjson');
    await settle();
    expect(builds.map((b) => b.postsKey)).toEqual(['datasets/a/posts.ndjson']);
  });

  it('ends a background build when work starts, and builds it again once the work is done', async () => {
    const { indexes, builds } = setup();
    indexes.buildInBackground('datasets/a/posts.ndjson');
    await settle();
    indexes.busyWith('dataset-c');
    await settle();
    expect(builds[0].aborted).toBe(true);
    indexes.doneWith('dataset-c');
    await settle();
    expect(builds).toHaveLength(2);
    expect(builds[1]).toMatchObject({ postsKey: 'datasets/a/posts.ndjson', aborted: false });
  });

  it('answers the review screen at once, starting a build of its own busy or not, with how far it has come', async () => {
    const { indexes, builds } = setup();
    indexes.busyWith('dataset-c');
    expect(await indexes.prepare('datasets/b/posts.ndjson')).toEqual({ ready: false, percent: 0 });
    await settle();
    expect(builds.map((b) => [b.postsKey, b.background])).toEqual([['datasets/b/posts.ndjson', false]]);
    builds[0].tell(42);
    // Asked again while it builds: the same build, further on.
    expect(await indexes.prepare('datasets/b/posts.ndjson')).toEqual({ ready: false, percent: 42 });
    expect(builds).toHaveLength(1);
    builds[0].finish();
    await settle();
    // Stored now: the next ask does not build again.
    expect(await indexes.prepare('datasets/b/posts.ndjson')).toEqual({ ready: true });
    expect(builds).toHaveLength(1);
  });

  it('ends a background build of the dataset the screen asks for and builds it at the usual priority', async () => {
    const { indexes, builds } = setup();
    indexes.buildInBackground('datasets/a/posts.ndjson');
    await settle();
    expect(builds.map((b) => [b.postsKey, b.background])).toEqual([['datasets/a/posts.ndjson', true]]);
    expect(await indexes.prepare('datasets/a/posts.ndjson')).toEqual({ ready: false, percent: 0 });
    await settle();
    expect(builds[0].aborted).toBe(true);
    expect(builds.map((b) => [b.postsKey, b.background])).toEqual([
      ['datasets/a/posts.ndjson', true],
      ['datasets/a/posts.ndjson', false],
    ]);
    builds[1].finish();
    await settle();
    expect(await indexes.prepare('datasets/a/posts.ndjson')).toEqual({ ready: true });
  });

  it("starts the screen's build again after one failed, and stops its builds at shutdown", async () => {
    const { indexes, builds } = setup();
    await indexes.prepare('datasets/a/posts.ndjson');
    await settle();
    builds[0].fail('crash');
    await settle();
    expect(await indexes.prepare('datasets/a/posts.ndjson')).toEqual({ ready: false, percent: 0 });
    await settle();
    expect(builds).toHaveLength(2);
    await indexes.onApplicationShutdown();
    expect(builds[1].aborted).toBe(true);
    // Closed: nothing more is started.
    await indexes.prepare('datasets/b/posts.ndjson');
    await settle();
    expect(builds).toHaveLength(2);
  });

  it.each(['index', 'grams'] as const)('builds again, in a worker, a %s stored in an older format', async (which) => {
    const { indexes, builds, stored, older } = setup();
    // The other file is current: only the one of an older format makes the build.
    const keys = reviewKeys('datasets/a/posts.ndjson');
    stored.add(which === 'index' ? keys.grams : keys.index);
    older.add(keys[which]);
    expect(await indexes.prepare('datasets/a/posts.ndjson')).toEqual({ ready: false, percent: 0 });
    await settle();
    expect(builds.map((b) => [b.postsKey, b.background])).toEqual([['datasets/a/posts.ndjson', false]]);
    builds[0].finish();
    await settle();
    indexes.buildInBackground('datasets/a/posts.ndjson');
    await settle();
    expect(builds).toHaveLength(1);
  });

  it.each([
    ['full', "the worker's errors.storage_full"],
    ['enospc', 'a raw ENOSPC'],
  ] as const)(
    'starts no build for a minute after one failed for a full disk (%s: %s), answering the screen meanwhile',
    async (why: 'full' | 'enospc', _said: string) => {
      const { indexes, builds, clock } = setup();
      await indexes.prepare('datasets/a/posts.ndjson');
      await settle();
      builds[0].fail(why);
      await settle();
      // The screen asks every few seconds: each answer says "not ready", none starts a build.
      for (let i = 0; i < 5; i++) {
        clock.advance(RETRY_AFTER_FULL_MS / 6);
        expect(await indexes.prepare('datasets/a/posts.ndjson')).toEqual({ ready: false, percent: 0 });
        await settle();
      }
      expect(builds).toHaveLength(1);
      // Another dataset is not held back.
      await indexes.prepare('datasets/b/posts.ndjson');
      await settle();
      expect(builds.map((b) => b.postsKey)).toEqual(['datasets/a/posts.ndjson', 'datasets/b/posts.ndjson']);
      // A minute on, the disk may have room again: one more try.
      clock.advance(RETRY_AFTER_FULL_MS / 6);
      await indexes.prepare('datasets/a/posts.ndjson');
      await settle();
      expect(builds.map((b) => b.postsKey)).toEqual([
        'datasets/a/posts.ndjson',
        'datasets/b/posts.ndjson',
        'datasets/a/posts.ndjson',
      ]);
      await indexes.onApplicationShutdown();
    },
  );

  it('keeps none of the files of a build that failed (a full disk)', async () => {
    const { indexes, builds, stored } = setup();
    await indexes.prepare('datasets/a/posts.ndjson');
    await settle();
    builds[0].fail();
    await settle();
    const keys = reviewKeys('datasets/a/posts.ndjson');
    expect([keys.search, keys.index, keys.grams].filter((k) => stored.has(k))).toEqual([]);
  });

  it("stops a deleted dataset's builds, waiting and running, before its files are removed", async () => {
    const { indexes, builds } = setup();
    indexes.buildInBackground('datasets/a/posts.ndjson');
    indexes.buildInBackground('datasets/b/posts.ndjson');
    await settle();
    expect(builds.map((b) => b.postsKey)).toEqual(['datasets/a/posts.ndjson']);
    await indexes.prepare('datasets/b/posts.ndjson');
    await settle();
    await indexes.cancel('datasets/a/posts.ndjson');
    await indexes.cancel('datasets/b/posts.ndjson');
    expect(builds.map((b) => b.aborted)).toEqual([true, true]);
    await settle();
    // Nothing of either is started again.
    expect(builds).toHaveLength(2);
  });
});
