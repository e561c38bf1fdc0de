import { edgeKindCounts, type UserNetwork } from '../network/build-network.js';
import type { EdgeColumns } from '../types.js';

/** Every directed edge of the network in columns, with its relations counted by kind. */
export function networkEdges(network: UserNetwork): EdgeColumns {
  const { offsets, targets, weights } = network.graph;
  const m = targets.length;
  const sources = new Int32Array(m);
  const retweets = new Int32Array(m);
  const replies = new Int32Array(m);
  const mentions = new Int32Array(m);
  for (let u = 0; u < network.graph.n; u++) sources.fill(u, offsets[u], offsets[u + 1]);
  for (let p = 0; p < m; p++) {
    const kinds = edgeKindCounts(network.edgeKinds[p]);
    retweets[p] = kinds.retweet;
    replies[p] = kinds.reply;
    mentions[p] = kinds.mention;
  }
  return {
    names: network.names,
    sources,
    targets: targets.slice(),
    weights: weights.slice(),
    retweets,
    replies,
    mentions,
  };
}
