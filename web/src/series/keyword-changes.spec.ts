import { describe, expect, it } from '@jest/globals';
import { keywordChanges } from './keyword-changes';

const kw = (pairs: Array<[string, number]>) => pairs.map(([keyword, count]) => ({ keyword, count }));

describe('keywordChanges', () => {
  it('names the keywords that came and went, largest change first', () => {
    const before = kw([
      ['ramen', 50],
      ['broth', 30],
      ['noodles', 20],
    ]);
    const after = kw([
      ['ramen', 50],
      ['udon', 30],
      ['noodles', 20],
    ]);
    const { rose, fell } = keywordChanges(before, after);
    expect(rose).toEqual([{ keyword: 'udon', before: 0, after: 0.3 }]);
    expect(fell).toEqual([{ keyword: 'broth', before: 0.3, after: 0 }]);
  });

  it('compares shares, not counts: a larger run does not make every keyword rise', () => {
    const before = kw([
      ['vote', 10],
      ['policy', 10],
    ]);
    const after = kw([
      ['vote', 300],
      ['policy', 100],
    ]);
    const { rose, fell } = keywordChanges(before, after);
    expect(rose.map((c) => c.keyword)).toEqual(['vote']);
    expect(rose[0].after).toBeCloseTo(0.75);
    expect(fell.map((c) => c.keyword)).toEqual(['policy']);
    expect(fell[0].before).toBeCloseTo(0.5);
  });

  it('says nothing changed when the shares are the same, and keeps to the limit (ties by keyword)', () => {
    expect(keywordChanges(kw([['a', 1]]), kw([['a', 7]]))).toEqual({ rose: [], fell: [] });
    const after = kw([
      ['d', 1],
      ['c', 1],
      ['b', 1],
      ['a', 1],
    ]);
    expect(keywordChanges([], after, 2).rose.map((c) => c.keyword)).toEqual(['a', 'b']);
    expect(keywordChanges(after, [], 3).fell.map((c) => c.keyword)).toEqual(['a', 'b', 'c']);
  });

  it('takes communities without keywords (or zero counts) as having none', () => {
    expect(keywordChanges([], [])).toEqual({ rose: [], fell: [] });
    expect(keywordChanges(kw([['x', 0]]), kw([['x', 0]]))).toEqual({ rose: [], fell: [] });
  });
});
