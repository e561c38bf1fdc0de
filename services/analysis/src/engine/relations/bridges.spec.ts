import { describe, expect, it } from '@jest/globals';
import { membershipScores } from '../membership/membership-scores.js';
import { undirectedGraph } from '../test-support/undirected-graph.js';
import { communityBridges } from './bridges.js';

describe('communityBridges', () => {
  // Community 1: 0,1,2; community 2: 3,4; community 3: 5. User 6 has no interactions.
  const assignment = Int32Array.of(0, 0, 0, 1, 1, 2, 1);
  const graph = undirectedGraph(7, [
    [0, 1, 4],
    [1, 2, 4],
    [2, 0, 4],
    [3, 4, 5],
    [0, 3, 2], // 0 reaches community 2 a little
    [2, 3, 4], // 2 reaches community 2 more
    [2, 5, 4], // and community 3
  ]);
  const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  const membership = membershipScores(graph, assignment, 3);
  const lists = communityBridges(graph, membership, assignment, names, 3, 10);

  it('ranks a community’s members by the interaction weight that crosses to other communities', () => {
    expect(lists[0].map((b) => b.node_id)).toEqual(['c', 'a']);
    const c = lists[0][0];
    expect(c.volume).toBe(16);
    expect(c.outside_share).toBeCloseTo(0.5);
    expect(c.score).toBeCloseTo(8);
    expect(c.reaches).toEqual([
      [2, 0.25],
      [3, 0.25],
    ]);
  });

  it('uses the membership scores node detail shows (the share outside is one minus the share inside)', () => {
    const a = lists[0][1];
    expect(a.outside_share).toBeCloseTo(2 / 10);
    expect(a.reaches).toEqual([[2, 0.2]]);
  });

  it('leaves out users who stay inside and users without interactions', () => {
    expect(lists[0].some((b) => b.node_id === 'b')).toBe(false);
    expect(lists[1].map((b) => b.node_id)).toEqual(['d']);
    expect(lists[2].map((b) => b.node_id)).toEqual(['f']);
  });

  it('keeps at most the limit per community', () => {
    expect(communityBridges(graph, membership, assignment, names, 3, 1)[0]).toHaveLength(1);
  });

  it('has no bridges when there is one community', () => {
    const one = new Int32Array(7);
    expect(communityBridges(graph, membershipScores(graph, one, 1), one, names, 1, 10)).toEqual([[]]);
  });
});
