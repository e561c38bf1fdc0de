import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile, readdir, mkdtemp, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import iconv from 'iconv-lite';
import { ErrorCode } from '@kizuna/platform/errors';
import { createObjectStore, type ObjectStore } from '@kizuna/platform/objects';
import { inspectCsv, type ColumnMapping, type CsvInspection } from '../csv/index.js';
import { MAX_RECORD_CHARS } from '../csv/read-records.js';
import { sharedPostsFile } from '../csv/test-support/fixtures.js';
import { reviewKeys } from '../review/review-keys.js';
import type { RegisterReport } from './csv-job-messages.js';
import { registerFirstPart, registerSecondPart, registerWhole } from './register-posts.js';
import { SplitFailed } from './second-part-link.js';

const MAPPING: ColumnMapping = { author: 0, contents: 1, time: 2, followers: 3, others: [] };
let dir = '';
let objects: ObjectStore;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-register-parts-'));
  objects = await createObjectStore({ kind: 'local', directory: dir });
});
afterAll(() => rm(dir, { recursive: true, force: true, maxRetries: 5 }));

let uploads = 0;

/** What a registration stored and answered (or the error it failed with). */
async function outcome(run: (postsKey: string) => Promise<unknown>, postsKey: string) {
  try {
    const { parts, ...report } = (await run(postsKey)) as RegisterReport;
    return {
      parts,
      report,
      posts: (await objects.getBuffer(postsKey)).toString('utf8'),
      starts: await objects.getBuffer(reviewKeys(postsKey).lineStarts),
    };
  } catch (error) {
    return { error, left: await objects.list(path.posix.dirname(postsKey)) };
  }
}

/** The file registered whole, and in two parts cut at or after byte `target` (the two parts in this thread, over a real port). */
async function bothWays(
  bytes: Buffer,
  target: number,
  mappingOf: (inspection: CsvInspection) => ColumnMapping = () => MAPPING,
  /** Inspected instead of `bytes` (a file inspection would refuse). */
  inspectedBytes = bytes,
) {
  const uploadKey = `uploads/u${++uploads}.csv`;
  await objects.put(uploadKey, inspectedBytes);
  const inspection: CsvInspection = await inspectCsv(() => objects.get(uploadKey));
  await objects.put(uploadKey, bytes);
  const mapping = mappingOf(inspection);
  const job = {
    type: 'register' as const,
    objects: { kind: 'local' as const, directory: dir },
    uploadKey,
    inspection,
    mapping,
    relations: ['retweet'],
  };
  const whole = await outcome(
    (postsKey) => registerWhole(objects, { ...job, postsKey }, () => undefined),
    `datasets/w${uploads}/posts.ndjson`,
  );
  const parts = await outcome(async (postsKey) => {
    const { port1, port2 } = new MessageChannel();
    const second = registerSecondPart(
      objects,
      { ...job, postsKey },
      { role: 'second', target, port: port2 },
      () => undefined,
    );
    try {
      return await registerFirstPart(
        objects,
        { ...job, postsKey },
        { role: 'first', target, port: port1 },
        () => undefined,
      );
    } finally {
      await second;
    }
  }, `datasets/p${uploads}/posts.ndjson`);
  // How many parts each took, apart: the rest is to be the same.
  const { parts: wholeIn, ...wholeOutcome } = whole;
  const { parts: partsIn, ...partsOutcome } = parts;
  return { whole: wholeOutcome, parts: partsOutcome, took: [wholeIn, partsIn] };
}

function csv(rows: string[], newline = '\n'): Buffer {
  return Buffer.from(['screen_name,text,created_at,followers_count', ...rows].join(newline) + newline, 'utf8');
}

const row = (i: number, text = `post ${i} about ramen`) =>
  `user${i % 7},${text},2024-05-0${1 + (i % 9)} 12:00:00,${i % 50}`;

