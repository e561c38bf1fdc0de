import { SeededRandom } from '@kizuna/platform/random';
import type { GeneratedPost, PlantedPosts } from './planted-posts.js';

export interface CampNetworkOptions {
  users: number;
  /** Planted camps, 2 or 3; camp 0 is the largest (sizes in the ratio 5 : 4 : 3). */
  camps: number;
  /** Share of retweets that cross to another camp (0 = camps only retweet inside). */
  crossShare: number;
  seed: number;
  /** Mean retweets per user (default 6); every user retweets at least once. */
  meanRetweets?: number;
  /** Exponent of the power law of users' activity and popularity (default 2.5). */
  exponent?: number;
  /** Hubs per camp (default 3): accounts that gather a large share of their camp's retweets. */
  hubsPerCamp?: number;
  /**
   * Users added in small parts apart from the network, as a share of `users` (default 0): parts of
   * 2–4 users who retweet only each other, each part of a camp drawn in proportion to the camps'
   * sizes, as pairs and small stars sit apart from a real conversation. Drawn after the network,
   * so the network is the same with and without them.
   */
  detachedShare?: number;
}

/**
 * A degree-corrected planted network as posts (issue 57): camps whose users' propensities to
 * retweet and be retweeted follow a power law, with a few hubs per camp that gather a large share
 * of the camp's retweets, as in political and brand conversations. Every user writes one original
 * post whose text says nothing about the camp; every relation is a retweet, drawn as in the
 * degree-corrected block model: a retweeter in proportion to its propensity, then, with probability
 * `crossShare`, someone of another camp, else of its own, in proportion to propensity. Users'
 * order is shuffled, so camps are not contiguous runs of users. Deterministic for its options.
 */
export function generateCampNetworkPosts(options: CampNetworkOptions): PlantedPosts {
  const { users, camps, crossShare, seed } = options;
  if (camps < 2 || camps > 3) throw new Error('camps: 2 or 3');
  const random = new SeededRandom(seed);
  const exponent = options.exponent ?? 2.5;
  const hubsPerCamp = options.hubsPerCamp ?? 3;
  const shares = [5, 4, 3].slice(0, camps);
  const shareSum = shares.reduce((a, b) => a + b, 0);
  const order = Int32Array.from({ length: users }, (_, i) => i);
  random.shuffle(order);
  const camp = new Int32Array(users);
  const members: number[][] = Array.from({ length: camps }, () => []);
  let at = 0;
  for (let c = 0; c < camps; c++) {
    const size = c === camps - 1 ? users - at : Math.round((users * shares[c]) / shareSum);
    for (let i = 0; i < size; i++) {
      camp[order[at + i]] = c;
      members[c].push(order[at + i]);
    }
    at += size;
  }
  // Propensity: Pareto with minimum 1 (inverse transform); the first members of each camp are hubs
  // whose propensity is a few per cent of the camp's total.
  const propensity = new Float64Array(users);
  for (let u = 0; u < users; u++) propensity[u] = Math.min(users, (1 - random.next()) ** (-1 / (exponent - 1)));
  for (const list of members) {
    const total = list.reduce((sum, u) => sum + propensity[u], 0);
    for (let h = 0; h < Math.min(hubsPerCamp, list.length); h++) propensity[list[h]] = total * (0.04 / (h + 1));
  }
  const cumulative = (list: number[]): Float64Array => {
    const sums = new Float64Array(list.length);
    let sum = 0;
    list.forEach((u, i) => (sums[i] = sum += propensity[u]));
    return sums;
  };
  const campSums = members.map(cumulative);
  const draw = (c: number): number => {
    const sums = campSums[c];
    const target = random.next() * sums[sums.length - 1];
    let lo = 0;
    let hi = sums.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sums[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return members[c][lo];
  };
  const name = (u: number): string => `camp_user_${u}`;
  const posts: GeneratedPost[] = [];
  const write = (author: number, text: string): void => {
    posts.push({ author: name(author), text, time: 1_700_000_000_000 + posts.length * 60_000, followers: 100 });
  };
  for (let u = 0; u < users; u++) write(u, `morning post number ${u}`);
  const pick = (u: number): number => {
    for (;;) {
      let c = camp[u];
      if (random.next() < crossShare) c = (c + 1 + random.int(camps - 1)) % camps;
      const v = draw(c);
      if (v !== u) return v;
    }
  };
  // Every user retweets once (so every user is in the network), the rest by propensity.
  for (let u = 0; u < users; u++) {
    const v = pick(u);
    write(u, `RT @${name(v)}: morning post number ${v}`);
  }
  const extra = Math.max(0, Math.round(users * ((options.meanRetweets ?? 6) - 1)));
  const everyone = Array.from({ length: users }, (_, u) => u);
  const allSums = cumulative(everyone);
  for (let r = 0; r < extra; r++) {
    const target = random.next() * allSums[users - 1];
    let lo = 0;
    let hi = users - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (allSums[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    const v = pick(lo);
    write(lo, `RT @${name(v)}: morning post number ${v}`);
  }
  const groupOf = new Map<string, number>();
  for (let u = 0; u < users; u++) groupOf.set(name(u), camp[u]);
  addDetachedParts(Math.round(users * (options.detachedShare ?? 0)), users, shares, random, name, write, groupOf);
  return { posts, groupOf };
}

/**
 * Parts of 2–4 new users (numbered from `first`) apart from the network: each part's camp is drawn
 * in proportion to the camps' sizes; its first user writes, every other one retweets an earlier
 * member of the part, so the part is connected and has no tie to anyone else.
 */
function addDetachedParts(
  count: number,
  first: number,
  shares: number[],
  random: SeededRandom,
  name: (u: number) => string,
  write: (author: number, text: string) => void,
  groupOf: Map<string, number>,
): void {
  const shareSum = shares.reduce((a, b) => a + b, 0);
  let next = first;
  while (next < first + count) {
    const size = Math.min(2 + random.int(3), first + count - next);
    if (size < 2) break;
    let target = random.next() * shareSum;
    let camp = 0;
    while (target >= shares[camp] && camp < shares.length - 1) target -= shares[camp++];
    for (let i = 0; i < size; i++) {
      const u = next + i;
      groupOf.set(name(u), camp);
      if (i === 0) write(u, `morning post number ${u}`);
      else {
        const v = next + random.int(i);
        write(u, `RT @${name(v)}: morning post number ${v}`);
      }
    }
    next += size;
  }
}
