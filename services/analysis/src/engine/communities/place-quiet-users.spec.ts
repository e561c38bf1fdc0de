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
    expect(placeQuietUsers({ graph, assignment: a, k: 2, textSimilarity: noText, textWeight: 3 }).moved).toBe(0);
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
    expect(placeQuietUsers({ graph, assignment: a, k: 2, textSimilarity: text, textWeight: 3 }).moved).toBe(1);
    expect(a[8]).toBe(1);
    expect(Array.from(a.slice(0, 8))).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
  });

  it("never moves a community's last member away: k communities keep users", () => {
    // Community 2 is user 8 alone; its writing is community 1's through and through.
    const a = Int32Array.from([0, 0, 0, 0, 1, 1, 1, 1, 2]);
    const text = (users: readonly number[], _a: Int32Array, k: number) => {
      const out = new Float64Array(users.length * k);
      users.forEach((u, i) => (out[i * k + 1] = u === 8 ? 1 : 0));
      return out;
    };
    expect(placeQuietUsers({ graph, assignment: a, k: 3, textSimilarity: text, textWeight: 3 }).moved).toBe(0);
    expect(a[8]).toBe(2);
  });

  it('lets text decide for a user with one partner, not for a user with many', () => {
    // User 3 (three clique partners and user 8) writes like community 1: three votes against 3.
    const a = assignment();
    const text = (users: readonly number[], _a: Int32Array, k: number) => {
      const out = new Float64Array(users.length * k);
      users.forEach((u, i) => (out[i * k + (u === 3 || u === 8 ? 1 : 0)] = 0.5));
      return out;
    };
    placeQuietUsers({ graph, assignment: a, k: 2, textSimilarity: text, textWeight: 3 });
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
    placeQuietUsers({ graph: g, assignment: a, k: 2, textSimilarity: text, maxPartners: 1, textWeight: 3 });
    expect(a[9]).toBe(1);
  });

  describe('with the text weight measured from the file', () => {
    // 40 users in two groups of 20 (two 20-cliques joined by one tie), and user 40, who
    // retweeted one user of each group: a tie only text can break.
    const left = Array.from({ length: 20 }, (_, i) => i);
    const right = Array.from({ length: 20 }, (_, i) => i + 20);
    const g = undirectedGraph(41, [...clique(left), ...clique(right), [0, 20], [40, 5], [40, 25]]);
    const start = () => Int32Array.from({ length: 41 }, (_, u) => (u >= 20 && u < 40 ? 1 : 0));
    // Writing that leans to `side` for every user (0.7 against 0.3).
    const leaning = (side: (u: number) => number) => (users: readonly number[], _a: Int32Array, k: number) => {
      const out = new Float64Array(users.length * k);
      users.forEach((u, i) => {
        out[i * k + side(u)] = 0.7;
        out[i * k + 1 - side(u)] = 0.3;
      });
      return out;
    };

    it('lets text that agrees with the interactions break the tie', () => {
      const a = start();
      // Everyone writes like their group; user 40 writes like the right one.
      const placement = placeQuietUsers({
        graph: g,
        assignment: a,
        k: 2,
        textSimilarity: leaning((u) => (u === 40 ? 1 : a[u])),
      });
      expect(placement.agreement?.busy.trust).toBeGreaterThan(0.5);
      expect(placement.textWeight.busy).toBe(3);
      expect(a[40]).toBe(1);
      expect(Array.from(a.slice(0, 40))).toEqual(Array.from(start().slice(0, 40)));
    });

    it('moves nobody when text agrees with the interactions no better than chance', () => {
      const a = start();
      // Writing unrelated to the groups: every third user leans right, the rest left.
      const placement = placeQuietUsers({
        graph: g,
        assignment: a,
        k: 2,
        textSimilarity: leaning((u) => (u % 3 === 0 ? 1 : 0)),
      });
      expect(placement.agreement?.busy.trust).toBe(0);
      expect(placement.moved).toBe(0);
      expect(Array.from(a)).toEqual(Array.from(start()));
    });
  });
});
