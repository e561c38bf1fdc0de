import { beforeAll, describe, expect, it } from '@jest/globals';
import iconv from 'iconv-lite';
import { ErrorCode } from '@kizuna/platform/errors';
import { CsvError, type CsvErrorCode } from './csv-error.js';
import { inspectCsv } from './inspect-csv.js';
import type { CsvInspection } from './types.js';
import { openBytes, openFile, sharedPostsFile } from './test-support/fixtures.js';

async function csvFailure(promise: Promise<unknown>): Promise<CsvError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CsvError) return error;
    throw error;
  }
  throw new Error('expected a CsvError');
}

async function failureCode(bytes: Buffer | string): Promise<CsvErrorCode> {
  return (await csvFailure(inspectCsv(openBytes(bytes)))).code;
}

describe('inspectCsv on the real data sets', () => {
  let cp1252: CsvInspection;
  let utf8: CsvInspection;

  beforeAll(async () => {
    cp1252 = await inspectCsv(openFile(sharedPostsFile('demonetization-en/demonetization-tweets.csv')));
    utf8 = await inspectCsv(openFile(sharedPostsFile('demonetization-en/demonetization-tweets.utf8.csv')));
  });

  it('detects and converts the Windows-1252 demonetization file', () => {
    expect(cp1252.encoding).toBe('windows-1252');
    expect(cp1252.converted).toBe(true);
    expect(cp1252.delimiter).toBe(',');
    expect(cp1252.totalRows).toBe(8000);
    expect(cp1252.headers).toEqual([
      'column_1',
      'text',
      'favorited',
      'favoriteCount',
      'replyToSN',
      'created',
      'truncated',
      'replyToSID',
      'id',
      'replyToUID',
      'statusSource',
      'screenName',
      'retweetCount',
      'isRetweet',
      'retweeted',
    ]);
    expect(cp1252.preview).toHaveLength(10);
    // 0x85 in Windows-1252 is the ellipsis that ends truncated retweets.
    expect(cp1252.preview[0][1]).toBe(
      "RT @rssurjewala: Critical question: Was PayTM informed about #Demonetization edict by PM? It's clearly fishy and requires full disclosure &amp;…",
    );
    expect(cp1252.preview[0][5]).toBe('23-11-2016 18:40');
    expect(cp1252.preview[0][11]).toBe('HASHTAGFARZIWAL');
  });

  it('reads the UTF-8 copy of the same file identically, unconverted', () => {
    expect(utf8.encoding).toBe('utf-8');
    expect(utf8.converted).toBe(false);
    expect(utf8.totalRows).toBe(8000);
    expect(utf8.preview).toEqual(cp1252.preview);
    expect(utf8.headers).toEqual(cp1252.headers);
  });

  it('returns only previewRows rows', async () => {
    const inspection = await inspectCsv(openFile(sharedPostsFile('twitter-json-ja/twitter_ja_100.csv')), {
      previewRows: 3,
    });
    expect(inspection.preview.map((row) => row[0])).toEqual(['ayuu0123', 'yuttari1998', 'ttm_protect']);
  });

  it('counts quoted fields with line breaks as one row (twitter_ja_100)', async () => {
    const inspection = await inspectCsv(openFile(sharedPostsFile('twitter-json-ja/twitter_ja_100.csv')));
    expect(inspection.encoding).toBe('utf-8');
    expect(inspection.totalRows).toBe(100);
    expect(inspection.headers).toEqual([
      'screen_name',
      'text',
      'created_at',
      'followers_count',
      'lang',
      'retweeted_screen_name',
    ]);
    expect(inspection.preview[0][0]).toBe('ayuu0123');
    expect(inspection.preview[0][1].split('\n')).toHaveLength(10);
    expect(inspection.preview[0][2]).toBe('Sun Aug 31 00:29:15 +0000 2014');
  });

  it('counts the koume timeline', async () => {
    const inspection = await inspectCsv(openFile(sharedPostsFile('koume-ja/dayukoume.csv')));
    expect(inspection.totalRows).toBe(4406);
    expect(inspection.headers).toHaveLength(36);
    expect(inspection.headers.slice(0, 3)).toEqual(['id', 'conversation_id', 'created_at']);
    expect(inspection.preview[0][7]).toBe('dayukoume');
  });

  it('reads multibyte characters split across every chunk boundary', async () => {
    const file = sharedPostsFile('twitter-json-ja/twitter_ja_100.csv');
    const whole = await inspectCsv(openFile(file));
    const trickled = await inspectCsv(openFile(file, 7));
    expect(trickled).toEqual(whole);
  });
});

