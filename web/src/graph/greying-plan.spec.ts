import { describe, it, expect } from '@jest/globals';
import { greyingPlan } from './greying-plan';
import { neighbourIndex } from './neighbour-index';

const nodes = [
  { id: 'a', cluster_id: 1 },
  { id: 'b', cluster_id: 1 },
  { id: 'c', cluster_id: 2 },
  { id: 'd', cluster_id: 2 },
];
const neighbours = neighbourIndex([
  { source: 'a', target: 'c' },
  { source: 'd', target: 'a' },
]);

describe('neighbourIndex', () => {
  it('links both ends of every edge', () => {
    expect([...(neighbours.get('a') ?? [])].sort()).toEqual(['c', 'd']);
    expect([...(neighbours.get('c') ?? [])]).toEqual(['a']);
    expect(neighbours.has('b')).toBe(false);
  });
});

describe('greyingPlan', () => {
  it('greys every node outside the selected community', () => {
    const plan = greyingPlan(nodes, neighbours, { communityId: 1, nodeId: null }, new Set());
    expect([...plan.greyed].sort()).toEqual(['c', 'd']);
    expect(plan.toGrey).toEqual(['c', 'd']);
    expect(plan.toRestore).toEqual([]);
  });

  it('keeps a selected user and its neighbours in either edge direction', () => {
    const plan = greyingPlan(nodes, neighbours, { communityId: null, nodeId: 'a' }, new Set());
    expect([...plan.greyed]).toEqual(['b']);
  });

  it('updates only the nodes whose look changes between selections', () => {
    const plan = greyingPlan(nodes, neighbours, { communityId: 2, nodeId: null }, new Set(['c', 'd']));
    expect(plan.toGrey).toEqual(['a', 'b']);
    expect(plan.toRestore).toEqual(['c', 'd']);
    const again = greyingPlan(nodes, neighbours, { communityId: 2, nodeId: null }, plan.greyed);
    expect(again.toGrey).toEqual([]);
    expect(again.toRestore).toEqual([]);
  });

  it('restores everything when the selection is cleared', () => {
    const plan = greyingPlan(nodes, neighbours, { communityId: null, nodeId: null }, new Set(['a', 'c']));
    expect(plan.greyed.size).toBe(0);
    expect(plan.toRestore).toEqual(['a', 'c']);
  });

  it('a user without edges keeps only itself', () => {
    const plan = greyingPlan(nodes, neighbours, { communityId: null, nodeId: 'b' }, new Set());
    expect([...plan.greyed].sort()).toEqual(['a', 'c', 'd']);
  });
});
