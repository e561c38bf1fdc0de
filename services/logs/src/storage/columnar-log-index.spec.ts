import { describe, expect, it } from '@jest/globals';
import { ColumnarLogIndex } from './columnar-log-index.js';

type F = 'name';

/** Every strategy (narrow range sorted apart, wide range read off the order, time slice) gives what a plain sort gives. */
describe('ColumnarLogIndex', () => {
  const n = 2000;
  const index = new ColumnarLogIndex<F>(['name'], 16);
  const entries: Array<{ i: number; type: number; at: number; name: string }> = [];
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let k = 0; k < n; k++) {
    const e = {
      i: k,
      type: Math.floor(rnd() * 3),
      at: Math.floor(rnd() * 100_000),
      name: `n${Math.floor(rnd() * 50)}`,
    };
    entries.push(e);
    index.add(e.type, e.at, 0, k, { name: e.name });
  }
  const expected = (from: number, to: number, type: number | undefined, key: 'name' | 'at', asc: boolean) => {
    const sorted = entries
      .filter((e) => e.at >= from && e.at <= to && (type === undefined || e.type === type))
      .sort((a, b) =>
        key === 'at'
          ? a.at - b.at || a.i - b.i
          : (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.at - b.at || a.i - b.i,
      )
      .map((e) => e.i);
    return asc ? sorted : sorted.reverse();
  };

  for (const [from, to] of [
    [1000, 3000],
    [0, 100_000],
    [-Infinity, Infinity],
    [50_000, 50_000],
  ])
    for (const key of ['name', 'at'] as const)
      for (const asc of [true, false])
        for (const type of [undefined, 1])
          it(`matches a plain sort: ${from}..${to}, ${key}, ${asc ? 'asc' : 'desc'}, type ${type}`, () => {
            const want = expected(from, to, type, key, asc);
            const got = index.page({ from, to, type, sortBy: key, ascending: asc }, 3, 40);
            expect(got.total).toBe(want.length);
            expect(got.indexes).toEqual(want.slice(3, 43));
          });
});
