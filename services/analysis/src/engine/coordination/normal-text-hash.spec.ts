import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { hashHigh, hashKey, hashLow } from './key-hash.js';
import { hashNormalText } from './normal-text-hash.js';
import { normalizePostText } from './normalize-post-text.js';

/** What the inputs hashed before the fast way: the normalised string, hashed, and its length in code points. */
function slowly(text: string): [number, number, number] {
  const normal = normalizePostText(text);
  hashKey('', normal, 0, normal.length);
  return [[...normal].length, hashHigh(), hashLow()];
}

function fast(text: string): [number, number, number] {
  const length = hashNormalText(text);
  return [length, hashHigh(), hashLow()];
}

// What copy-paste campaigns vary, and what must send a text the slow way (half-width kana compose,
// combining marks, emoji, the ellipsis NFKC spells out, a no-break space).
const PIECES = [
  'a',
  'B',
  'z',
  '_',
  '1',
  '@',
  '＠',
  'h',
  't',
  'p',
  's',
  ':',
  '/',
  'H',
  'T',
  'P',
  'S',
  'http',
  'https://',
  'HTTP://',
  'ｈｔｔｐｓ：／／',
  'http:// ',
  ' ',
  '\n',
  '\t',
  '\u3000',
  '\u00a0',
  'Ａ',
  'ｂ',
  '！',
  'あ',
  'カ',
  'ヴ',
  'ー',
  '〜',
  '。',
  '漢',
  'ｶ',
  'ﾞ',
  '\u3099',
  '\u0301',
  '…',
  '😀',
  'é',
  'ß',
  '☆',
  '♪',
  '✨',
  '😀',
  '👍🏻',
  '\u200d',
  '\ufe0f',
  '🀄',
  '🅰',
  '\ud83d',
  '\ude00',
];

describe('hashNormalText', () => {
  it('hashes what normalizePostText makes, and counts its code points, on random texts', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        expect(fast(text)).toEqual(slowly(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('folds every character it reads itself as NFKC and lower case would, alone and beside others', () => {
    const ranges = [
      [0x00, 0x7f],
      [0x3000, 0x301f],
      [0x3041, 0x3096],
      [0x309d, 0x309e],
      [0x30a1, 0x30fe],
      [0x4e00, 0x9fff],
      [0xff01, 0xff5e],
      [0x2600, 0x27bf],
      [0x200d, 0x200d],
      [0xfe0f, 0xfe0f],
      [0x1f300, 0x1f64f],
      [0x1f680, 0x1f6ff],
      [0x1f900, 0x1f9ff],
    ];
    const wrong: string[] = [];
    for (const [from, to] of ranges)
      for (let c = from; c <= to; c++) {
        const ch = String.fromCodePoint(c);
        for (const text of [`一二三四五六七八九十${ch}A`, `${ch}${ch}xyz1234567`, `http://${ch}x ${ch}@${ch}a@b${ch}`])
          if (JSON.stringify(fast(text)) !== JSON.stringify(slowly(text))) wrong.push(text);
      }
    expect(wrong).toEqual([]);
  });

  it('keeps links, mentions and spaces out the way the regular expressions do', () => {
    // A link is cut before the mention it would otherwise be part of; "http://" alone is no link.
    for (const text of ['@abhttps://x.y/z end', 'see http:// here', 'ＨＴＴＰＳ：／／ｔ．ｃｏ／ａ tail', 'a@b@c_d e'])
      expect(fast(text)).toEqual(slowly(text));
  });
});
