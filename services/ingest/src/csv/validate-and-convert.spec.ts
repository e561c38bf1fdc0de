import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { inspectCsv } from './inspect-csv.js';
import { ErrorCode } from '@kizuna/platform/errors';
import { MappingError } from './mapping-error.js';
import { encodePostLine, readPosts } from '@kizuna/proto';
import { openBytes, openFile, sharedPostsFile } from './test-support/fixtures.js';
import type { CleanPost, ColumnMapping, CsvInspection, RowReport } from './types.js';
import { validateAndConvert } from './validate-and-convert.js';

async function convert(
  open: () => Promise<Readable>,
  pick: (inspection: CsvInspection) => ColumnMapping,
): Promise<{ report: RowReport; posts: CleanPost[]; inspection: CsvInspection }> {
  const inspection = await inspectCsv(open);
  const posts: CleanPost[] = [];
  const report = await validateAndConvert(open, inspection, pick(inspection), (post) => {
    posts.push(post);
  });
  return { report, posts, inspection };
}

const column = (inspection: CsvInspection, name: string) => inspection.headers.indexOf(name);

describe('validateAndConvert on the real data sets', () => {
  const demonetizationMapping = (inspection: CsvInspection): ColumnMapping => ({
    time: column(inspection, 'created'),
    author: column(inspection, 'screenName'),
    contents: column(inspection, 'text'),
    followers: -1,
    others: [column(inspection, 'isRetweet'), -1, -1, -1, -1],
  });

  it('converts every row of the Windows-1252 file exactly like its UTF-8 copy', async () => {
    const cp1252 = await convert(
      openFile(sharedPostsFile('demonetization-en/demonetization-tweets.csv')),
      demonetizationMapping,
    );
    const utf8 = await convert(
      openFile(sharedPostsFile('demonetization-en/demonetization-tweets.utf8.csv')),
      demonetizationMapping,
    );
    expect(cp1252.report).toEqual({ rowsAll: 8000, rowsValid: 8000, errorRows: [], errorColumns: [], errorsByRow: [] });
    expect(cp1252.posts).toHaveLength(8000);
    expect(cp1252.posts).toEqual(utf8.posts);
    expect(cp1252.posts[0]).toEqual({
      row: 0,
      author: 'HASHTAGFARZIWAL',
      text: "RT @rssurjewala: Critical question: Was PayTM informed about #Demonetization edict by PM? It's clearly fishy and requires full disclosure &amp;…",
      time: Date.UTC(2016, 10, 23, 9, 40), // 23-11-2016 18:40, no zone → UTC+09:00
      followers: null,
      others: ['TRUE'],
    });
    expect(cp1252.posts[7999].author).toBe('prashik2107');
    expect(cp1252.posts[7999].time).toBe(Date.UTC(2016, 10, 22, 1, 57));
    expect(new Set(cp1252.posts.map((post) => post.author)).size).toBe(5937);
    expect(cp1252.posts.filter((post) => post.text.endsWith('…'))).toHaveLength(4101);
    // The posts file round-trips every post, texts with CR/LF and '…' included.
    const postsFile = Readable.from([Buffer.from(cp1252.posts.map(encodePostLine).join(''), 'utf8')]);
    expect(await readPosts(postsFile)).toEqual(cp1252.posts);
  });

  it('keeps line breaks inside posts and reads followers (twitter_ja_100)', async () => {
    const { report, posts } = await convert(
      openFile(sharedPostsFile('twitter-json-ja/twitter_ja_100.csv')),
      (inspection) => ({
        time: column(inspection, 'created_at'),
        author: column(inspection, 'screen_name'),
        contents: column(inspection, 'text'),
        followers: column(inspection, 'followers_count'),
        others: [column(inspection, 'lang'), column(inspection, 'retweeted_screen_name')],
      }),
    );
    expect(report.rowsAll).toBe(100);
    expect(report.rowsValid).toBe(100);
    expect(posts.filter((post) => post.text.includes('\n'))).toHaveLength(20);
    expect(posts.reduce((sum, post) => sum + (post.followers ?? 0), 0)).toBe(52184);
    expect(posts.filter((post) => post.others[1] !== '')).toHaveLength(73);
    expect(posts[0]).toMatchObject({
      row: 0,
      author: 'ayuu0123',
      time: Date.UTC(2014, 7, 31, 0, 29, 15),
      followers: 262,
    });
    expect(posts[99]).toMatchObject({
      row: 99,
      author: '2no38mae',
      time: Date.UTC(2014, 7, 31, 0, 28, 56),
      followers: 560,
    });
  });

  it('converts the koume timeline', async () => {
    const { report, posts } = await convert(openFile(sharedPostsFile('koume-ja/dayukoume.csv')), (inspection) => ({
      time: column(inspection, 'created_at'),
      author: column(inspection, 'username'),
      contents: column(inspection, 'tweet'),
      followers: -1,
      others: [],
    }));
    expect(report.rowsAll).toBe(4406);
    expect(report.rowsValid).toBe(4406);
    expect(new Set(posts.map((post) => post.author))).toEqual(new Set(['dayukoume']));
    expect(posts[0].time).toBe(Date.UTC(2021, 8, 25, 5, 38, 48));
    expect(posts[4405].time).toBe(Date.UTC(2011, 9, 16, 8, 37, 31));
    expect(posts[4405].text).toBe('コウメ太夫');
  });
});

