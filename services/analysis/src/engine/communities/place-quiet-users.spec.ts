import { describe, expect, it } from '@jest/globals';
import { clique, undirectedGraph } from '../test-support/undirected-graph.js';
import { placeQuietUsers } from './place-quiet-users.js';

// Two 4-cliques (0..3 in community 0, 4..7 in community 1); user 8 retweeted user 3 once.
const graph = undirectedGraph(9, [...clique([0, 1, 2, 3]), ...clique([4, 5, 6, 7]), [8, 3]]);
const assignment = () => Int32Array.from([0, 0, 0, 0, 1, 1, 1, 1, 0]);
const noText = (users: readonly number[], _a: Int32Array, k: number) => new Float64Array(users.length * k);

describe('placeQuietUsers', () => {
  it('leaves users without text where the graph put them', () => {
    const a = assignment();
    expect(placeQuietUsers({ graph, assignment: a, k: 2, textSimilarity: noText })).toBe(0);
    expect(Array.from(a)).toEqual(Array.from(assignment()));
  });

  it('moves a one-retweet user whose own writing clearly belongs to the other community', () => {
    const a = assignment();
    const text = (users: readonly number[], _a: Int32Array, k: number) => {
      const out = new Float64Array(users.length * k);
      users.forEach((u, i) => {
        if (u === 8) out[i * k + 1] = 0.6;
      });
      return out;
    };
    expect(placeQuietUsers({ graph, assignment: a, k: 2, textSimilarity: text })).toBe(1);
    expect(a[8]).toBe(1);
    expect(Array.from(a.slice(0, 8))).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
  });

  it('lets text decide for a user with one partner, not for a user with many', () => {
    // User 3 (three clique partners and user 8) writes like community 1: three votes against 3.
    const a = assignment();
    const text = (users: readonly number[], _a: Int32Array, k: number) => {
      const out = new Float64Array(users.length * k);
      users.forEach((u, i) => (out[i * k + (u === 3 || u === 8 ? 1 : 0)] = 0.5));
      return out;
    };
    placeQuietUsers({ graph, assignment: a, k: 2, textSimilarity: text });
    expect(a[3]).toBe(0);
    expect(a[8]).toBe(1);
  });

  it('reads a partner by its own interactions: a partner tied mostly to the other side counts for it', () => {
    // User 9 retweeted user 8 only; 8 sits in community 0 but its other ties go to community 1.
    const g = undirectedGraph(10, [...clique([0, 1, 2, 3]), ...clique([4, 5, 6, 7]), [8, 4], [8, 5], [9, 8]]);
    const a = Int32Array.from([0, 0, 0, 0, 1, 1, 1, 1, 0, 0]);
    // User 9's text leans a little to community 0 (under a vote): the partner's side wins.
    const text = (users: readonly number[], _a: Int32Array, k: number) => {
      const out = new Float64Array(users.length * k);
      users.forEach((u, i) => {
        out[i * k] = u === 9 ? 0.6 : 0.5;
        out[i * k + 1] = u === 9 ? 0.4 : 0.5;
      });
      return out;
    };
    placeQuietUsers({ graph: g, assignment: a, k: 2, textSimilarity: text, maxPartners: 1 });
    expect(a[9]).toBe(1);
  });
});
