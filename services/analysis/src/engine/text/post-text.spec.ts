import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { cleanPostText, stripRetweetPrefix, termKey } from './post-text.js';
import { readCsvRecords, sharedDataFile } from './test-support/shared-data.js';

/** cleanPostText with every pass run on every text, as it was written before its passes were skipped when they cannot match. */
function cleanedWithEveryPass(text: string): { body: string; hashtags: string[] } {
  const hashtags: string[] = [];
  const body = stripRetweetPrefix(text)
    .normalize('NFKC')
    .replace(/(?:https?:\/\/|www\.|pic\.twitter\.com\/)[\x21-\x7e]*/gi, ' ')
    .replace(/<(?:U\+[0-9a-f]{4,6}|[0-9a-f]{2})>/gi, ' ')
    .replace(/&(?:[a-z]+|#\d+);/gi, ' ')
    .replace(/(^|[^\p{L}\p{M}\p{N}_&/])#([\p{L}\p{M}\p{N}_]+)/gu, (_match, before: string, tag: string) => {
      if (/\p{L}/u.test(tag)) hashtags.push(`#${tag.toLowerCase()}`);
      return `${before} `;
    })
    .replace(/@\w+/g, ' ')
    .replace(/\bRT\b/g, ' ');
  return { body, hashtags };
}

// Pieces that make every pass match or nearly match, in both widths and cases.
const PIECES = [
  'RT @a: ',
  'RT',
  'rt',
  'ＲＴ',
  '@x_1',
  '＠名前',
  'HTTPS://T.CO/x',
  'http://',
  'www.',
  'WWW.A',
  'pic.twitter.com/ab',
  '．',
  '／',
  '<ed>',
  '<U+00A0>',
  '<U+1F600>',
  '&amp;',
  '&#39;',
  '&',
  ';',
  '#tag',
  '＃タグ',
  '#1',
  'C#',
  'a#b',
  '&#x',
  '今日は',
  'word',
  ' ',
  '\n',
  '😀',
  '\ud800',
  '.',
  '##',
  '#_',
  '#😀',
  '😀#a',
  '\udc00#a',
  '\ud800#a',
  '&#a',
  '/#a',
  'é#a',
  '#\u0301a',
  '#١٢',
  '#𠮷',
  '_#a',
  '/',
];
const pieced = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })), { maxLength: 20 })
  .map((parts) => parts.join(''));

describe('stripRetweetPrefix', () => {
  it('removes one or more leading RT @name: markers, full-width ones too', () => {
    expect(stripRetweetPrefix('RT @KATANA77: えっそれは')).toBe('えっそれは');
    expect(stripRetweetPrefix('RT @a: RT @b_2: text')).toBe('text');
    expect(stripRetweetPrefix('RT ＠someone： 本文')).toBe('本文');
  });

  it('leaves other texts alone', () => {
    expect(stripRetweetPrefix('I said RT @a: no')).toBe('I said RT @a: no');
    expect(stripRetweetPrefix('RTX 4090 @shop')).toBe('RTX 4090 @shop');
  });
});

describe('cleanPostText', () => {
  it('takes hashtags out, lowercased, Japanese and full-width ones included', () => {
    expect(cleanPostText('#LEDカツカツ選手権 と ＃日本代表 and #AI #1').hashtags).toEqual([
      '#ledカツカツ選手権',
      '#日本代表',
      '#ai',
    ]);
  });

  it('does not read a # inside a word or URL as a hashtag', () => {
    expect(cleanPostText('C# and page#anchor https://x.jp/a#frag').hashtags).toEqual([]);
  });

  it('removes URLs, @names, RT markers, HTML entities and R byte escapes', () => {
    const { body } = cleanPostText(
      'RT @news: Banks &amp; ATMs <ed><U+00A0> http://t.co/PkCJ ＠rbi via RT @x www.example.com',
    );
    expect(body.split(/\s+/).filter(Boolean)).toEqual(['Banks', 'ATMs', 'via']);
  });

  it('normalises full-width letters (NFKC)', () => {
    expect(cleanPostText('ＬＩＮＥ交換').body).toBe('LINE交換');
  });
});

describe('cleanPostText and termKey skip the passes that cannot match', () => {
  it('give what running every pass gives, on random texts', () => {
    fc.assert(
      fc.property(fc.oneof(pieced, fc.string({ unit: 'binary', maxLength: 80 })), (text) => {
        const every = cleanedWithEveryPass(text);
        expect(cleanPostText(text)).toEqual(every);
        const key = stripRetweetPrefix(text)
          .normalize('NFKC')
          .replace(/(?:https?:\/\/|www\.|pic\.twitter\.com\/)[\x21-\x7e]*/gi, ' ');
        expect(termKey(text)).toBe(key);
      }),
      { numRuns: 3000, seed: 20261127 },
    );
  });

  it('give what running every pass gives, on every post of the shared corpora', () => {
    const corpora: Array<{ parts: string[]; text: string }> = [
      { parts: ['posts', 'demonetization-en', 'demonetization-tweets.utf8.csv'], text: 'text' },
      { parts: ['posts', 'koume-ja', 'dayukoume.csv'], text: 'tweet' },
      { parts: ['posts', 'twitter-json-ja', 'twitter_ja_100.csv'], text: 'text' },
    ];
    let texts = 0;
    for (const corpus of corpora) {
      const [header, ...rows] = readCsvRecords(sharedDataFile(...corpus.parts));
      const column = header.indexOf(corpus.text);
      for (const row of rows) {
        const text = row[column] ?? '';
        const every = cleanedWithEveryPass(text);
        const cleaned = cleanPostText(text);
        // One comparison per text would make a failure list thousands; the first difference is enough.
        if (cleaned.body !== every.body || cleaned.hashtags.join('\n') !== every.hashtags.join('\n'))
          expect({ text, cleaned }).toEqual({ text, cleaned: every });
        texts++;
      }
    }
    expect(texts).toBeGreaterThan(10_000);
  });
});
