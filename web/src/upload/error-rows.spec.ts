import { describe, it, expect } from '@jest/globals';
import { summarizeErrorRows } from './error-rows';

describe('summarizeErrorRows', () => {
  it('shows zero-based server indexes one-based', () => {
    expect(summarizeErrorRows([0, 4, 9])).toEqual({ listed: [1, 5, 10], more: false });
  });

  it('lists exactly ten without the many-rows flag', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i * 2);
    expect(summarizeErrorRows(ten)).toEqual({ listed: [1, 3, 5, 7, 9, 11, 13, 15, 17, 19], more: false });
  });

  it('cuts at ten and flags more from the eleventh row on', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => i);
    expect(summarizeErrorRows(eleven)).toEqual({ listed: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], more: true });
  });

  it('is empty for a clean file', () => {
    expect(summarizeErrorRows([])).toEqual({ listed: [], more: false });
  });
});
