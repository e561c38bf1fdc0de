import type * as Api from '@kizuna/http-api';
import type { EdgeColumns } from '../types.js';

/**
 * Interactions between every ordered pair of communities, by kind as the run built them: the
 * answer's matrix without the labels and window the relation queries add. Row i, column j counts
 * relations whose author is in community i+1 and whose target is in community j+1: the row
 * amplifies (retweets, replies to, mentions) the column; inside_share is the share of a
 * community's outgoing interactions that stay inside it.
 */
export type InteractionMatrix = Omit<Api.InteractionMatrix, 'communities' | 'window'>;

/** `assignment[u]` is user u's zero-based community, in the user order of `edges.names`. */
export function interactionMatrix(edges: EdgeColumns, assignment: Int32Array, k: number): InteractionMatrix {
  const square = (): number[][] => Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const retweets = square();
  const replies = square();
  const mentions = square();
  const total = square();
  for (let p = 0; p < edges.sources.length; p++) {
    const from = assignment[edges.sources[p]];
    const to = assignment[edges.targets[p]];
    retweets[from][to] += edges.retweets[p];
    replies[from][to] += edges.replies[p];
    mentions[from][to] += edges.mentions[p];
    total[from][to] += edges.retweets[p] + edges.replies[p] + edges.mentions[p];
  }
  const inside_share = total.map((row, c) => {
    const sum = row.reduce((a, b) => a + b, 0);
    return sum === 0 ? null : row[c] / sum;
  });
  return { k, retweets, replies, mentions, total, inside_share };
}
