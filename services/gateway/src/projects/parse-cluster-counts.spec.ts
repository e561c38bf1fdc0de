import { describe, expect, it } from '@jest/globals';
import { parseClusterCounts } from './parse-cluster-counts.js';

describe('parseClusterCounts', () => {
  it('reads a comma-joined list, sorted and without repeats', () => {
    expect(parseClusterCounts('10, 3,6,3')).toEqual([3, 6, 10]);
  });
  it('asks for at least one k when the list is empty', () => {
    expect(() => parseClusterCounts(' , ')).toThrow(expect.objectContaining({ code: 'labels.k_select_error' }));
  });
  it('refuses k outside 1..12 and non-numbers', () => {
    expect(() => parseClusterCounts('3,13')).toThrow(
      expect.objectContaining({ code: 'errors.invalid_k', params: { k: '13' } }),
    );
    expect(() => parseClusterCounts('x')).toThrow(expect.objectContaining({ code: 'errors.invalid_k' }));
    expect(() => parseClusterCounts('0')).toThrow(expect.objectContaining({ code: 'errors.invalid_k' }));
  });
});
