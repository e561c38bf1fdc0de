import { beforeAll, describe, expect, it } from '@jest/globals';
import { analyze } from './analyze.js';
import { buildNetwork } from './network/build-network.js';
import { parseRelations } from './network/parse-relations.js';
import { createTokenizer, type PostTokenizer } from './text/create-tokenizer.js';
import { EnglishNounReader } from './text/english-nouns.js';
import { JapaneseNounReader } from './text/japanese-nouns.js';
import { loadIpadicTables } from './text/ipadic-tables.js';
import { documentTerms } from './text/term-matrix.js';
import { tokenizeChunksWith, tokenizeCorpusToMatrix } from './text/tokenize-corpus.js';
import type { Post } from './types.js';

/*
 * No real post text was found that makes a step throw (every BMP character in Japanese and
 * English context, the hostile-text properties and every post of the shared corpora pass), so
 * the failing step is the real one behind the tokenizer's reader seam (createTokenizer's
 * readers) and the network's parser seam, throwing on one chosen post as a library bug would.
 */
const POISON = 'this post breaks the tagger';

function failingOn<T>(poison: string, read: (text: string) => T): (text: string) => T {
  return (text) => {
    if (text.includes(poison)) throw new TypeError("Cannot read properties of undefined (reading 'isMemberPOS')");
    return read(text);
  };
}

function retweetRing(): Post[] {
  const posts: Post[] = [];
  const users = ['ann', 'ben', 'cat', 'dan', 'eve', 'fay'];
  users.forEach((u, i) => {
    posts.push({ row: posts.length, author: u, text: `ramen noodles soup by ${u}`, time: i * 60_000, followers: 10 });
    const next = users[(i + 1) % users.length];
    posts.push({
      row: posts.length,
      author: u,
      text: `RT @${next}: ramen noodles soup by ${next}`,
      time: i * 60_000 + 1,
      followers: 10,
    });
  });
  return posts;
}

describe('one post a text step cannot handle', () => {
  let failingEnglish: PostTokenizer;
  beforeAll(async () => {
    const english = new EnglishNounReader();
    failingEnglish = await createTokenizer({
      japanese: new JapaneseNounReader(await loadIpadicTables()),
      english: { read: failingOn(POISON, (text) => english.read(text)) },
    });
  });

  it('is skipped and counted under the step; every other post keeps its terms', async () => {
    const texts = ['Running dogs chased the cats', POISON, '東京タワーに行きました', `RT @x: ${POISON}`];
    const matrix = await tokenizeCorpusToMatrix(texts, { tokenizeChunks: tokenizeChunksWith(failingEnglish) });
    expect([0, 1, 2, 3].map((doc) => documentTerms(matrix, doc))).toEqual([
      ['dog', 'chased', 'cat'],
      [],
      ['東京', 'タワー'],
      [],
    ]);
    // The retweet shares the poisoned text: both posts are left out and both are counted.
    expect(matrix.skipped).toEqual({ english_tokenizer: 2 });
  });

  it('names the normalising step when cleaning the text throws', async () => {
    const tokenizer = await createTokenizer({
      japanese: { read: () => [] },
      english: { read: () => [] },
    });
    // A string-like post whose conversion throws: the cleaning step is the first to touch it.
    const hostile = {
      toString(): string {
        throw new RangeError('Invalid string length');
      },
    } as unknown as string;
    const matrix = await tokenizeCorpusToMatrix(['fine text', 'fine text'], {
      tokenizeChunks: tokenizeChunksWith({ tokenize: (t) => tokenizer.tokenize(t === 'fine text' ? hostile : t) }),
    });
    expect(matrix.skipped).toEqual({ normalising: 2 });
  });

  it('is left out of the interactions, and the network is built from the rest', () => {
    const posts = retweetRing();
    const poisoned = posts.findIndex((p) => p.text.startsWith('RT @ben'));
    posts[poisoned] = { ...posts[poisoned], text: `RT @ben: ${POISON}` };
    const network = buildNetwork(posts, ['retweet'], failingOn(POISON, parseRelations));
    expect(network.skipped).toEqual({ interactions: 1 });
    expect(network.relationCounts.retweet).toBe(5);
    expect(network.postRetweetOf[poisoned]).toBe(-1);
  });

  it('still gives a whole analysis, which states how many posts were left out and why', async () => {
    const posts = retweetRing();
    posts[0] = { ...posts[0], text: `${posts[0].text} ${POISON}` };
    const matrix = await tokenizeCorpusToMatrix(
      posts.map((p) => p.text),
      { tokenizeChunks: tokenizeChunksWith(failingEnglish) },
    );
    const result = analyze(posts, matrix, { k: 2, seed: 7, relations: ['retweet'], displayCap: 2000 });
    const expected = { total: 1, reasons: [{ reason: 'english_tokenizer', count: 1 }] };
    expect(result.summary.skipped_posts).toEqual(expected);
    expect(result.graph.skipped_posts).toEqual(expected);
    expect(result.communities).toHaveLength(2);
    expect(result.summary.users).toBe(6);
  });

  it('states none left out when every post was read', async () => {
    const posts = retweetRing();
    const matrix = await tokenizeCorpusToMatrix(posts.map((p) => p.text));
    const result = analyze(posts, matrix, { k: 2, seed: 7, relations: ['retweet'], displayCap: 2000 });
    expect(result.graph.skipped_posts).toEqual({ total: 0, reasons: [] });
  });
});
