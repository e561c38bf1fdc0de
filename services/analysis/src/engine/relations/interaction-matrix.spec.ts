import { describe, expect, it } from '@jest/globals';
import type { EdgeColumns } from '../types.js';
import { interactionMatrix } from './interaction-matrix.js';

/** Edges as [source, target, retweets, replies, mentions]; weight is their sum. */
function columns(n: number, rows: ReadonlyArray<readonly [number, number, number, number, number]>): EdgeColumns {
  return {
    names: Array.from({ length: n }, (_, u) => `u${u}`),
    sources: Int32Array.from(rows, (r) => r[0]),
    targets: Int32Array.from(rows, (r) => r[1]),
    weights: Float64Array.from(rows, (r) => r[2] + r[3] + r[4]),
    retweets: Int32Array.from(rows, (r) => r[2]),
    replies: Int32Array.from(rows, (r) => r[3]),
    mentions: Int32Array.from(rows, (r) => r[4]),
  };
}

describe('interactionMatrix', () => {
  // Users 0,1 in community 1; 2,3 in community 2; 4 in community 3 (it only receives).
  const assignment = Int32Array.of(0, 0, 1, 1, 2);
  const edges = columns(5, [
    [0, 1, 3, 0, 0], // inside 1
    [0, 2, 1, 1, 0], // 1 → 2
    [2, 3, 0, 0, 2], // inside 2
    [3, 0, 2, 0, 0], // 2 → 1
    [1, 4, 0, 0, 1], // 1 → 3
  ]);
  const m = interactionMatrix(edges, assignment, 3);

  it('counts each ordered pair of communities by kind, the author’s community first', () => {
    expect(m.retweets).toEqual([
      [3, 1, 0],
      [2, 0, 0],
      [0, 0, 0],
    ]);
    expect(m.replies[0][1]).toBe(1);
    expect(m.mentions).toEqual([
      [0, 0, 1],
      [0, 2, 0],
      [0, 0, 0],
    ]);
    expect(m.total).toEqual([
      [3, 2, 1],
      [2, 2, 0],
      [0, 0, 0],
    ]);
  });

  it('gives the share of each community’s interactions that stay inside, null when it has none', () => {
    expect(m.inside_share[0]).toBeCloseTo(0.5);
    expect(m.inside_share[1]).toBeCloseTo(0.5);
    expect(m.inside_share[2]).toBeNull();
  });

  it('keeps everything inside one community when k is 1', () => {
    const one = interactionMatrix(edges, new Int32Array(5), 1);
    expect(one.total).toEqual([[10]]);
    expect(one.inside_share).toEqual([1]);
  });

  it('answers zeros for a run without interactions', () => {
    const empty = interactionMatrix(columns(3, []), Int32Array.of(0, 1, 1), 2);
    expect(empty.total).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(empty.inside_share).toEqual([null, null]);
  });
});
