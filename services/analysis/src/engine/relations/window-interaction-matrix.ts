import type { TimeSpan, WindowIndex } from '../time-window/window-index.js';
import type { InteractionMatrix } from './interaction-matrix.js';

/**
 * Who amplifies whom counting only the relations of posts inside the window (both ends included),
 * as interactionMatrix counts them over the whole run: the whole range gives the run's matrix.
 */
export function windowInteractionMatrix(index: WindowIndex, span: TimeSpan): InteractionMatrix {
  const { k, assignment, postTime, postAuthor, relationPost, relationTarget, relationKind } = index;
  const square = (): number[][] => Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const byKind = [square(), square(), square()];
  const total = square();
  for (let r = 0; r < relationPost.length; r++) {
    const post = relationPost[r];
    const t = postTime[post];
    if (t < span.start || t > span.end) continue;
    const from = assignment[postAuthor[post]];
    const to = assignment[relationTarget[r]];
    byKind[relationKind[r]][from][to]++;
    total[from][to]++;
  }
  const inside_share = total.map((row, c) => {
    const sum = row.reduce((a, b) => a + b, 0);
    return sum === 0 ? null : row[c] / sum;
  });
  return { k, retweets: byKind[0], replies: byKind[1], mentions: byKind[2], total, inside_share };
}
