import { beforeAll, describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { japaneseSegments } from './japanese-nouns.js';
import { loadIpadicTables } from './ipadic-tables.js';
import { kuromojiDictionaryPath } from './kuromoji-parts.js';
import { readCsvRecords, sharedDataFile } from './test-support/shared-data.js';
import { KNOWN_WORD, ViterbiSegmenter } from './viterbi-segmenter.js';

interface KuromojiToken {
  word_id: number;
  word_type: string;
  surface_form: string;
}
interface KuromojiTokenizer {
  tokenize(text: string): KuromojiToken[];
}

const require = createRequire(import.meta.url);
let reference: KuromojiTokenizer;
let segmenter: ViterbiSegmenter;

beforeAll(async () => {
  const kuromoji = require('kuromoji') as {
    builder(o: { dicPath: string }): { build(cb: (e: Error | null, t: KuromojiTokenizer) => void): void };
  };
  reference = await new Promise<KuromojiTokenizer>((resolve, reject) =>
    kuromoji.builder({ dicPath: kuromojiDictionaryPath() }).build((e, t) => (e ? reject(e) : resolve(t))),
  );
  segmenter = new ViterbiSegmenter(await loadIpadicTables());
});

/** Words as "type:id:surface", ours and kuromoji's public tokenizer's. */
function ours(segment: string): string[] {
  const words: string[] = [];
  segmenter.segment(segment, (kind, id, start, end) =>
    words.push(`${kind === KNOWN_WORD ? 'KNOWN' : 'UNKNOWN'}:${id}:${segment.slice(start, end)}`),
  );
  return words;
}
function kuromojis(segment: string): string[] {
  return reference.tokenize(segment).map((t) => `${t.word_type}:${t.word_id}:${t.surface_form}`);
}

describe('ViterbiSegmenter', () => {
  it('splits a sentence into the words kuromoji gives', () => {
    expect(ours('東京タワーに行きました').map((w) => w.split(':')[2])).toEqual([
      '東京',
      'タワー',
      'に',
      '行き',
      'まし',
      'た',
    ]);
  });

  it('matches kuromoji on unknown-word runs, Latin, digits and kana mixes', () => {
    for (const segment of [
      'ラウワン脱出',
      'SSDSのDVDが朝一で届いた',
      'ｶﾀｶﾅとカタカナ',
      'ABC123xyz漢字',
      'ーーーー',
      '鬱鬱鬱',
      'w',
    ]) {
      expect(ours(segment)).toEqual(kuromojis(segment));
    }
  });

  it('ends on control characters, where kuromoji itself fails (a NUL walks the trie like its terminal)', () => {
    const spans = (segment: string): number[][] => {
      const words: number[][] = [];
      segmenter.segment(segment, (_kind, _id, start, end) => words.push([start, end]));
      return words;
    };
    for (const segment of ['بالعالم\u202eevil\u202c\u0000\u0007\u001b', 'a\u0000b', '\u0000', 'x\u0000\u0000y']) {
      // No path through the lattice: no words, as before the nodes were linked in runs.
      expect(spans(segment)).toEqual([]);
    }
    expect(spans('日本\u0000語')).toEqual([
      [0, 2],
      [2, 4],
    ]);
    expect(() => reference.tokenize('a\u0000b')).toThrow();
  });

  it('matches kuromoji word for word on every segment of real Japanese posts', () => {
    const [header, ...rows] = readCsvRecords(sharedDataFile('posts', 'twitter-json-ja', 'twitter_ja_100.csv'));
    const text = header.indexOf('text');
    const segments = rows.flatMap((row) => japaneseSegments(row[text].normalize('NFKC')));
    expect(segments.length).toBeGreaterThan(1000);
    const mismatches = segments.filter((segment) => ours(segment).join(' ') !== kuromojis(segment).join(' '));
    expect(mismatches).toEqual([]);
  });
});
