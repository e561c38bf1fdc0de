import { describe, expect, it } from '@jest/globals';
import { analyze } from './analyze.js';
import { prepareAnalysis } from './prepare-analysis.js';
import { nodeDetail } from './result/user-details.js';
import { AnalysisError, AnalysisErrorCode, type AnalysisOptions, type Post, type PostTerms } from './types.js';

const options = (k: number, extra: Partial<AnalysisOptions> = {}): AnalysisOptions => ({
  k,
  seed: 7,
  relations: ['retweet'],
  displayCap: 2000,
  ...extra,
});

/**
 * Two cliques of retweeters: a1..a5 talk about ramen, b1..b5 about baseball; every member
 * retweets the original of every other member of their clique, plus one bridge retweet a5 → b1.
 */
function twoCliquePosts(): { posts: Post[]; terms: PostTerms } {
  const posts: Post[] = [];
  const terms: PostTerms = [];
  let time = Date.UTC(2026, 10, 1, 0, 0, 0);
  const add = (author: string, text: string, words: string[], followers: number | null = 100): void => {
    posts.push({ row: posts.length, author, text, time, followers });
    terms.push(words);
    time += 60_000;
  };
  const groups = [
    { prefix: 'a', words: ['ramen', 'noodles'] },
    { prefix: 'b', words: ['baseball', 'pitcher'] },
  ];
  for (const { prefix, words } of groups) {
    for (let i = 1; i <= 5; i++) add(`${prefix}${i}`, `${words.join(' ')} by ${prefix}${i}`, words);
  }
  for (const { prefix, words } of groups) {
    for (let i = 1; i <= 5; i++) {
      for (let j = 1; j <= 5; j++)
        if (i !== j) add(`${prefix}${i}`, `RT @${prefix}${j}: ${words.join(' ')} by ${prefix}${j}`, words);
    }
  }
  add('a5', 'RT @b1: baseball pitcher by b1', ['baseball', 'pitcher']);
  return { posts, terms };
}

const communityOf = (result: ReturnType<typeof analyze>, user: string): number => result.users[user].cluster_id;