describe('inspectCsv encodings', () => {
  const japanese =
    '名前,本文,日時\r\n山田太郎,こんにちは、世界。今日は良い天気ですね,2020/01/01 10:00\r\n鈴木花子,①㈱の文字もＯＫ,2020/01/02 11:00\r\n';

  it('drops a UTF-8 BOM and says so', async () => {
    const inspection = await inspectCsv(openBytes('\uFEFFname,text,time\r\nbob,hi,2020-01-01\r\n'));
    expect(inspection.encoding).toBe('utf-8-bom');
    expect(inspection.converted).toBe(false);
    expect(inspection.headers).toEqual(['name', 'text', 'time']);
  });

  it('detects and converts Shift_JIS (CP932) Japanese', async () => {
    const inspection = await inspectCsv(openBytes(iconv.encode(japanese, 'cp932')));
    expect(inspection.encoding).toBe('shift_jis');
    expect(inspection.converted).toBe(true);
    expect(inspection.headers).toEqual(['名前', '本文', '日時']);
    expect(inspection.preview).toEqual([
      ['山田太郎', 'こんにちは、世界。今日は良い天気ですね', '2020/01/01 10:00'],
      ['鈴木花子', '①㈱の文字もＯＫ', '2020/01/02 11:00'],
    ]);
  });

  it('detects and converts EUC-JP Japanese', async () => {
    const inspection = await inspectCsv(openBytes(iconv.encode(japanese.replace('①㈱の', ''), 'euc-jp')));
    expect(inspection.encoding).toBe('euc-jp');
    expect(inspection.preview[1][1]).toBe('文字もＯＫ');
  });

  it('reads UTF-16LE with a BOM (Excel "Unicode text")', async () => {
    const tsv = japanese.replaceAll(',', '\t');
    const inspection = await inspectCsv(openBytes(iconv.encode(tsv, 'utf-16le', { addBOM: true })));
    expect(inspection.encoding).toBe('utf-16le');
    expect(inspection.delimiter).toBe('\t');
    expect(inspection.preview[0][0]).toBe('山田太郎');
  });

  it('detects Windows-1252 in a small English file', async () => {
    const inspection = await inspectCsv(
      openBytes(iconv.encode('name,text,time\r\nbob,café naïve… “quoted”,2020-01-01\r\n', 'windows-1252')),
    );
    expect(inspection.encoding).toBe('windows-1252');
    expect(inspection.preview[0][1]).toBe('café naïve… “quoted”');
  });

  it('notices Shift_JIS that starts after a long ASCII head and reads the file again', async () => {
    const asciiRows = Array.from({ length: 2000 }, (_, i) => `user${i},plain ascii text number ${i},2020-01-01 10:00`);
    const text = ['author,text,time', ...asciiRows, '山田,最後の行は日本語です,2020-01-02 10:00', ''].join('\r\n');
    const bytes = iconv.encode(text, 'cp932');
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    const inspection = await inspectCsv(openBytes(bytes, 16 * 1024));
    expect(inspection.encoding).toBe('shift_jis');
    expect(inspection.converted).toBe(true);
    expect(inspection.totalRows).toBe(2001);
  });

  it('notices Windows-1252 that starts after a long ASCII head', async () => {
    const asciiRows = Array.from({ length: 2000 }, (_, i) => `user${i},plain ascii text number ${i},2020-01-01 10:00`);
    const text = ['author,text,time', ...asciiRows, 'bob,it’s a café…,2020-01-02 10:00', ''].join('\n');
    const inspection = await inspectCsv(openBytes(iconv.encode(text, 'windows-1252'), 16 * 1024));
    expect(inspection.encoding).toBe('windows-1252');
    expect(inspection.totalRows).toBe(2001);
  });
});

describe('inspectCsv dialects and rows', () => {
  it('detects semicolon and tab delimiters from the header line', async () => {
    expect((await inspectCsv(openBytes('a;b;c\n1;2,5;3\n'))).delimiter).toBe(';');
    const semicolon = await inspectCsv(openBytes('"x,y";b;c\n1;2,5;3\n'));
    expect(semicolon.headers).toEqual(['x,y', 'b', 'c']);
    expect(semicolon.preview).toEqual([['1', '2,5', '3']]);
    const tab = await inspectCsv(openBytes('a\tb\tc\n1\t2, 3\t4\n'));
    expect(tab.delimiter).toBe('\t');
    expect(tab.preview).toEqual([['1', '2, 3', '4']]);
  });

  it('handles LF, CRLF and CR-only line breaks alike', async () => {
    for (const newline of ['\n', '\r\n', '\r']) {
      const inspection = await inspectCsv(openBytes(['a,b,c', '1,2,3', '4,"5', 'x",6', ''].join(newline)));
      expect(inspection.totalRows).toBe(2);
      expect(inspection.preview).toEqual([
        ['1', '2', '3'],
        ['4', `5${newline}x`, '6'],
      ]);
    }
  });

  it('does not count blank lines and keeps rows of wrong width in the count', async () => {
    const inspection = await inspectCsv(openBytes('a,b,c\n1,2,3\n\n  \n4,5\n6,7,8,9\n\n'));
    expect(inspection.totalRows).toBe(3);
    expect(inspection.preview).toEqual([
      ['1', '2', '3'],
      ['4', '5', ''],
      ['6', '7', '8'],
    ]);
  });

  it('returns previewRows rows and caps long cells', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `${i},${i === 0 ? 'x'.repeat(1500) : 'short'},t`);
    const inspection = await inspectCsv(openBytes(['a,b,c', ...rows].join('\n')), { previewRows: 4 });
    expect(inspection.totalRows).toBe(30);
    expect(inspection.preview.map((row) => row[0])).toEqual(['0', '1', '2', '3']);
    expect(inspection.preview[0][1]).toBe('x'.repeat(1000) + '…');
  });

  it('renames empty and repeated header names', async () => {
    const inspection = await inspectCsv(openBytes(',text,text,time\n1,a,b,c\n'));
    expect(inspection.headers).toEqual(['column_1', 'text', 'text_2', 'time']);
  });
});

