import { describe, expect, it } from '@jest/globals';
import { topN } from './top-n.js';

describe('topN', () => {
  it('equals sorting everything and keeping the first', () => {
    const items = Array.from({ length: 500 }, (_, i) => (i * 7919) % 1009);
    const byValue = (a: number, b: number) => b - a;
    for (const limit of [0, 1, 5, 50, 600])
      expect(topN(items, byValue, limit)).toEqual([...items].sort(byValue).slice(0, Math.max(0, limit)));
  });
});