describe('analyze on two cliques joined by one retweet', () => {
  const { posts, terms } = twoCliquePosts();

  it('finds the two cliques at k = 2, larger community first', () => {
    const result = analyze(posts, terms, options(2));
    const a = ['a1', 'a2', 'a3', 'a4', 'a5'].map((u) => communityOf(result, u));
    const b = ['b1', 'b2', 'b3', 'b4', 'b5'].map((u) => communityOf(result, u));
    expect(new Set(a).size).toBe(1);
    expect(new Set(b).size).toBe(1);
    expect(a[0]).not.toBe(b[0]);
    expect(result.communities.map((c) => [c.cluster_id, c.size])).toEqual([
      [1, 5],
      [2, 5],
    ]);
    expect(result.summary).toMatchObject({
      k: 2,
      users: 10,
      posts: 51,
      edges: 41,
      natural_communities: 2,
      text_placed_users: 0,
      text_only: false,
    });
    // Undirected weights: 10 clique edges of weight 2 per side plus the bridge; m = 41.
    expect(result.summary.final_modularity).toBeCloseTo(2 * (40 / 82 - (41 / 82) ** 2), 12);
  });

  it('puts everyone in one community at k = 1', () => {
    const result = analyze(posts, terms, options(1));
    expect(result.communities).toHaveLength(1);
    expect(result.communities[0].size).toBe(10);
    expect(result.communities[0].nodes).toHaveLength(10);
    expect(Object.values(result.users).every((u) => u.cluster_id === 1)).toBe(true);
  });

  it('gives keywords from each community’s own posts, with counts', () => {
    const result = analyze(posts, terms, options(2));
    const ramenSide = communityOf(result, 'a1');
    const keywords = result.communities[ramenSide - 1].keywords;
    expect(
      keywords
        .map((k) => k.keyword)
        .slice(0, 2)
        .sort(),
    ).toEqual(['noodles', 'ramen']);
    // a1..a5 post 5 originals and 20 retweets about ramen; a5's bridge retweet is about baseball.
    expect(keywords.find((k) => k.keyword === 'ramen')?.count).toBe(25);
    expect(keywords.find((k) => k.keyword === 'baseball')?.count).toBe(1);
  });

  it('scores membership by interaction weight', () => {
    const result = analyze(posts, terms, options(2));
    const a5 = result.users['a5'];
    const own = communityOf(result, 'a5');
    // a5: weight 2 to each of a1..a4 (8) and 1 to b1.
    expect(a5.communities).toEqual([
      [own, 88.9],
      [3 - own, 11.1],
    ]);
    const member = result.communities[own - 1].nodes.find((m) => m.node_id === 'a5');
    expect(member).toMatchObject({
      community_1: 88.9,
      community_2: 11.1,
      get_retweeted: 4,
      count_retweet: 5,
      degree: 5,
      count_followers: 100,
    });
    expect(member?.community_3).toBeUndefined();
  });

  it('lists original posts as representative, never retweet copies', () => {
    const result = analyze(posts, terms, options(2));
    for (const community of result.communities) {
      expect(community.tweets).toHaveLength(5);
      expect(community.tweets.every((t) => !t.tweet_text.startsWith('RT @'))).toBe(true);
      // Each original was retweeted by the 4 other members of its community.
      expect(community.tweets.every((t) => t.tweet_score > 4)).toBe(true);
    }
    const b1 = result.communities[communityOf(result, 'b1') - 1].tweets[0];
    // b1's original also has the bridge retweet from outside: same in-community spread, more in total.
    expect(b1.tweet_user_screen_name).toBe('b1');
  });

  it('details every user; their posts, in time order, come once from the dataset', () => {
    const result = analyze(posts, terms, options(2));
    expect(Object.keys(result.users).sort()).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2', 'b3', 'b4', 'b5']);
    const userPosts = prepareAnalysis(posts, terms, ['retweet']).userPosts();
    expect(Object.keys(userPosts).sort()).toEqual(Object.keys(result.users).sort());
    const detail = nodeDetail(result.users['a1'], userPosts['a1']);
    expect(detail.graph_result).toMatchObject({ node_id: 'a1', cluster_id: communityOf(result, 'a1') });
    const tweets = detail.graph_result.tweets;
    expect(tweets).toHaveLength(5);
    expect(tweets.map((t) => t.tweet_date)).toEqual([...tweets.map((t) => t.tweet_date)].sort((x, y) => x - y));
    // Each user's own keywords: a1 posted ramen and noodles 5 times each; a5 also spread baseball once.
    expect(result.users['a1'].keywords.map((k) => [k.keyword, k.count])).toEqual([
      ['noodles', 5],
      ['ramen', 5],
    ]);
    expect(result.users['a5'].keywords.map((k) => k.keyword)).toEqual(['noodles', 'ramen', 'baseball', 'pitcher']);
  });

  it('keeps who amplifies whom and the bridges with the run, from the numbers node detail shows', () => {
    const result = analyze(posts, terms, options(2));
    const a = communityOf(result, 'a5') - 1;
    const b = communityOf(result, 'b1') - 1;
    const { matrix, bridges } = result.relations!;
    // 20 retweets inside each clique and the one a5 → b1 across.
    expect(matrix.retweets[a][a]).toBe(20);
    expect(matrix.retweets[b][b]).toBe(20);
    expect(matrix.retweets[a][b]).toBe(1);
    expect(matrix.retweets[b][a]).toBe(0);
    expect(matrix.inside_share[b]).toBe(1);
    expect(bridges[a].map((x) => x.node_id)).toEqual(['a5']);
    expect(bridges[b].map((x) => x.node_id)).toEqual(['b1']);
    const [, outside] = result.users.a5.communities.find(([c]) => c === b + 1)!;
    expect(bridges[a][0].outside_share).toBeCloseTo(outside / 100, 3);
    expect(bridges[a][0].reaches).toEqual([[b + 1, bridges[a][0].outside_share]]);
  });

  it('is deterministic for a seed', () => {
    const first = analyze(posts, terms, options(3, { seed: 11 }));
    // A run with another seed in between: neither the inputs nor state left behind may change the answer.
    analyze(posts, terms, options(3, { seed: 5 }));
    expect(analyze(posts, terms, options(3, { seed: 11 }))).toEqual(first);
  });

  it('respects the display cap while lists cover everyone', () => {
    const result = analyze(posts, terms, options(2, { displayCap: 4 }));
    const users = result.graph.nodes.filter((n) => n.type === 'node');
    expect(users).toHaveLength(4);
    expect(users.filter((n) => n.cluster_id === 1)).toHaveLength(2);
    const shown = new Set(users.map((n) => n.id));
    expect(result.graph.edges.every((e) => shown.has(e.source) && shown.has(e.target))).toBe(true);
    expect(result.communities.reduce((sum, c) => sum + c.nodes.length, 0)).toBe(10);
    expect([result.graph.users_shown, result.graph.users_total]).toEqual([4, 10]);
  });

  it('draws one community node per community with id c<cluster>', () => {
    const result = analyze(posts, terms, options(2));
    const circles = result.graph.nodes.filter((n) => n.type === 'community');
    expect(circles.map((n) => n.node_id)).toEqual(['c1', 'c2']);
    for (const user of result.graph.nodes.filter((n) => n.type === 'node')) {
      const circle = circles[user.cluster_id - 1];
      expect(Math.hypot(user.x - circle.x, user.y - circle.y)).toBeLessThanOrEqual(circle.size);
      expect(user.color).toBe(circle.color);
    }
  });

  it('buckets posts by minute for a 50-minute collection', () => {
    const result = analyze(posts, terms, options(2));
    expect(result.graph.bucket).toBe('minute');
    expect(result.graph.time_range_data).toHaveLength(51);
    expect(result.graph.time_range_data.reduce((s, [, c]) => s + c, 0)).toBe(51);
    const perCluster = Object.values(result.graph.time_range_by_cluster).map((series) =>
      series.reduce((s, [, c]) => s + c, 0),
    );
    expect(perCluster.reduce((a, b) => a + b, 0)).toBe(51);
  });
});