describe('validateAndConvert row errors', () => {
  const file = [
    'name,text,time,followers,lang',
    'alice,hello,2020-01-01 10:00,10,en',
    ',no author,2020-01-01 10:00,5,en',
    'bob,bad time,not a time,5,en',
    'carol,bad followers,2020-01-01 10:00,abc,en',
    '@dave,"multi\nline, quoted",2020/01/01 10:00:30,,ja',
    'eve,too,many,fields,here,x',
    '',
    'frank,ok,2020-01-01T00:00:00Z,-1,en',
    ',,,,',
    '',
  ].join('\r\n');
  const mapping: ColumnMapping = { time: 2, author: 0, contents: 1, followers: 3, others: [4, -1, -1, -1, -1] };

  it('reports bad rows with zero-based indexes, the columns at fault and the reasons', async () => {
    const { report, posts } = await convert(openBytes(file), () => mapping);
    expect(report).toEqual({
      rowsAll: 8,
      rowsValid: 3,
      errorRows: [1, 2, 3, 5, 7],
      errorColumns: ['name', 'text', 'time', 'followers'],
      errorsByRow: [
        { row: 1, column: 'name', code: 'missing_author' },
        { row: 2, column: 'time', code: 'invalid_time' },
        { row: 3, column: 'followers', code: 'invalid_followers' },
        { row: 5, column: null, code: 'field_count' },
        { row: 7, column: 'name', code: 'missing_author' },
        { row: 7, column: 'text', code: 'missing_contents' },
        { row: 7, column: 'time', code: 'invalid_time' },
      ],
    });
    expect(posts).toEqual([
      { row: 0, author: 'alice', text: 'hello', time: Date.UTC(2020, 0, 1, 1, 0), followers: 10, others: ['en'] },
      {
        row: 4,
        author: 'dave',
        text: 'multi\nline, quoted',
        time: Date.UTC(2020, 0, 1, 1, 0, 30),
        followers: null,
        others: ['ja'],
      },
      { row: 6, author: 'frank', text: 'ok', time: Date.UTC(2020, 0, 1), followers: -1, others: ['en'] },
    ]);
  });

  it('gives the same result when the file trickles in one byte at a time', async () => {
    const whole = await convert(openBytes(file), () => mapping);
    const trickled = await convert(openBytes(file, 1), () => mapping);
    expect(trickled.report).toEqual(whole.report);
    expect(trickled.posts).toEqual(whole.posts);
  });

  it('reads the delimiter the inspection found', async () => {
    const { report, posts } = await convert(openBytes('a;b;c\nx;2020-01-01;hi, there\n;2020-01-01;y\n'), () => ({
      time: 1,
      author: 0,
      contents: 2,
      followers: -1,
      others: [],
    }));
    expect(report.errorRows).toEqual([1]);
    expect(report.errorColumns).toEqual(['a']);
    expect(posts.map((post) => post.text)).toEqual(['hi, there']);
  });

  it('marks a row with broken quoting (which swallows what follows up to a closing quote)', async () => {
    const broken = 'a,b,c\nu1,"bad "quote" here,2020-01-01\nu2,"fine",2020-01-01\nu3,ok,2020-01-01\n';
    const { report, posts } = await convert(openBytes(broken), () => ({
      time: 2,
      author: 0,
      contents: 1,
      followers: -1,
      others: [],
    }));
    expect(report).toEqual({
      rowsAll: 2,
      rowsValid: 1,
      errorRows: [0],
      errorColumns: [],
      errorsByRow: [{ row: 0, column: null, code: 'malformed_quotes' }],
    });
    expect(posts.map((post) => [post.row, post.author])).toEqual([[1, 'u3']]);
  });

  it('lists every error row but details only the first 100 errors', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => `u${i},text,bad`);
    const { report } = await convert(openBytes(['a,b,c', ...rows, 'ok,text,2020-01-01'].join('\n')), () => ({
      time: 2,
      author: 0,
      contents: 1,
      followers: -1,
      others: [],
    }));
    expect(report.rowsAll).toBe(151);
    expect(report.rowsValid).toBe(1);
    expect(report.errorRows).toEqual(Array.from({ length: 150 }, (_, i) => i));
    expect(report.errorsByRow).toHaveLength(100);
    expect(report.errorsByRow[99]).toEqual({ row: 99, column: 'c', code: 'invalid_time' });
  });

  it('waits for an asynchronous sink, post by post, in file order', async () => {
    const open = openBytes('a,b,c\nx,1,2020-01-01\ny,2,2020-01-01\nz,3,2020-01-01\n');
    const inspection = await inspectCsv(open);
    const seen: string[] = [];
    let busy = false;
    const report = await validateAndConvert(
      open,
      inspection,
      { time: 2, author: 0, contents: 1, followers: -1, others: [] },
      async (post) => {
        if (busy) throw new Error('sink called while busy');
        busy = true;
        await new Promise((resolve) => setImmediate(resolve));
        seen.push(post.author);
        busy = false;
      },
    );
    expect(report.rowsValid).toBe(3);
    expect(seen).toEqual(['x', 'y', 'z']);
  });

  it('checks the mapping before reading the file', async () => {
    const inspection = await inspectCsv(openBytes('a,b,c\nx,1,2020-01-01\n'));
    const open = async (): Promise<Readable> => {
      throw new Error('the file must not be opened');
    };
    const attempt = validateAndConvert(
      open,
      inspection,
      { time: 0, author: 0, contents: 1, followers: -1, others: [] },
      () => undefined,
    );
    await expect(attempt).rejects.toBeInstanceOf(MappingError);
    await expect(attempt).rejects.toMatchObject({ code: ErrorCode.DuplicateColumn, detail: { column: 0 } });
  });

  it('passes a sink failure through and stops reading', async () => {
    const open = openBytes('a,b,c\nx,1,2020-01-01\ny,2,2020-01-01\n');
    const inspection = await inspectCsv(open);
    let calls = 0;
    const attempt = validateAndConvert(
      open,
      inspection,
      { time: 2, author: 0, contents: 1, followers: -1, others: [] },
      () => {
        calls++;
        throw new Error('store down');
      },
    );
    await expect(attempt).rejects.toThrow('store down');
    expect(calls).toBe(1);
  });
});

describe('validateAndConvert and the time column', () => {
  const mapping = { time: 2, author: 0, contents: 1, followers: -1, others: [] };

  it('says which values it saw when no row has a readable time, instead of failing every row', async () => {
    const open = openBytes('name,text,when\na,hi,yesterday\nb,yo,soon\nc,hey,yesterday\nd,ho,later\ne,x,never\n');
    await expect(convert(open, () => mapping)).rejects.toMatchObject({
      code: ErrorCode.NoReadableTimes,
      params: { column: 'when', values: '"yesterday", "soon", "later"' },
    });
  });

  it('reads an ambiguous month/day/two-digit-year column in the order the user chose', async () => {
    const open = openBytes('name,text,when\na,hi,8/6/15 17:44\nb,yo,8/7/15 9:54\nc,bad,8/7/15 25:00\n');
    const { report, posts } = await convert(open, () => ({ ...mapping, dateOrder: 'month_first' }));
    expect(report).toMatchObject({ rowsAll: 3, rowsValid: 2, errorRows: [2], errorColumns: ['when'] });
    expect(posts.map((p) => new Date(p.time).toISOString())).toEqual([
      '2015-08-06T08:44:00.000Z',
      '2015-08-07T00:54:00.000Z',
    ]);
  });
});