describe('a registration in two parts', () => {
  it('stores the same posts file, line starts and report as in one part, wherever it is cut', async () => {
    const rows = Array.from({ length: 400 }, (_, i) =>
      i % 13 === 0
        ? row(i, `"a post over\r\ntwo lines, with ""quotes"" ${i}"`)
        : i % 17 === 0
          ? `user${i},bad time ${i},not a time,1`
          : i % 29 === 0
            ? ''
            : i > 350
              ? `late${i % 3},text ${i},2024-05-01 12:00:00,1`
              : row(i, i % 5 === 0 ? `RT @user${(i + 3) % 7}: 日本語の投稿 ${i}` : undefined),
    );
    const bytes = csv(rows, '\r\n');
    for (const target of [0, 100, bytes.length / 3, bytes.indexOf('two lines', 9000), bytes.length - 5, bytes.length]) {
      const { whole, parts, took } = await bothWays(bytes, Math.floor(target));
      expect(whole).toMatchObject({ report: { rowsAll: 388, networkUsers: 10 } });
      expect((whole.report as { errorRows: number[] }).errorRows.length).toBeGreaterThan(10);
      expect(parts).toEqual(whole);
      // In one part only when the cut is at the file's end (nothing after it).
      expect(took).toEqual([1, target >= bytes.length - 5 ? 1 : 2]);
    }
  });

  it('numbers the rows of the second part, and its errors, from the start of the file', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => (i >= 150 ? `user${i},text ${i},yesterday,1` : row(i)));
    const bytes = csv(rows);
    const { whole, parts, took } = await bothWays(bytes, bytes.length / 2);
    expect(parts).toEqual(whole);
    expect(took).toEqual([1, 2]);
    expect(whole.report).toMatchObject({ rowsAll: 300, rowsValid: 150, errorColumns: ['created_at'] });
    expect((whole.report as { errorsByRow: { row: number }[] }).errorsByRow.slice(0, 1)).toEqual([
      { row: 150, column: 'created_at', code: 'invalid_time' },
    ]);
    expect(whole.posts!.split('\n')[149].startsWith('[149,')).toBe(true);
  });

  it('reads Shift_JIS, EUC-JP and Windows-1252 files in two parts as in one', async () => {
    const japanese = iconv.encode(
      [
        'screen_name,text,created_at,followers_count',
        ...Array.from({ length: 300 }, (_, i) => row(i, `"ラーメン①の話\n${i}"`)),
      ].join('\r\n'),
      'cp932',
    );
    const sjis = await bothWays(japanese, japanese.length / 2);
    expect(sjis.whole.report).toMatchObject({ rowsAll: 300, rowsValid: 300 });
    expect(sjis.parts).toEqual(sjis.whole);
    expect(sjis.took).toEqual([1, 2]);
    const eucJp = iconv.encode(iconv.decode(japanese, 'cp932').replaceAll('①', '1'), 'eucjp');
    const euc = await bothWays(eucJp, eucJp.length / 2);
    expect(euc.whole.report).toMatchObject({ rowsAll: 300, rowsValid: 300 });
    expect(euc.whole.posts).toContain('ラーメン1の話');
    expect(euc.parts).toEqual(euc.whole);
    expect(euc.took).toEqual([1, 2]);

    const cp1252 = await readFile(sharedPostsFile('demonetization-en/demonetization-tweets.csv'));
    const demonetization = await bothWays(cp1252, cp1252.length / 2, ({ headers }) => ({
      time: headers.indexOf('created'),
      author: headers.indexOf('screenName'),
      contents: headers.indexOf('text'),
      followers: -1,
      others: [headers.indexOf('isRetweet')],
    }));
    expect(demonetization.whole.report).toMatchObject({ rowsAll: 8000, rowsValid: 8000 });
    expect(demonetization.parts).toEqual(demonetization.whole);
    expect(demonetization.took).toEqual([1, 2]);
  });

  it('keeps a U+FEFF that begins the second part as a character of the post', async () => {
    const rows = Array.from(
      { length: 100 },
      (_, i) => `${i === 50 ? '\uFEFF' : ''}text ${i},user${i % 5},2024-05-01 12:00:00,1`,
    );
    const bytes = Buffer.from(['text,screen_name,created_at,followers_count', ...rows].join('\n') + '\n', 'utf8');
    const { whole, parts, took } = await bothWays(bytes, bytes.indexOf('\uFEFF') - 1, () => ({
      contents: 0,
      author: 1,
      time: 2,
      followers: 3,
      others: [],
    }));
    expect(whole.posts).toContain('"\uFEFFtext 50"');
    expect(parts).toEqual(whole);
    expect(took).toEqual([1, 2]);
  });

  it('gives the same error as in one part when the second part cannot be read', async () => {
    // Every time unreadable: the whole file's check, not either part's.
    const noTimes = csv(Array.from({ length: 200 }, (_, i) => `user${i},text ${i},soon,1`));
    const { whole, parts } = await bothWays(noTimes, noTimes.length / 2);
    expect(whole.error).toMatchObject({ code: ErrorCode.NoReadableTimes });
    expect(parts).toEqual(whole);
    expect(parts.left).toEqual([]);
  });

  it('fails as in one part on a row too long to be a post in the second part', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => row(i));
    const bytes = csv([...rows, row(100, `"a quote left open ${'x'.repeat(MAX_RECORD_CHARS)}`)]);
    const { whole, parts } = await bothWays(bytes, 1000, undefined, csv(rows));
    expect(whole.error).toMatchObject({ code: ErrorCode.RowTooLong });
    expect(parts.error).toMatchObject({ code: ErrorCode.RowTooLong });
    expect((parts.error as { params: object }).params).toEqual((whole.error as { params: object }).params);
    expect(parts.left).toEqual([]);
  });
});

