import { SeededRandom } from '@kizuna/platform/random';
import type { Post, PostTerms } from '../types.js';

/** What users' posts say, from nothing to words of their group. */
export const TEXT_KINDS = ['none', 'constant', 'random-tokens', 'unrelated', 'informative'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

export interface RandomNetworkShape {
  users: number;
  /** Separate parts of the network (users of different parts never interact). */
  components: number;
  /** Dense: 3–14 retweets per user; sparse: 1–2. */
  dense: boolean;
  /** Share of users who only write, with no interactions at all. */
  silentShare: number;
  /** Planted groups: most retweets stay inside the retweeter's group. */
  groups: number;
  text: TextKind;
  seed: number;
}

/** Posts and their terms, as the tokenizer would give them (a retweet has its original's terms). */
export interface RandomNetworkPosts {
  posts: Post[];
  terms: PostTerms;
}

const IN_GROUP = 0.8;

/**
 * A random network as posts: every user writes one original, and retweets others of its own
 * part of the network, mostly of its own group. Deterministic for a shape.
 */
export function randomNetworkPosts(shape: RandomNetworkShape): RandomNetworkPosts {
  const random = new SeededRandom(shape.seed);
  const silent = Math.floor(shape.users * shape.silentShare);
  const talking = shape.users - silent;
  const componentOf = (u: number): number => Math.floor((u * shape.components) / Math.max(1, talking));
  const byComponent: number[][] = Array.from({ length: shape.components }, () => []);
  for (let u = 0; u < talking; u++) byComponent[componentOf(u)].push(u);
  const group = Int32Array.from({ length: shape.users }, () => random.int(shape.groups));
  const originalTerms = Array.from({ length: shape.users }, (_, u) => termsOf(shape.text, group[u], random));
  const posts: Post[] = [];
  const terms: PostTerms = [];
  const write = (author: number, text: string, postTerms: string[]): void => {
    posts.push({ row: posts.length, author: `u${author}`, text, time: posts.length * 60_000, followers: null });
    terms.push(postTerms);
  };
  for (let u = 0; u < shape.users; u++) write(u, `post of u${u}`, originalTerms[u]);
  for (let u = 0; u < talking; u++) {
    const mates = byComponent[componentOf(u)];
    if (mates.length < 2) continue;
    const sameGroup = mates.filter((v) => v !== u && group[v] === group[u]);
    const retweets = shape.dense ? 3 + random.int(12) : 1 + random.int(2);
    for (let r = 0; r < retweets; r++) {
      let v = u;
      if (sameGroup.length > 0 && random.next() < IN_GROUP) v = sameGroup[random.int(sameGroup.length)];
      while (v === u) v = mates[random.int(mates.length)];
      write(u, `RT @u${v}: post of u${v}`, [...originalTerms[v]]);
    }
  }
  return { posts, terms };
}

function termsOf(kind: TextKind, group: number, random: SeededRandom): string[] {
  switch (kind) {
    case 'none':
      return [];
    case 'constant':
      return ['day', 'number'];
    case 'random-tokens':
      // 300 codes: each recurs in a few posts by chance alone.
      return [`t${random.int(300)}`, `t${random.int(300)}`];
    case 'unrelated':
      return [`w${random.int(100)}`, `w${random.int(100)}`, `w${random.int(100)}`];
    case 'informative':
      return [`g${group}w${random.int(10)}`, `g${group}w${random.int(10)}`, `w${random.int(100)}`];
  }
}
