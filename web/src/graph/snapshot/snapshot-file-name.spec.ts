import { describe, it, expect } from '@jest/globals';
import { snapshotFileName } from './snapshot-file-name';

describe('snapshotFileName', () => {
  it('names the file after project, k and the Tokyo date', () => {
    expect(snapshotFileName('選挙 2024', 6, Date.UTC(2024, 0, 31, 15, 30))).toBe('選挙_2024_k6_20240201.png');
  });

  it('removes characters that file systems refuse', () => {
    expect(snapshotFileName('a/b:c*?', 3, Date.UTC(2024, 5, 1, 0, 0))).toBe('a_b_c_k3_20240601.png');
    expect(snapshotFileName('///', 3, Date.UTC(2024, 5, 1, 0, 0))).toBe('graph_k3_20240601.png');
  });
});