describe('a registration whose upload has gone', () => {
  it('fails in one part and in two, leaving no posts file and no half-written one', async () => {
    const job = {
      type: 'register' as const,
      objects: { kind: 'local' as const, directory: dir },
      uploadKey: 'uploads/gone.csv',
      inspection: await inspectCsv(async () => Readable.from([csv([row(1)])])),
      mapping: MAPPING,
      relations: ['retweet'],
    };
    await expect(
      registerWhole(objects, { ...job, postsKey: 'datasets/gone1/posts.ndjson' }, () => undefined),
    ).rejects.toThrow(/no object under key uploads\/gone.csv/);
    const { port1, port2 } = new MessageChannel();
    const second = registerSecondPart(
      objects,
      { ...job, postsKey: 'datasets/gone2/posts.ndjson' },
      { role: 'second', target: 10, port: port2 },
      () => undefined,
    );
    await expect(
      registerFirstPart(
        objects,
        { ...job, postsKey: 'datasets/gone2/posts.ndjson' },
        { role: 'first', target: 10, port: port1 },
        () => undefined,
      ),
    ).rejects.toThrow(/no object under key/);
    await second;
    expect(await objects.list('datasets/gone')).toEqual([]);
    // Nothing left in the store's temporary folder either (a put left open would be).
    expect(await readdir(path.join(dir, '.kizuna', 'tmp')).catch(() => [])).toEqual([]);
  });
});

describe('a registration that cannot be cut where the bytes say', () => {
  it('fails the split, storing nothing, when the cut falls inside a quoted post', async () => {
    // A stray quote in an unquoted cell makes the quote count odd: the break the count takes for
    // the end of a record is inside the next quoted post.
    const rows = Array.from({ length: 200 }, (_, i) =>
      i === 10 ? row(i, 'a 5" screen') : row(i, `"line one\nline two ${i}"`),
    );
    const bytes = csv(rows);
    const { whole, parts } = await bothWays(bytes, bytes.length / 2);
    expect(whole.report).toMatchObject({ rowsAll: 200, rowsValid: 200 });
    expect(parts.error).toBeInstanceOf(SplitFailed);
    expect(parts.left).toEqual([]);
  });

  it('fails the split when the cut falls inside a quoted post though the rows before it count right', async () => {
    // After the stray quote every break inside a quoted post looks like the end of a record;
    // the post of three lines makes up for the record the stray quote hid.
    const rows = Array.from({ length: 200 }, (_, i) =>
      i === 10 ? row(i, 'a 5" screen') : i === 11 ? row(i, '"one\ntwo\nthree"') : row(i, `"line one\nline two ${i}"`),
    );
    const bytes = csv(rows);
    const { whole, parts } = await bothWays(bytes, bytes.length / 2);
    expect(whole.report).toMatchObject({ rowsAll: 200, rowsValid: 200 });
    expect(parts.error).toBeInstanceOf(SplitFailed);
    expect((parts.error as Error).message).toMatch(/inside a quoted field/);
    expect(parts.left).toEqual([]);
  });

  it('fails the split when a line the bytes take for a row is blank to the parser', async () => {
    // An ideographic space alone on a line: blank to the parser (trim), a row to a byte count.
    const rows = Array.from({ length: 200 }, (_, i) => (i === 20 ? '\u3000' : row(i)));
    const bytes = csv(rows);
    const { whole, parts } = await bothWays(bytes, bytes.length / 2);
    expect(whole.report).toMatchObject({ rowsAll: 199 });
    expect(parts.error).toBeInstanceOf(SplitFailed);
    expect(parts.left).toEqual([]);
  });
});
