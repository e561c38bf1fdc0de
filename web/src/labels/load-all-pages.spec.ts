import { describe, expect, it } from '@jest/globals';
import { loadAllPages } from './load-all-pages';

describe('loadAllPages', () => {
  const names = Array.from({ length: 1203 }, (_, i) => `u${i}`);
  const page = async (p: number, size: number) => ({
    names: names.slice(p * size, (p + 1) * size),
    total: names.length,
  });

  it('reads page after page to the total', async () => {
    expect(await loadAllPages(page, 20_000)).toEqual(names);
  });

  it('stops at the cap', async () => {
    expect(await loadAllPages(page, 700)).toEqual(names.slice(0, 700));
  });
});