describe('analyze when the data cannot support k', () => {
  const { posts, terms } = twoCliquePosts();

  it('fails with too_few_users when k exceeds the users', () => {
    expect(() => analyze(posts, terms, options(11))).toThrow(
      expect.objectContaining({ code: AnalysisErrorCode.TooFewUsers }),
    );
  });

  it('fails with invalid_k outside 1..12', () => {
    for (const k of [0, 13, 2.5]) expect(() => analyze(posts, terms, options(k))).toThrow(AnalysisError);
  });

  it('fails with no_signal without interactions or text', () => {
    const silent: Post[] = ['x', 'y', 'z'].map((author, row) => ({
      row,
      author,
      text: 'hello',
      time: row,
      followers: null,
    }));
    expect(() => analyze(silent, [[], [], []], options(2))).toThrow(
      expect.objectContaining({ code: AnalysisErrorCode.NoSignal }),
    );
  });
});

describe('analyze with users who have no interactions', () => {
  it('places them by text similarity to the community profiles', () => {
    const { posts, terms } = twoCliquePosts();
    posts.push({ row: posts.length, author: 'loner', text: 'I love ramen', time: posts[0].time, followers: null });
    terms.push(['ramen']);
    const result = analyze(posts, terms, options(2));
    expect(communityOf(result, 'loner')).toBe(communityOf(result, 'a1'));
    expect(result.summary.text_placed_users).toBe(1);
    expect(result.users['loner'].communities).toEqual([[communityOf(result, 'a1'), 100]]);
  });

  it('builds k communities from text alone when nobody retweets, and says so', () => {
    const texts: Array<[string, string[]]> = [
      ['u1', ['ramen', 'noodles']],
      ['u2', ['ramen', 'soup']],
      ['u3', ['noodles', 'soup']],
      ['u4', ['pitcher', 'inning']],
      ['u5', ['pitcher', 'homerun']],
      ['u6', ['inning', 'homerun']],
    ];
    const posts: Post[] = texts.map(([author, words], row) => ({
      row,
      author,
      text: words.join(' '),
      time: row * 1000,
      followers: null,
    }));
    const result = analyze(
      posts,
      texts.map(([, words]) => words),
      options(2),
    );
    expect(result.summary.text_only).toBe(true);
    expect(result.graph.text_only).toBe(true);
    expect(result.summary.text_placed_users).toBe(6);
    const food = communityOf(result, 'u1');
    expect(['u2', 'u3'].map((u) => communityOf(result, u))).toEqual([food, food]);
    expect(['u4', 'u5', 'u6'].map((u) => communityOf(result, u))).toEqual([3 - food, 3 - food, 3 - food]);
  });
});
