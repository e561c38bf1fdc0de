import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { normalizeKeepingSpaces } from './normalize-post-text.js';
import { MIN_SHINGLES, shingleHashes } from './shingles.js';

/**
 * The shingles as the rule's regular expressions read them (JAPANESE tested on the whole text,
 * WORD's matches), hashed as the engine hashes them: what shingles.ts reads a code point at a
 * time must give exactly these.
 */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const WORD = /[\p{L}\p{M}\p{N}\p{Pc}]+/gu;
const SEED = 0x811c9dc5;
const mix = (h: number, c: number) => Math.imul(h ^ c, 0x01000193);
function finish(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

function regexShingles(text: string): number[] {
  const normal = normalizeKeepingSpaces(text);
  let hashes: number[];
  if (JAPANESE.test(normal)) {
    const points = [...normal.replace(/\s/g, '')].map((c) => c.codePointAt(0)!);
    hashes = points.slice(2).map((_, i) => finish(mix(mix(mix(SEED, points[i]), points[i + 1]), points[i + 2])));
  } else
    hashes = (normal.match(WORD) ?? []).map((word) => {
      let h = SEED ^ 0x5bd1e995;
      for (let i = 0; i < word.length; i++) h = mix(h, word.charCodeAt(i));
      return finish(h);
    });
  const distinct = [...new Set(hashes)].sort((a, b) => a - b);
  return hashes.length < MIN_SHINGLES || distinct.length < MIN_SHINGLES ? [] : distinct;
}

/** Pieces a post is made of: words, kana and kanji, marks, emoji, connectors, odd and lone units. */
const piece = fc.constantFrom(
  'the',
  'vote ',
  'Ｖｏｔｅ',
  'café',
  'e\u0301',
  'x_y',
  'a\u203fb',
  '選挙',
  'ｶﾀｶﾅ',
  'です。',
  '、',
  ' ',
  '\u3000',
  '\n',
  '🎉',
  '‼️',
  '𝐀𝐁',
  '𠮷野家',
  '١٢٣',
  'Ωμέγα',
  '#拡散希望',
  '@user_1',
  'https://t.co/x',
  '\ud800',
  '-',
  '42',
);
const text = fc.oneof(
  fc.array(piece, { maxLength: 40 }).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
);

describe('shingles', () => {
  it("are the rule's regular expressions' shingles, a code point at a time", () => {
    let some = 0;
    fc.assert(
      fc.property(text, (t) => {
        const expected = regexShingles(t);
        expect(shingleHashes(t)).toEqual(expected);
        if (expected.length > 0) some++;
      }),
      { numRuns: 3000 },
    );
    expect(some).toBeGreaterThan(300);
  });

  it('read the Japanese as 3-grams and the rest as words', () => {
    expect(shingleHashes('新しい説明会が開かれます')).toHaveLength(10);
    expect(shingleHashes('please join us at the civic hall')).toHaveLength(7);
    expect(shingleHashes('too short to count')).toEqual([]);
  });
});
