import { describe, expect, it } from '@jest/globals';
import type { Post } from '../types.js';
import { buildNetwork, edgeKindCounts, NOT_A_USER } from './build-network.js';

const post = (row: number, author: string, text: string): Post => ({
  row,
  author,
  text,
  time: row * 1000,
  followers: null,
});

function edgesOf(network: ReturnType<typeof buildNetwork>): string[] {
  const { graph, names } = network;
  const out: string[] = [];
  for (let u = 0; u < graph.n; u++) {
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++)
      out.push(`${names[u]}>${names[graph.targets[p]]}:${graph.weights[p]}`);
  }
  return out.sort();
}

const posts = [
  post(0, 'Alice', 'RT @bob: hello'),
  post(1, 'alice', 'RT @BOB: hello again'),
  post(2, 'bob', '@alice thanks @carol'),
  post(3, 'carol', 'RT @dave: news'),
  post(4, 'bob', 'RT @bob: self promotion'),
];

describe('buildNetwork', () => {
  it('keeps the relations of each kind behind every edge, aligned with the graph', () => {
    const network = buildNetwork(
      [...posts, post(5, 'alice', 'RT @bob: again'), post(6, 'alice', '@bob reply'), post(7, 'alice', 'thanks @bob')],
      ['retweet', 'reply', 'mention'],
    );
    const { graph, names, edgeKinds } = network;
    const kinds: Record<string, ReturnType<typeof edgeKindCounts>> = {};
    for (let u = 0; u < graph.n; u++)
      for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
        const counts = edgeKindCounts(edgeKinds[p]);
        expect(counts.retweet + counts.reply + counts.mention).toBe(graph.weights[p]);
        kinds[`${names[u]}>${names[graph.targets[p]]}`] = counts;
      }
    expect(kinds['alice>bob']).toEqual({ retweet: 3, reply: 1, mention: 1 });
    expect(kinds['bob>carol']).toEqual({ retweet: 0, reply: 0, mention: 1 });
    expect(edgeKindCounts(131071 + 5 * 2 ** 17 + 7 * 2 ** 34)).toEqual({ retweet: 131071, reply: 5, mention: 7 });
  });

  it('builds the retweet graph by default, matching names case-insensitively and adding retweeted-only users', () => {
    const network = buildNetwork(posts, ['retweet']);
    expect(network.names).toEqual(['alice', 'bob', 'carol', 'dave']);
    expect(network.labels).toEqual(['Alice', 'bob', 'carol', 'dave']);
    expect(edgesOf(network)).toEqual(['alice>bob:2', 'carol>dave:1']);
    expect(Array.from(network.postAuthor)).toEqual([0, 0, 1, 2, 1]);
    expect(Array.from(network.postRetweetOf)).toEqual([1, 1, -1, 3, 1]);
    expect(network.relationCounts).toEqual({ retweet: 3, reply: 1, mention: 1 });
  });

  it('uses the selected relation kinds only, counting each kind separately', () => {
    expect(edgesOf(buildNetwork(posts, ['reply']))).toEqual(['bob>alice:1']);
    expect(edgesOf(buildNetwork(posts, ['mention']))).toEqual(['bob>carol:1']);
    expect(edgesOf(buildNetwork(posts, ['retweet', 'reply', 'mention']))).toEqual([
      'alice>bob:2',
      'bob>alice:1',
      'bob>carol:1',
      'carol>dave:1',
    ]);
  });

  it('adds no node for an unselected relation target and marks such retweets', () => {
    const network = buildNetwork(posts, ['reply']);
    expect(network.names).toEqual(['alice', 'bob', 'carol']);
    expect(Array.from(network.postRetweetOf)).toEqual([1, 1, -1, NOT_A_USER, 1]);
  });

  it('keeps the spelling of a mentioned-only user as written', () => {
    const network = buildNetwork([post(0, 'x', 'hi @ZedUser')], ['mention']);
    expect(network.labels).toEqual(['x', 'ZedUser']);
    expect(network.names).toEqual(['x', 'zeduser']);
  });
});
