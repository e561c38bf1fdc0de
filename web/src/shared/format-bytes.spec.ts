import { describe, expect, it } from '@jest/globals';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('reads in powers of 1000, as the 150 MB limit is written', () => {
    expect(formatBytes(950)).toBe('950 B');
    expect(formatBytes(12_345)).toBe('12.3 kB');
    expect(formatBytes(148_200_000)).toBe('148.2 MB');
    expect(formatBytes(2_500_000_000)).toBe('2.5 GB');
  });
});
