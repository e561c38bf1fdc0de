import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { countClassTerms } from './class-term-counts.js';
import { inverseClassFrequency, topClassTerms } from './class-tfidf.js';
import { keywordsOfUser, rankUserKeywords, userKeywords, userTermCounts } from './user-keywords.js';

// Two communities: posts 0–2 in community 0, posts 3–4 in community 1.
const docs = [['apple', 'apple', 'banana'], ['banana', 'cherry'], ['apple'], ['banana', 'date', 'date'], ['fig']];
const communities = [0, 0, 0, 1, 1];
const classTerms = countClassTerms(docs, communities, 2);
const idf = inverseClassFrequency(classTerms);

describe('userKeywords', () => {
  it("ranks each user's terms by their share of the user's terms times the communities' idf", () => {
    // User 0 wrote posts 0 and 2, user 1 posts 1 and 3, user 2 post 4; user 3 nothing.
    const byUser = userKeywords(docs, [0, 1, 0, 1, 2], 4, idf, 10);
    const at = (term: string) => classTerms.vocabulary.indexOf(term);
    expect(byUser[0].map((k) => [k.keyword, k.count])).toEqual([
      ['apple', 3],
      ['banana', 1],
    ]);
    expect(byUser[0][0].score).toBeCloseTo((3 / 4) * idf[at('apple')], 6);
    // date is rare and twice in the user's 5 terms: ahead of banana, also twice but common.
    expect(byUser[1].map((k) => k.keyword)).toEqual(['date', 'banana', 'cherry']);
    expect(byUser[2].map((k) => [k.keyword, k.count])).toEqual([['fig', 1]]);
    expect(byUser[3]).toEqual([]);
  });

  it("keeps what sorting all of a user's terms would keep first, ties included", () => {
    // Few distinct weights and counts, so ties on weight and count (then the term decides) abound.
    const vocabulary = ['b', 'a', 'd', 'c', 'f', 'e', 'h', 'g'];
    const user = fc.array(fc.record({ term: fc.nat(7), count: fc.integer({ min: 1, max: 3 }) }), { maxLength: 8 });
    fc.assert(
      fc.property(
        fc.array(user, { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom(0.5, 1, 2), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 9 }),
        (users, weights, limit) => {
          const start = new Int32Array(users.length + 1);
          const terms: number[] = [];
          const counts: number[] = [];
          const totals = new Int32Array(users.length);
          users.forEach((entries, u) => {
            const seen = new Set<number>();
            for (const { term, count } of entries) {
              if (seen.has(term)) continue;
              seen.add(term);
              terms.push(term);
              counts.push(count);
              totals[u] += count;
            }
            start[u + 1] = terms.length;
          });
          const counted = { vocabulary, start, terms: Int32Array.from(terms), counts: Int32Array.from(counts), totals };
          const table = rankUserKeywords(counted, Float64Array.from(weights), limit);
          users.forEach((_, u) => {
            const mine = Array.from({ length: start[u + 1] - start[u] }, (_, i) => start[u] + i).map((e) => ({
              keyword: vocabulary[terms[e]],
              count: counts[e],
              weight: (counts[e] / totals[u]) * weights[terms[e]],
            }));
            mine.sort(
              (x, y) =>
                y.weight - x.weight ||
                y.count - x.count ||
                (x.keyword < y.keyword ? -1 : x.keyword > y.keyword ? 1 : 0),
            );
            expect(keywordsOfUser(table, u).map((k) => k.keyword)).toEqual(mine.slice(0, limit).map((k) => k.keyword));
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is what community keywords would be with one user per community', () => {
    const alone = userKeywords(docs, communities, 2, idf, 3);
    const asCommunities = topClassTerms(classTerms, 3);
    expect(alone.map((terms) => terms.map((k) => k.keyword))).toEqual(
      asCommunities.map((terms) => terms.map((t) => t.term)),
    );
  });

  it('leaves out posts of no user, keeps the limit and refuses mismatched input', () => {
    const byUser = userKeywords(docs, [0, -1, -1, -1, -1], 1, idf, 1);
    expect(byUser).toEqual([[{ keyword: 'apple', count: 2, score: expect.any(Number) }]]);
    expect(() => userKeywords(docs, [0, 0], 1, idf, 5)).toThrow(RangeError);
    expect(() => userKeywords(docs, communities, 2, new Float64Array(1), 5)).toThrow(RangeError);
  });

  it("counts once for every k: the counts ranked with each run's idf are what each run alone ranks", () => {
    // Random posts of 60 users over 40 terms; three "runs" with their own communities and idf.
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const terms = Array.from({ length: 40 }, (_, i) => `t${i}`);
    const posts = Array.from({ length: 500 }, () =>
      Array.from({ length: Math.floor(random() * 6) }, () => terms[Math.floor(random() ** 2 * terms.length)]),
    );
    const author = posts.map(() => Math.floor(random() * 61) - 1);
    const counted = userTermCounts(posts, author, 60);
    for (const k of [3, 6, 10]) {
      const community = posts.map(() => Math.floor(random() * k));
      const runIdf = inverseClassFrequency(countClassTerms(posts, community, k));
      const ranked = rankUserKeywords(counted, runIdf, 10);
      const alone = userKeywords(posts, author, 60, runIdf, 10);
      expect(Array.from({ length: 60 }, (_, u) => keywordsOfUser(ranked, u))).toEqual(alone);
      // And what a plain count and a full sort give.
      for (let u = 0; u < 60; u++) {
        const count = new Map<string, number>();
        posts.forEach((p, i) => author[i] === u && p.forEach((t) => count.set(t, (count.get(t) ?? 0) + 1)));
        const total = [...count.values()].reduce((a, b) => a + b, 0);
        const vocabulary = counted.vocabulary;
        const score = (t: string) => (count.get(t)! / total) * runIdf[vocabulary.indexOf(t)];
        const expected = [...count.keys()]
          .sort((a, b) => score(b) - score(a) || count.get(b)! - count.get(a)! || (a < b ? -1 : 1))
          .slice(0, 10);
        expect(keywordsOfUser(ranked, u).map((kw) => kw.keyword)).toEqual(expected);
      }
    }
  });
});
