import { describe, expect, it } from '@jest/globals';
import { buildNetwork } from '../network/build-network.js';
import { networkEdges } from '../result/network-edges.js';
import { windowData } from '../time-window/window-index.js';
import { interactionMatrix } from './interaction-matrix.js';
import { windowInteractionMatrix } from './window-interaction-matrix.js';
import { PostTable } from '../posts/post-table.js';
import { textList } from '../posts/text-list.js';

describe('windowInteractionMatrix', () => {
  // a, b in community 1; c, d in community 2. Times are minutes.
  const posts = [
    { author: 'a', text: 'RT @b: hello', time: 1 },
    { author: 'c', text: '@a thanks', time: 2 },
    { author: 'd', text: 'RT @c: news', time: 5 },
    { author: 'b', text: 'look @d and @c', time: 9 },
  ];
  const network = buildNetwork(posts as never, ['retweet', 'reply', 'mention']);
  const users = ['a', 'b', 'c', 'd'].map((n) => network.index.get(n)!);
  const assignment = new Int32Array(network.names.length);
  assignment[users[2]] = 1;
  assignment[users[3]] = 1;
  const prepared = {
    relations: ['retweet', 'reply', 'mention'],
    network,
    metrics: { pagerank: new Float64Array(network.names.length) },
    posts: PostTable.of(posts as never),
    originals: () => ({ retweetOf: new Int32Array(posts.length).fill(-1), author: [], time: [], texts: textList([]) }),
  };
  const { index } = windowData(prepared as never, assignment, 2);

  it('keeps every relation of the network, so the whole range gives the run’s matrix', () => {
    const whole = windowInteractionMatrix(index, { start: 0, end: 10 });
    expect(whole).toEqual(interactionMatrix(networkEdges(network), assignment, 2));
    expect(whole.total).toEqual([
      [1, 2],
      [1, 1],
    ]);
  });

  it('counts only the relations of posts inside the window, both ends included', () => {
    const early = windowInteractionMatrix(index, { start: 1, end: 2 });
    expect(early.retweets).toEqual([
      [1, 0],
      [0, 0],
    ]);
    expect(early.replies).toEqual([
      [0, 0],
      [1, 0],
    ]);
    expect(early.inside_share).toEqual([1, 0]);
    const late = windowInteractionMatrix(index, { start: 6, end: 9 });
    expect(late.mentions).toEqual([
      [0, 2],
      [0, 0],
    ]);
    expect(late.inside_share).toEqual([0, null]);
  });
});