describe('inspectCsv rejections', () => {
  it('rejects an empty or whitespace-only file', async () => {
    expect(await failureCode('')).toBe(ErrorCode.EmptyFile);
    expect(await failureCode(' \r\n\n  \n')).toBe(ErrorCode.EmptyFile);
    expect(await failureCode('\uFEFF')).toBe(ErrorCode.EmptyFile);
  });

  it('rejects binary content', async () => {
    const zip = Buffer.concat([
      Buffer.from('PK\u0003\u0004\u0014\u0000\u0006\u0000', 'latin1'),
      Buffer.from('[Content_Types].xml'),
    ]);
    expect(await failureCode(zip)).toBe(ErrorCode.NotCsv);
    const controls = Buffer.from(Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? 0x01 : 0x41)));
    expect(await failureCode(controls)).toBe(ErrorCode.NotCsv);
  });

  it('requires the header on the first line', async () => {
    expect(await failureCode('\nname,text,time\nbob,hi,2020-01-01\n')).toBe(ErrorCode.NoHeader);
    expect(await failureCode(',, \nbob,hi,2020-01-01\n')).toBe(ErrorCode.NoHeader);
  });

  it('requires three columns', async () => {
    const two = await csvFailure(inspectCsv(openBytes('name,text\nbob,hi\n')));
    expect(two.code).toBe(ErrorCode.TooFewColumns);
    expect(two.detail).toEqual({ columns: 2 });
    expect(two.params).toEqual({ columns: '2' });
    expect((await csvFailure(inspectCsv(openBytes('Just some prose.\nMore prose.\n')))).detail).toEqual({ columns: 1 });
  });

  it('refuses more than 500 columns, naming the count and the cap', async () => {
    const header = Array.from({ length: 501 }, (_, i) => `c${i}`).join(',');
    const error = await csvFailure(inspectCsv(openBytes(`${header}\n${'1,'.repeat(500)}1\n`)));
    expect(error.code).toBe(ErrorCode.TooManyColumns);
    expect(error.params).toEqual({ columns: '501', max: '500' });
    const fine = Array.from({ length: 500 }, (_, i) => `c${i}`).join(',');
    expect((await inspectCsv(openBytes(`${fine}\n${'1,'.repeat(499)}1\n`))).headers).toHaveLength(500);
  });

  it('reads CR-only lines when quoted posts hold line feeds (Excel for Mac)', async () => {
    const rows = [
      'name,text,tweet_created',
      'a,"one\ntwo",8/6/15 17:44',
      'b,"three\nfour",8/7/15 9:54',
      'c,five,8/7/15 9:55',
    ];
    const inspection = await inspectCsv(openBytes(rows.join('\r') + '\r'));
    expect(inspection.totalRows).toBe(3);
    expect(inspection.preview[0]).toEqual(['a', 'one\ntwo', '8/6/15 17:44']);
    expect(inspection.columnDates.map((c) => c.order)).toEqual(['none', 'none', 'ambiguous']);
    expect(inspection.columnDates[2].samples).toEqual(['8/6/15 17:44', '8/7/15 9:54', '8/7/15 9:55']);
  });

  it('requires at least one data row', async () => {
    expect(await failureCode('a,b,c\n')).toBe(ErrorCode.NoRows);
    expect(await failureCode('a,b,c\r\n\r\n\r\n')).toBe(ErrorCode.NoRows);
  });

  it('gives up on a record that never ends (an unclosed quote)', async () => {
    const error = await csvFailure(
      inspectCsv(openBytes('a,b,c\n1,2,3\n4,"' + 'x'.repeat(9 * 1024 * 1024), 1024 * 1024)),
    );
    expect(error.code).toBe(ErrorCode.RowTooLong);
    expect(error.detail).toEqual({ row: 1 });
  });
});
