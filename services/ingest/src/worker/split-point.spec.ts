import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { findSplitPoint } from './split-point.js';

async function* chunksOf(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

async function split(text: string, target: number, chunkSize = 7, newline = 0x0a) {
  const bytes = Buffer.from(text, 'utf8');
  const point = await findSplitPoint(chunksOf(bytes, chunkSize), target, newline);
  const rest: Buffer[] = [];
  for await (const chunk of point.rest) rest.push(chunk);
  return { at: point.at, rowsBefore: point.rowsBefore, rest: Buffer.concat(rest).toString('utf8') };
}

describe('findSplitPoint', () => {
  it('cuts after the first line break at or after the target that ends a record', async () => {
    const text = 'h1,h2\na,1\n"multi\nline",2\nc,3\n';
    // The break inside the quoted post is passed over: the cut is after the record it belongs to.
    const inQuotes = text.indexOf('multi') + 3;
    expect(await split(text, inQuotes)).toEqual({ at: text.indexOf('c,3'), rowsBefore: 2, rest: 'c,3\n' });
    expect(await split(text, 0)).toEqual({ at: text.indexOf('a,1'), rowsBefore: 0, rest: text.slice(6) });
  });

  it('counts the data rows before the cut without the header or blank lines', async () => {
    const text = 'h1,h2\r\n\r\na,1\r\n  \r\n"x ""quoted""\r\nmore",2\r\nb,3\r\nc,4\r\n';
    const target = text.indexOf('b,3');
    expect(await split(text, target)).toMatchObject({ at: text.indexOf('c,4'), rowsBefore: 3, rest: 'c,4\r\n' });
  });

  it('cuts at a lone carriage return in a file whose records end with one', async () => {
    const text = 'h1,h2\ra,"x\ny"\rb,2\r';
    expect(await split(text, 7, 3, 0x0d)).toMatchObject({ at: text.indexOf('b,2'), rowsBefore: 1, rest: 'b,2\r' });
  });

  it('gives the end of the file when no record ends after the target', async () => {
    const text = 'h1,h2\na,1\n"open\nquote,2\n';
    expect(await split(text, 11)).toEqual({ at: Buffer.byteLength(text), rowsBefore: 1, rest: '' });
  });

  it('finds the same cut whatever the chunks the file is read in, multibyte text included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.boolean()), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.integer({ min: 1, max: 40 }),
        fc.nat({ max: 400 }),
        async (cells, chunkSize, at) => {
          const lines = cells.map(([cell, quoted]) =>
            quoted ? `"${cell.replaceAll('"', '""')}",1` : `${cell.replace(/["\r\n]/g, '')},1`,
          );
          const text = `h,n\n${lines.join('\n')}\n`;
          const target = Math.min(at, Buffer.byteLength(text));
          const whole = await split(text, target, Buffer.byteLength(text));
          expect(await split(text, target, chunkSize)).toEqual(whole);
          // What comes after the cut, plus what came before, is the file.
          expect(Buffer.from(text).subarray(0, whole.at).toString('utf8') + whole.rest).toBe(text);
        },
      ),
    );
  });
});
