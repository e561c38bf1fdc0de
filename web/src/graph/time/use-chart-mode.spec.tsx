import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { CHART_MODE_KEY, useChartMode } from './use-chart-mode';

describe('useChartMode', () => {
  beforeEach(() => localStorage.clear());

  it('starts stacked, and a choice is kept for the next visit', () => {
    const first = renderHook(() => useChartMode());
    expect(first.result.current[0]).toBe('stacked');
    act(() => first.result.current[1]('lines'));
    expect(first.result.current[0]).toBe('lines');
    expect(localStorage.getItem(CHART_MODE_KEY)).toBe('lines');
    first.unmount();
    expect(renderHook(() => useChartMode()).result.current[0]).toBe('lines');
  });
});
