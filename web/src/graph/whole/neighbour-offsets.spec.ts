import { describe, expect, it } from '@jest/globals';
import { neighbourOffsets } from './neighbour-offsets';

describe('neighbourOffsets', () => {
  it('lists each user’s neighbours and relations, both ends of every pair, a self pair once', () => {
    // 0–1, 1–2, 0–2, 3–3
    const rows = neighbourOffsets(5, Uint32Array.from([0, 1, 1, 2, 0, 2, 3, 3]));
    const of = (u: number) => [...rows.other.subarray(rows.offsets[u], rows.offsets[u + 1])].sort();
    const relations = (u: number) => [...rows.relation.subarray(rows.offsets[u], rows.offsets[u + 1])].sort();
    expect(of(0)).toEqual([1, 2]);
    expect(of(1)).toEqual([0, 2]);
    expect(of(2)).toEqual([0, 1]);
    expect(of(3)).toEqual([3]);
    expect(of(4)).toEqual([]);
    expect(relations(2)).toEqual([1, 2]);
    expect(rows.offsets[5]).toBe(7);
  });
});
