import { describe, expect, it } from '@jest/globals';
import { buildCsr, strengths, toUndirected } from './csr-graph.js';

const rows = (g: ReturnType<typeof buildCsr>): string[][] =>
  Array.from({ length: g.n }, (_, u) => {
    const out: string[] = [];
    for (let p = g.offsets[u]; p < g.offsets[u + 1]; p++) out.push(`${g.targets[p]}:${g.weights[p]}`);
    return out;
  });

describe('buildCsr', () => {
  it('sums repeated edges, keeping targets in order of first appearance', () => {
    const g = buildCsr(
      3,
      Int32Array.of(0, 0, 2, 0, 2),
      Int32Array.of(2, 1, 0, 2, 0),
      Float64Array.of(1, 1, 1, 2, 5),
      5,
    );
    expect(rows(g)).toEqual([['2:3', '1:1'], [], ['0:6']]);
  });
});

describe('toUndirected', () => {
  it('adds both directions into one weight stored in both rows, and drops self-loops', () => {
    const directed = buildCsr(3, Int32Array.of(0, 1, 1, 2), Int32Array.of(1, 0, 1, 1), Float64Array.of(2, 3, 7, 1), 4);
    const g = toUndirected(directed);
    expect(rows(g)).toEqual([['1:5'], ['0:5', '2:1'], ['1:1']]);
    expect(Array.from(strengths(g))).toEqual([5, 6, 1]);
  });
});
