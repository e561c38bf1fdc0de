import { describe, expect, it } from '@jest/globals';
import { analyze } from '../analyze.js';
import { asTermMatrix } from '../text/term-matrix.js';
import type { Post, PostTerms } from '../types.js';
import { windowKeywords, windowPosts } from './window-detail.js';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 1);

/**
 * Two retweet cliques whose talk changes at hour 10: a1..a4 post and spread "ramen" before,
 * "sushi" after; b1..b4 stay on "baseball". Every member retweets every other member's post.
 */
function changingTopics(): { posts: Post[]; terms: PostTerms } {
  const posts: Post[] = [];
  const terms: PostTerms = [];
  const add = (author: string, text: string, words: string[], time: number): void => {
    posts.push({ row: posts.length, author, text, time, followers: null });
    terms.push(words);
  };
  const phases = [
    { at: T0, a: 'ramen' },
    { at: T0 + 10 * HOUR, a: 'sushi' },
  ];
  for (const { at, a } of phases) {
    for (const [prefix, word] of [
      ['a', a],
      ['b', 'baseball'],
    ] as const) {
      for (let i = 1; i <= 4; i++) {
        const text = `${word} talk ${i} by ${prefix}${i} at ${at}`;
        add(`${prefix}${i}`, text, [word, 'talk'], at + i * 60_000);
        for (let j = 1; j <= 4; j++)
          if (j !== i) add(`${prefix}${j}`, `RT @${prefix}${i}: ${text}`, [word, 'talk'], at + i * 60_000 + j * 1000);
      }
    }
  }
  return { posts, terms };
}

describe('time window keywords and posts', () => {
  const { posts, terms } = changingTopics();
  const result = analyze(posts, terms, { k: 2, seed: 1, relations: ['retweet'], displayCap: 100 });
  const index = result.window!.index;
  const matrix = asTermMatrix(terms);
  const ramenCommunity = result.communities.find((c) => c.keywords.some((w) => w.keyword === 'ramen'))!;
  const id = ramenCommunity.cluster_id;
  const whole = { start: T0 - HOUR, end: T0 + 24 * HOUR };

  it('gives the run its own keywords and posts over the whole range', () => {
    expect(windowKeywords(index, matrix, whole, id, 50)).toEqual(ramenCommunity.keywords);
    const texts = result.window!.unitTexts;
    const ranked = windowPosts(index, whole, id, 20).map(({ unit, score }) => [texts.text(unit), score]);
    expect(ranked).toEqual(ramenCommunity.tweets.map((t) => [t.tweet_text, t.tweet_score]));
  });

  it('counts only the posts inside the window', () => {
    const late = { start: T0 + 9 * HOUR, end: T0 + 24 * HOUR };
    const words = windowKeywords(index, matrix, late, id, 50);
    expect(words.map((w) => w.keyword)).toContain('sushi');
    expect(words.map((w) => w.keyword)).not.toContain('ramen');
    // Four originals and twelve retweets of sushi in the window.
    expect(words.find((w) => w.keyword === 'sushi')!.count).toBe(16);
    const early = windowKeywords(index, matrix, { start: T0, end: T0 + HOUR }, id, 50);
    expect(early.map((w) => w.keyword)).toEqual(expect.arrayContaining(['ramen']));
    expect(early.map((w) => w.keyword)).not.toContain('sushi');
  });

  it('lists only originals posted in the window, scored by the retweets inside it', () => {
    const texts = result.window!.unitTexts;
    const late = windowPosts(index, { start: T0 + 9 * HOUR, end: T0 + 24 * HOUR }, id, 20);
    expect(late).toHaveLength(4);
    for (const { unit } of late) expect(texts.text(unit)).toMatch(/^sushi/);
    // Cut the window before the last retweets of a1's post: fewer retweets counted, a lower score.
    const a1 = late.find(({ unit }) => texts.text(unit).includes('by a1'))!;
    const cut = windowPosts(index, { start: T0 + 9 * HOUR, end: index.unitTime[a1.unit] + 2500 }, id, 20);
    const a1Cut = cut.find(({ unit }) => unit === a1.unit)!;
    expect(a1Cut.score).toBeLessThan(a1.score);
    expect(a1Cut.score).toBeGreaterThan(0);
  });

  it('treats every community as one for cluster 0', () => {
    const words = windowKeywords(index, matrix, { start: T0 + 9 * HOUR, end: T0 + 24 * HOUR }, 0, 50);
    expect(words.map((w) => w.keyword).sort()).toEqual(['baseball', 'sushi', 'talk']);
    expect(windowPosts(index, whole, 0, 100)).toHaveLength(16);
  });

  it('gives nothing for a window without posts', () => {
    const empty = { start: T0 + 30 * HOUR, end: T0 + 40 * HOUR };
    expect(windowKeywords(index, matrix, empty, id, 50)).toEqual([]);
    expect(windowPosts(index, empty, id, 20)).toEqual([]);
  });
});
