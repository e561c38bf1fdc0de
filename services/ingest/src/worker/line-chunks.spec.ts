import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LineChunks } from './line-chunks.js';

describe('LineChunks', () => {
  it('gives back every line as UTF-8, in order, and each line’s length in bytes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.constant('あ'.repeat(90_000))), {
          maxLength: 40,
        }),
        fc.constantFrom(undefined, 1024, 300_000),
        (texts, chunkBytes) => {
          const lines = texts.map((text) => `${JSON.stringify([text])}\n`);
          const chunks = new LineChunks(chunkBytes);
          const written: Buffer[] = [];
          const lengths = lines.map((line) => {
            const bytes = chunks.add(line);
            if (chunks.hasFull) written.push(...chunks.takeFull());
            return bytes;
          });
          written.push(...chunks.takeAll());
          expect(Buffer.concat(written).toString('utf8')).toBe(lines.join(''));
          expect(lengths).toEqual(lines.map((line) => Buffer.byteLength(line)));
          expect(chunks.takeAll()).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('fills chunks of about 256 kB instead of writing each line', () => {
    const chunks = new LineChunks();
    const line = `${'x'.repeat(99)}\n`;
    let full = 0;
    for (let i = 0; i < 10_000; i++) {
      chunks.add(line);
      if (chunks.hasFull) full += chunks.takeFull().length;
    }
    // 1,000,000 bytes: three full chunks, the rest still being filled.
    expect(full).toBe(3);
    const rest = chunks.takeAll();
    expect(rest).toHaveLength(1);
  });

  it('fills chunks of the size asked for', () => {
    const chunks = new LineChunks(33 * 1024 * 1024);
    const line = `${'x'.repeat(99)}\n`;
    const full: Buffer[] = [];
    for (let i = 0; i < 400_000; i++) {
      chunks.add(line);
      if (chunks.hasFull) full.push(...chunks.takeFull());
    }
    // 40,000,000 bytes: one full chunk of up to 33 MiB, the rest still being filled.
    expect(full).toHaveLength(1);
    expect(full[0].length).toBeGreaterThan(33 * 1024 * 1024 - 3 * line.length);
    expect(full[0].length + chunks.takeAll()[0].length).toBe(40_000_000);
  });
});
