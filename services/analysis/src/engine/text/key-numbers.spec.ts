import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { textHash } from '../posts/text-hash.js';
import { KeyNumbers } from './key-numbers.js';

describe('KeyNumbers', () => {
  it('numbers keys in order of first appearance, as a Map would, through growth and shared hashes', () => {
    fc.assert(
      fc.property(
        // Few distinct short keys (many repeats), and enough of them to grow the table several times.
        fc.array(fc.string({ unit: fc.constantFrom('a', 'b', 'あ', '\ud800', '😀'), maxLength: 6 }), {
          maxLength: 5000,
        }),
        (keys) => {
          const numbers = new KeyNumbers();
          const map = new Map<string, number>();
          for (const key of keys) {
            if (!map.has(key)) map.set(key, map.size);
            expect(numbers.numberOf(key)).toBe(map.get(key));
          }
          expect(numbers.size).toBe(map.size);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('tells apart keys whose hashes are equal', () => {
    // textHash('k32728') === textHash('k261234') (FNV-1a over code units; found by search).
    expect(textHash('k32728')).toBe(textHash('k261234'));
    const numbers = new KeyNumbers();
    expect(numbers.numberOf('k32728')).toBe(0);
    expect(numbers.numberOf('k261234')).toBe(1);
    const keys = Array.from({ length: 20000 }, (_, i) => `x${i}`);
    keys.forEach((key, i) => expect(numbers.numberOf(key)).toBe(i + 2));
    expect(numbers.numberOf('k261234')).toBe(1);
    expect(numbers.numberOf('k32728')).toBe(0);
    expect(numbers.numberOf('')).toBe(keys.length + 2);
  });
});
