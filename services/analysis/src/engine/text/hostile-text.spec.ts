import { beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { buildNetwork } from '../network/build-network.js';
import type { Post } from '../types.js';
import { createTokenizer, type PostTokenizer } from './create-tokenizer.js';
import { readCsvRecords, sharedDataFile } from './test-support/shared-data.js';

/** Pieces real posts carry that break naive text code. */
const NASTY = [
  '👩‍👩‍👧‍👦', // ZWJ sequence
  '🇯🇵🏳️‍🌈', // flags
  'e\u0301\u0308\u0327', // stacked combining marks
  'مرحبا بالعالم', // right to left
  '\u202eevil\u202c', // direction override
  '\u0000\u0007\u001b[31m\u007f', // control characters
  '\ud800', // lone surrogate
  '\ufeff', // BOM
  'RT @', // a retweet prefix with no name
  'RT @@ :',
  '#', // a bare hash
  '＃日本語タグ',
  '@', // a bare at
  '..LOL!',
  'ｶﾀｶﾅ半角',
  '\r\n\t\u2028\u2029',
  'https://example.com/a?b=c#d',
  '😀'.repeat(50),
];

const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc
    .array(fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 12 })), { maxLength: 30 })
    .map((parts) => parts.join(' ')),
);

function isTermList(terms: unknown): boolean {
  return Array.isArray(terms) && terms.every((t) => typeof t === 'string' && t.length > 0);
}

describe('text steps on hostile input', () => {
  let tokenizer: PostTokenizer;
  beforeAll(async () => {
    tokenizer = await createTokenizer();
  });

  it('tokenizes random Unicode, emoji, RTL, combining and control characters without failing', () => {
    fc.assert(
      fc.property(hostileText, (text) => isTermList(tokenizer.tokenize(text))),
      { numRuns: 400, seed: 20261122 },
    );
  });

  it('tokenizes empty, blank and 20,000-character posts', () => {
    for (const text of ['', '   ', '\n\n', 'word '.repeat(4_000), 'あ'.repeat(20_000), NASTY.join('').repeat(200)])
      expect(isTermList(tokenizer.tokenize(text))).toBe(true);
  });

  it('builds a network from posts with hostile author names and texts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ author: hostileText, text: hostileText }), { minLength: 1, maxLength: 40 }),
        (rows) => {
          const posts: Post[] = rows.map((r, i) => ({
            row: i,
            author: r.author,
            text: r.text,
            time: i,
            followers: null,
          }));
          const network = buildNetwork(posts, ['retweet', 'reply', 'mention']);
          return (
            network.postAuthor.length === posts.length &&
            network.names.length === network.labels.length &&
            Object.keys(network.skipped).length === 0
          );
        },
      ),
      { numRuns: 200, seed: 20261122 },
    );
  });

  // Every post of every corpus in ../shared/data: text column found by the corpus's header name.
  const CORPORA: Array<{ parts: string[]; text: string; author: string }> = [
    { parts: ['posts', 'demonetization-en', 'demonetization-tweets.utf8.csv'], text: 'text', author: 'screenName' },
    { parts: ['posts', 'koume-ja', 'dayukoume.csv'], text: 'tweet', author: 'username' },
    { parts: ['posts', 'twitter-json-ja', 'twitter_ja_100.csv'], text: 'text', author: 'screen_name' },
  ];
  for (const corpus of CORPORA) {
    it(`tokenizes every post of ${corpus.parts.at(-1)}`, () => {
      const [header, ...rows] = readCsvRecords(sharedDataFile(...corpus.parts));
      const column = header.indexOf(corpus.text);
      expect(column).toBeGreaterThanOrEqual(0);
      let terms = 0;
      for (const row of rows) {
        const found = tokenizer.tokenize(row[column] ?? '');
        expect(isTermList(found)).toBe(true);
        terms += found.length;
      }
      expect(terms).toBeGreaterThan(rows.length);
    });
  }

  for (const corpus of CORPORA) {
    it(`builds the network of every post of ${corpus.parts.at(-1)} with no post left out`, () => {
      const [header, ...rows] = readCsvRecords(sharedDataFile(...corpus.parts));
      const text = header.indexOf(corpus.text);
      const author = header.indexOf(corpus.author);
      expect(author).toBeGreaterThanOrEqual(0);
      const posts: Post[] = rows.map((row, i) => ({
        row: i,
        author: row[author] ?? '',
        text: row[text] ?? '',
        time: i,
        followers: null,
      }));
      const network = buildNetwork(posts, ['retweet', 'reply', 'mention']);
      expect(network.postAuthor.length).toBe(posts.length);
      expect(network.skipped).toEqual({});
      const relations = network.relationCounts;
      expect(relations.retweet + relations.reply + relations.mention).toBeGreaterThan(0);
    });
  }
});
