import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@kizuna/platform/config';
import { createObjectStore } from '@kizuna/platform/objects';
import { ForegroundRequests, roomToLowerPriority, threadNiceValues } from '@kizuna/platform/threads';
import { reviewKeys } from '../review/review-keys.js';
import { CsvWorkers } from './csv-workers.js';

// Runs the compiled CSV worker from dist: the test script builds (tsc -b) before Jest runs.
describe('CsvWorkers priority', () => {
  let dataDir = '';
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // Told apart by their nice value: not possible when the test itself runs at nice 19.
  (roomToLowerPriority(5) ? it : it.skip)(
    'reads a CSV on a worker thread at WORKER_NICE, leaving the calling thread as it was',
    async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-csv-nice-'));
      const mainBefore = os.getPriority(0);
      const nice = mainBefore + 5;
      const config = loadConfig({ DATA_DIR: dataDir, WORKER_NICE: String(nice) });
      const objects = await createObjectStore(config.objects);
      // Enough rows for several progress reports while the worker is alive.
      const rows = Array.from(
        { length: 60_000 },
        (_, i) => `user${i % 900},post number ${i} about ramen,2024-05-0${1 + (i % 9)} 12:00:00,${i % 500}`,
      );
      await objects.put('uploads/u1/posts.csv', ['screen_name,text,created_at,followers_count', ...rows].join('\n'), {
        contentType: 'text/csv',
      });
      const workers = new CsvWorkers(config, objects, new ForegroundRequests());
      const inspection = await workers.inspect('uploads/u1/posts.csv');
      const lowered = new Set<number>();
      const report = await workers.register(
        {
          uploadKey: 'uploads/u1/posts.csv',
          postsKey: 'datasets/d1/posts.ndjson',
          inspection,
          mapping: { author: 0, contents: 1, time: 2, followers: 3, others: [] },
          relations: ['retweet', 'reply', 'mention'],
        },
        () => {
          for (const [tid, n] of threadNiceValues()) if (n === nice) lowered.add(tid);
        },
      );
      expect(report.rowsValid).toBe(60_000);
      expect(lowered.size).toBeGreaterThanOrEqual(1);
      expect(lowered.has(process.pid)).toBe(false);
      expect(os.getPriority(0)).toBe(mainBefore);
    },
    60_000,
  );
});

describe('CsvWorkers review builds', () => {
  let dataDir = '';
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("gives way to the requests being answered in a background build, never in the screen's own", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-csv-giveway-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const objects = await createObjectStore(config.objects);
    const rows = Array.from({ length: 2000 }, (_, i) => `user${i % 90},post ${i} about ramen,2024-05-01 12:00:00,${i}`);
    await objects.put('uploads/u1/posts.csv', ['screen_name,text,created_at,followers_count', ...rows].join('\n'), {
      contentType: 'text/csv',
    });
    const foreground = new ForegroundRequests();
    const workers = new CsvWorkers(config, objects, foreground);
    const inspection = await workers.inspect('uploads/u1/posts.csv');
    const mapping = { author: 0, contents: 1, time: 2, followers: 3, others: [] };
    for (const postsKey of ['datasets/a/posts.ndjson', 'datasets/b/posts.ndjson'])
      await workers.register({
        uploadKey: 'uploads/u1/posts.csv',
        postsKey,
        inspection,
        mapping,
        relations: ['retweet'],
      });

    // Requests one after another, as a page's user makes them.
    let end = foreground.begin();
    const requests = setInterval(() => {
      const previous = end;
      end = foreground.begin();
      previous();
    }, 200);
    const done: string[] = [];
    try {
      const background = workers.reviewIndex('datasets/a/posts.ndjson', true).then(() => done.push('background'));
      await workers.reviewIndex('datasets/b/posts.ndjson', false).then(() => done.push('screen'));
      expect(done).toEqual(['screen']);
      clearInterval(requests);
      end();
      await background;
    } finally {
      clearInterval(requests);
      end();
    }
    expect(done).toEqual(['screen', 'background']);
    expect(await objects.stat(reviewKeys('datasets/a/posts.ndjson').index)).not.toBeNull();
  }, 60_000);
});

describe('CsvWorkers registration in two parts', () => {
  let dataDir = '';
  afterAll(() => rm(dataDir, { recursive: true, force: true, maxRetries: 5 }));

  it('stores what one part stores, on two threads, and in one part again when the cut cannot be trusted', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-csv-parts-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const objects = await createObjectStore(config.objects);
    const workers = new CsvWorkers(config, objects, new ForegroundRequests());
    const mapping = { author: 0, contents: 1, time: 2, followers: 3, others: [] };
    const fileOf = (stray: boolean) =>
      [
        'screen_name,text,created_at,followers_count',
        ...Array.from({ length: 20_000 }, (_, i) => {
          const text =
            stray && i === 5 ? 'a 5" screen' : i % 3 === 0 ? `"RT @user${i % 11}: 二行の\n投稿 ${i}"` : `post ${i}`;
          return `user${i % 900},${text},2024-05-0${1 + (i % 9)} 12:00:00,${i % 7 === 0 ? 'many' : i}`;
        }),
      ].join('\r\n');
    for (const stray of [false, true]) {
      await objects.put('uploads/u/posts.csv', fileOf(stray), { contentType: 'text/csv' });
      const inspection = await workers.inspect('uploads/u/posts.csv');
      const job = { uploadKey: 'uploads/u/posts.csv', inspection, mapping, relations: ['retweet'] };
      let rows = 0;
      const { parts, ...inParts } = await workers.register(
        { ...job, postsKey: 'datasets/p/posts.ndjson' },
        (done) => (rows = done),
        0,
      );
      const { parts: one, ...inOne } = await workers.register(
        { ...job, postsKey: 'datasets/o/posts.ndjson' },
        undefined,
        Infinity,
      );
      expect([one, parts]).toEqual([1, stray ? 1 : 2]);
      expect(inParts).toEqual(inOne);
      expect(inOne).toMatchObject({ rowsAll: 20_000, rowsValid: 20_000 - 2858 });
      // Both threads' rows heard, as one count.
      expect(rows).toBe(20_000);
      for (const key of ['datasets/p/posts.ndjson', reviewKeys('datasets/p/posts.ndjson').lineStarts])
        expect(await objects.getBuffer(key)).toEqual(
          await objects.getBuffer(key.replace('datasets/p/', 'datasets/o/')),
        );
    }
    // UTF-16: a quote or line-break byte can be half of another character, so never cut by bytes.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(fileOf(false), 'utf16le')]);
    await objects.put('uploads/u/utf16.csv', utf16, { contentType: 'text/csv' });
    const inspection = await workers.inspect('uploads/u/utf16.csv');
    expect(inspection.encoding).toBe('utf-16le');
    const job = { uploadKey: 'uploads/u/utf16.csv', inspection, mapping, relations: ['retweet'] };
    expect(await workers.register({ ...job, postsKey: 'datasets/u/posts.ndjson' }, undefined, 0)).toMatchObject({
      rowsValid: 20_000 - 2858,
      parts: 1,
    });
  }, 60_000);
});
