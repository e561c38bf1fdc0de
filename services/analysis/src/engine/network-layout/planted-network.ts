import { buildCsr, toUndirected, type CsrGraph } from '../network/csr-graph.js';
import { SeededRandom } from '@kizuna/platform/random';

/** A network with groups planted in it, shaped like a retweet network, to measure layouts on. */
export interface PlantedNetwork {
  /** Undirected, weights summed over both directions. */
  graph: CsrGraph;
  /** Directed relations (who retweets whom), for PageRank. */
  directed: CsrGraph;
  /** Each user's planted group. */
  group: Int32Array;
  groups: number;
}

export interface PlantedNetworkOptions {
  users: number;
  groups: number;
  /** Share of users with no relation at all. */
  unrelated: number;
  /** Share of a user's relations that go to another group. */
  across: number;
  seed: number;
}

/**
 * Groups of unequal size (the largest about four times the smallest); each related user retweets
 * one account, or a few (about 1.8 on average), in its own group but with `across` of them in
 * another, picking the accounts of a group by a skewed draw so that a few become hubs with
 * thousands of retweeters and most are retweeted by no one, as on the platform. At 104,000 users
 * with 15 % unrelated this gives about 160,000–190,000 related pairs.
 */
export function plantedNetwork(options: PlantedNetworkOptions): PlantedNetwork {
  const { users, groups, unrelated, across, seed } = options;
  const random = new SeededRandom(seed);
  const weights = Array.from({ length: groups }, (_, g) => 1 + (3 * g) / Math.max(1, groups - 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const group = new Int32Array(users);
  const starts: number[] = [];
  let at = 0;
  for (let g = 0; g < groups; g++) {
    starts.push(at);
    const size = g === groups - 1 ? users - at : Math.round((users * weights[g]) / total);
    group.fill(g, at, at + size);
    at += size;
  }
  starts.push(users);
  const sources: number[] = [];
  const targets: number[] = [];
  for (let u = 0; u < users; u++) {
    if (random.next() < unrelated) continue;
    let count = 1;
    if (random.next() < 0.4) while (count < 30 && random.next() < 0.7) count++;
    for (let i = 0; i < count; i++) {
      const g = random.next() < across ? random.int(groups) : group[u];
      const size = starts[g + 1] - starts[g];
      // Skewed towards the group's first accounts: they become its hubs.
      const v = starts[g] + Math.floor(size * random.next() ** 4);
      if (v === u) continue;
      sources.push(u);
      targets.push(v);
    }
  }
  const directed = buildCsr(
    users,
    Int32Array.from(sources),
    Int32Array.from(targets),
    new Float64Array(sources.length).fill(1),
    sources.length,
  );
  return { graph: toUndirected(directed), directed, group, groups };
}
