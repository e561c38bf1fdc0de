import { describe, expect, it } from '@jest/globals';
import { neighbourIndex } from './neighbour-index';
import { initialSelection } from './selection-reducer';
import { viewPlan } from './view-plan';

const nodes = [
  { id: 'a', cluster_id: 1 },
  { id: 'b', cluster_id: 1 },
  { id: 'c', cluster_id: 2 },
  { id: 'd', cluster_id: 2 },
];
const edges = [
  { id: 'e1', source: 'a', target: 'b' },
  { id: 'e2', source: 'b', target: 'c' },
  { id: 'e3', source: 'c', target: 'd' },
];
const neighbours = neighbourIndex(edges);
const all = () => true;
const looks = (m: Map<string, string>) => Object.fromEntries(m);

describe('viewPlan', () => {
  it('greys nothing without a selection or filter, and changes nothing from a fresh canvas', () => {
    const plan = viewPlan(nodes, edges, neighbours, initialSelection, all, null);
    expect(plan.nodeChanges).toEqual([]);
    expect(plan.edgeChanges).toEqual([]);
  });
  it('keeps a community and greys other nodes and the edges that leave it', () => {
    const plan = viewPlan(nodes, edges, neighbours, { ...initialSelection, communityId: 1 }, all, null);
    expect(looks(plan.nodes)).toEqual({ a: 'normal', b: 'normal', c: 'grey', d: 'grey' });
    expect(looks(plan.edges)).toEqual({ e1: 'normal', e2: 'grey', e3: 'grey' });
  });
  it('lights a user, its neighbours and its own edges', () => {
    const plan = viewPlan(nodes, edges, neighbours, { ...initialSelection, nodeId: 'b' }, all, null);
    expect(looks(plan.nodes)).toEqual({ a: 'normal', b: 'normal', c: 'normal', d: 'grey' });
    expect(looks(plan.edges)).toEqual({ e1: 'lit', e2: 'lit', e3: 'grey' });
  });
  it('lights a clicked edge and its two ends only', () => {
    const plan = viewPlan(nodes, edges, neighbours, { ...initialSelection, edgeId: 'e2' }, all, null);
    expect(looks(plan.nodes)).toEqual({ a: 'grey', b: 'normal', c: 'normal', d: 'grey' });
    expect(looks(plan.edges)).toEqual({ e1: 'grey', e2: 'lit', e3: 'grey' });
  });
  it('hides filtered users with their edges, whatever the selection', () => {
    const plan = viewPlan(nodes, edges, neighbours, { ...initialSelection, communityId: 2 }, (id) => id !== 'c', null);
    expect(looks(plan.nodes)).toEqual({ a: 'grey', b: 'grey', c: 'hidden', d: 'normal' });
    expect(looks(plan.edges)).toEqual({ e1: 'grey', e2: 'hidden', e3: 'hidden' });
  });
  it('lists only what changes since the current look', () => {
    const first = viewPlan(nodes, edges, neighbours, { ...initialSelection, communityId: 1 }, all, null);
    const second = viewPlan(nodes, edges, neighbours, { ...initialSelection, communityId: 2 }, all, first);
    expect(second.nodeChanges.sort()).toEqual([
      ['a', 'grey'],
      ['b', 'grey'],
      ['c', 'normal'],
      ['d', 'normal'],
    ]);
    expect(second.edgeChanges).toEqual([
      ['e1', 'grey'],
      ['e3', 'normal'],
    ]);
    const cleared = viewPlan(nodes, edges, neighbours, initialSelection, all, second);
    expect(cleared.nodeChanges.map(([id]) => id).sort()).toEqual(['a', 'b']);
  });
});
