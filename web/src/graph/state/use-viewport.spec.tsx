import { describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useViewport } from './use-viewport';

describe('useViewport', () => {
  it("follows the window's size as it is resized", () => {
    const { result, unmount } = renderHook(() => useViewport());
    expect(result.current).toEqual({ width: window.innerWidth, height: window.innerHeight });
    act(() => {
      window.innerWidth = 800;
      window.innerHeight = 600;
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toEqual({ width: 800, height: 600 });
    unmount();
  });
});
