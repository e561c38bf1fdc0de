import { describe, expect, it } from '@jest/globals';
import { SeededRandom } from '@kizuna/platform/random';
import { ByteWriter } from './byte-writer.js';

const written = (write: (out: ByteWriter) => void): string => {
  const out = new ByteWriter();
  write(out);
  return Buffer.from(out.take()).toString('utf8');
};

describe('ByteWriter', () => {
  it('writes numbers as JSON.stringify does', () => {
    const values = [
      0,
      -0,
      1,
      7,
      10,
      2 ** 31 - 1,
      2 ** 31,
      1.7e12 + 3,
      2 ** 53 - 1,
      2 ** 53 + 2,
      1e21,
      1e-7,
      0.1,
      -3.5,
      NaN,
    ];
    for (const n of [...values, Infinity, -Infinity]) expect(written((out) => out.number(n))).toBe(JSON.stringify(n));
  });

  it('writes numbers rounded to 1, 2 or 6 decimals as JSON.stringify does, over every magnitude', () => {
    const random = new SeededRandom(6);
    const edges = [
      0,
      -0,
      0.5,
      0.05,
      0.000001,
      0.0000005,
      0.9999995,
      99.95,
      100,
      2147.483647,
      2147.483648,
      1e9,
      -1e-7,
      NaN,
    ];
    for (const [places, scale] of [
      [1, 10],
      [2, 100],
      [6, 1e6],
    ] as const) {
      const round = (x: number) => Math.round(x * scale) / scale;
      const xs = [
        ...edges,
        ...Array.from({ length: 30_000 }, () => (random.next() - 0.3) * 10 ** (random.int(16) - 8)),
      ];
      const wrong = xs
        .map((x) => round(x))
        .filter((n) => written((out) => out.rounded(n, scale)) !== JSON.stringify(n))
        .map((n) => [places, n, written((out) => out.rounded(n, scale))]);
      expect(wrong).toEqual([]);
      // Numbers not so rounded are written as number() writes them.
      for (const n of [1 / 3, Math.PI, 1e-9]) expect(written((out) => out.rounded(n, scale))).toBe(JSON.stringify(n));
    }
  });
});
