import { describe, expect, it } from '@jest/globals';
import { neighbourIndex } from './neighbour-index';
import { initialSelection } from '../state/selection-reducer';
import { LOOK, viewPlan } from './view-plan';

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
const names = Object.fromEntries(Object.entries(LOOK).map(([name, look]) => [look, name]));
const looks = (ids: ReadonlyArray<{ id: string }>, l: Uint8Array) =>
  Object.fromEntries(ids.map((x, i) => [x.id, names[l[i]]]));

describe('viewPlan', () => {
  it('greys nothing without a selection or filter', () => {
    const plan = viewPlan(nodes, edges, neighbours, initialSelection, all);
    expect([...plan.nodes]).toEqual([0, 0, 0, 0]);
    expect([...plan.edges]).toEqual([0, 0, 0]);
    expect(plan.shown).toBe(4);
  });
  it('keeps a community and greys other nodes and the edges that leave it', () => {
    const plan = viewPlan(nodes, edges, neighbours, { ...initialSelection, communityId: 1 }, all);
    expect(looks(nodes, plan.nodes)).toEqual({ a: 'normal', b: 'normal', c: 'grey', d: 'grey' });
    expect(looks(edges, plan.edges)).toEqual({ e1: 'normal', e2: 'grey', e3: 'grey' });
  });
  it('keeps the emphasised users (bridges) and the edges between them, greying the rest; a selection goes first', () => {
    const bridges = new Set(['b', 'c']);
    const plan = viewPlan(nodes, edges, neighbours, initialSelection, all, bridges);
    expect(looks(nodes, plan.nodes)).toEqual({ a: 'grey', b: 'normal', c: 'normal', d: 'grey' });
    expect(looks(edges, plan.edges)).toEqual({ e1: 'grey', e2: 'normal', e3: 'grey' });
    expect([plan.shown, plan.kept]).toEqual([4, 2]);
    const selected = viewPlan(nodes, edges, neighbours, { ...initialSelection, communityId: 1 }, all, bridges);
    expect(looks(nodes, selected.nodes)).toEqual({ a: 'normal', b: 'normal', c: 'grey', d: 'grey' });
  });
  it('lights a user, its neighbours and its own edges', () => {
    const plan = viewPlan(nodes, edges, neighbours, { ...initialSelection, nodeId: 'b' }, all);
    expect(looks(nodes, plan.nodes)).toEqual({ a: 'normal', b: 'normal', c: 'normal', d: 'grey' });
    expect(looks(edges, plan.edges)).toEqual({ e1: 'lit', e2: 'lit', e3: 'grey' });
  });
  it('lights a clicked edge and its two ends only', () => {
    const plan = viewPlan(nodes, edges, neighbours, { ...initialSelection, edgeId: 'e2' }, all);
    expect(looks(nodes, plan.nodes)).toEqual({ a: 'grey', b: 'normal', c: 'normal', d: 'grey' });
    expect(looks(edges, plan.edges)).toEqual({ e1: 'grey', e2: 'lit', e3: 'grey' });
  });
  it('hides filtered users with their edges, whatever the selection', () => {
    const plan = viewPlan(nodes, edges, neighbours, { ...initialSelection, communityId: 2 }, (id) => id !== 'c');
    expect(looks(nodes, plan.nodes)).toEqual({ a: 'grey', b: 'grey', c: 'hidden', d: 'normal' });
    expect(looks(edges, plan.edges)).toEqual({ e1: 'grey', e2: 'hidden', e3: 'hidden' });
    expect(plan.shown).toBe(3);
  });
  it('hides an edge whose end is not among the users', () => {
    const plan = viewPlan(
      nodes,
      [...edges, { id: 'e4', source: 'a', target: 'zz' }],
      neighbours,
      initialSelection,
      all,
    );
    expect(plan.edges[3]).toBe(LOOK.hidden);
  });
});
