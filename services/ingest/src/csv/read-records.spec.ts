import { ErrorCode } from '@kizuna/platform/errors';
import { describe, expect, it } from '@jest/globals';
import { CsvError } from './csv-error.js';
import { isBlankRecord, MAX_RECORD_CHARS, openRecords } from './read-records.js';

async function* chunksOf(text: string, size: number): AsyncGenerator<string> {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

async function readAll(text: string, size: number): Promise<{ records: string[][]; malformed: number[] }> {
  const { batches } = await openRecords(chunksOf(text, size));
  const records: string[][] = [];
  const malformed: number[] = [];
  for await (const batch of batches) {
    for (const index of batch.malformed) malformed.push(records.length + index);
    records.push(...batch.records);
  }
  return { records, malformed };
}

describe('openRecords', () => {
  it('keeps CRLF pairs and quoted line breaks intact across any chunk boundary', async () => {
    const text = 'a,b,c\r\n1,"x\r\ny",3\r\n"4",5,"6"\r\n';
    const expected = [['a', 'b', 'c'], ['1', 'x\r\ny', '3'], ['4', '5', '6'], ['']];
    for (const size of [1, 2, 3, 5, 1000]) {
      expect((await readAll(text, size)).records).toEqual(expected);
    }
  });

  it('reads a field longer than one parse slice as one field', async () => {
    const long = 'あ'.repeat(200_000) + '\n"quoted, line"\n';
    const { records } = await readAll(`a,b,c\n1,"${long.replaceAll('"', '""')}",3\n2,y,z\n`, 10_000);
    expect(records.map((record) => record.length)).toEqual([3, 3, 3, 1]);
    expect(records[1][1]).toBe(long);
    expect(records[2]).toEqual(['2', 'y', 'z']);
  });

  it('reports records with broken quoting by index', async () => {
    // papaparse looks for a closing quote that ends a field; none comes, so the rest of the text is one field.
    const { records, malformed } = await readAll('a,b,c\n1,2,3\n4,"5"x,6\n7,8,9\n"open', 4);
    expect(records).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5"x,6\n7,8,9\n"open'],
    ]);
    expect(malformed).toEqual([2]);
    // A later quote that does end a field closes it: the broken record stops there.
    const closed = await readAll('a,b,c\n"1"x,2,"3"\n4,5,6\n', 3);
    expect(closed.records).toEqual([['a', 'b', 'c'], ['1"x,2,"3'], ['4', '5', '6'], ['']]);
    expect(closed.malformed).toEqual([1]);
  });

  it('detects the dialect from the start of the text', async () => {
    expect((await openRecords(chunksOf('a\tb;c\td\n', 2))).dialect).toEqual({ delimiter: '\t', newline: '\n' });
    expect((await openRecords(chunksOf('a;b;c\r1;2;3\r', 2))).dialect).toEqual({ delimiter: ';', newline: '\r' });
    expect((await openRecords(chunksOf('a;b;c\n', 2), ',')).dialect.delimiter).toBe(',');
  });

  it('stops at a record that never closes instead of buffering the file', async () => {
    const text = 'a,b,c\n1,"' + 'x'.repeat(MAX_RECORD_CHARS + 10);
    await expect(readAll(text, 64 * 1024)).rejects.toEqual(new CsvError(ErrorCode.RowTooLong, { row: 0 }));
  });

  it('calls lines with nothing but spaces blank', () => {
    expect(isBlankRecord([''])).toBe(true);
    expect(isBlankRecord(['  '])).toBe(true);
    expect(isBlankRecord(['', ''])).toBe(false);
    expect(isBlankRecord(['x'])).toBe(false);
  });
});
