import { beforeAll, describe, expect, it } from '@jest/globals';
import { createTokenizer, type PostTokenizer } from './create-tokenizer.js';
import { readCsvRecords, sharedDataFile } from './test-support/shared-data.js';
import { tokenizeTexts } from './tokenize-texts.js';
import { Vocabulary } from './vocabulary.js';

let tokenizer: PostTokenizer;

beforeAll(async () => {
  tokenizer = await createTokenizer();
});

describe('createTokenizer: Japanese', () => {
  it('keeps IPADIC content nouns as kuromoji splits them', () => {
    expect(tokenizer.tokenize('東京タワーに行きました')).toEqual(['東京', 'タワー']);
    expect(tokenizer.tokenize('私は昨日、新しいカメラで富士山の写真を撮りました。')).toEqual([
      'カメラ',
      '富士山',
      '写真',
    ]);
  });

  it('drops pronouns, adverbial nouns, numbers, suffixes, adjective stems and single characters', () => {
    // 私 (代名詞), 今日 (副詞可能), 3 (数), 時 (接尾), 好き (形容動詞語幹), 猫 (one character).
    expect(tokenizer.tokenize('私は今日3時に猫が好きな友達と渋谷で会った')).toEqual(['友達', '渋谷']);
  });

  it('keeps hashtags whole, before the nouns, and drops URLs and @names', () => {
    expect(tokenizer.tokenize('友達と渋谷でラーメン！ #ラーメン部 https://t.co/abcDEF123 @friend_01')).toEqual([
      '#ラーメン部',
      '友達',
      '渋谷',
      'ラーメン',
    ]);
  });

  it('strips the retweet prefix and lowercases Latin words in Japanese text', () => {
    expect(tokenizer.tokenize('RT @omo_kko: ＬＩＮＥ交換できる？')).toEqual(['line', '交換']);
  });
});

describe('createTokenizer: English', () => {
  it('keeps noun lemmas, lowercased', () => {
    const terms = tokenizer.tokenize('Running dogs chased the cats');
    expect(terms).toContain('dog');
    expect(terms).toContain('cat');
    expect(terms).not.toContain('running');
    expect(tokenizer.tokenize('Apple and Google are big companies in the USA.')).toEqual([
      'apple',
      'google',
      'company',
      'usa',
    ]);
  });

  it('keeps hashtags, drops the RT prefix, URLs, @names, numbers and stop words', () => {
    expect(
      tokenizer.tokenize(
        'RT @news_bot: The government announced new banknotes today #Demonetization https://t.co/xyz @RBI 500',
      ),
    ).toEqual(['#demonetization', 'government', 'banknote']);
    expect(tokenizer.tokenize('I love it so much!! 100 times more than anything')).toEqual([]);
  });

  it('returns nothing for empty or emoji-only text', () => {
    expect(tokenizer.tokenize('')).toEqual([]);
    expect(tokenizer.tokenize('😀😀😀')).toEqual([]);
  });
});

describe('createTokenizer on real posts (twitter_ja_100.csv)', () => {
  const [header, ...rows] = readCsvRecords(sharedDataFile('posts', 'twitter-json-ja', 'twitter_ja_100.csv'));
  const text = header.indexOf('text');

  it('finds the nouns and hashtags of the first rows', () => {
    const terms = rows.slice(1, 8).map((row) => tokenizer.tokenize(row[text]));
    expect(terms).toEqual([
      ['一同'],
      ['ライ', 'カス', '辛目'],
      [
        'ラウ',
        'ワン',
        '脱出',
        '友達',
        '友達',
        '田舎道',
        '友達',
        '迷子',
        '本道',
        '墓地',
        '行き止まり',
        'ターン',
        'バック',
      ],
      ['#ledカツカツ選手権', '漢字', '文字', 'ぶん', 'スペース', 'ハウステンボス', '狂気'],
      ['地区', '太鼓', '川関', '小山', '見分け'],
      ['ssds', 'dvd'],
      ['言葉', '太郎', '誠心', '誠意', '姉御', '関節'],
    ]);
  });

  it('gives every retweet the terms of its text without the prefix', () => {
    for (const row of rows.filter((r) => r[text].startsWith('RT @'))) {
      expect(tokenizer.tokenize(row[text])).toEqual(tokenizer.tokenize(row[text].replace(/^RT @\w+: /, '')));
    }
  });
});

describe('tokenizeTexts with term ids straight from the tokenizer (tokenizeInto)', () => {
  const column = (file: string[], name: string): string[] => {
    const [header, ...rows] = readCsvRecords(sharedDataFile(...file));
    const at = header.indexOf(name);
    return rows.map((row) => row[at] ?? '');
  };
  // Japanese and English posts of the shared data, twice over (nouns seen before come from the
  // reader's memory), with texts a tokenizer step may refuse in between.
  const texts = [
    ...column(['posts', 'koume-ja', 'dayukoume.csv'], 'tweet'),
    ...column(['posts', 'twitter-json-ja', 'twitter_ja_100.csv'], 'text'),
    ...column(['posts', 'demonetization-en', 'demonetization-tweets.utf8.csv'], 'text'),
    '',
    '😀 #タグ だけ',
    'カメラ\ud800写真',
  ];
  const corpus = [...texts, ...texts];

  it('gives the ids that interning each term of tokenize gives, in one vocabulary after another', async () => {
    const withIds = await createTokenizer();
    const withStrings = await createTokenizer();
    const byStrings: PostTokenizer = { tokenize: (text) => withStrings.tokenize(text) };
    expect(withIds.tokenizeInto).toBeDefined();
    for (let round = 0; round < 2; round++) {
      const ids = new Vocabulary();
      const strings = new Vocabulary();
      const viaIds = tokenizeTexts(withIds, corpus, ids);
      const viaStrings = tokenizeTexts(byStrings, corpus, strings);
      expect(viaIds.skipped).toEqual(viaStrings.skipped);
      expect(Array.from(viaIds.offsets)).toEqual(Array.from(viaStrings.offsets));
      expect(Array.from(viaIds.termIds)).toEqual(Array.from(viaStrings.termIds));
      expect(ids.terms).toEqual(strings.terms);
      expect(ids.size).toBeGreaterThan(1_000);
    }
  });
});
