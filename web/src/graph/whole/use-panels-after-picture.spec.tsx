import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { PANELS_WAIT_MS, usePanelsAfterPicture } from './use-panels-after-picture';

describe('usePanelsAfterPicture', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('holds the panels until the first frame, then keeps them for the rest of the visit', () => {
    const { result, rerender } = renderHook(({ waiting }) => usePanelsAfterPicture(waiting), {
      initialProps: { waiting: true },
    });
    expect(result.current.held).toBe(true);
    act(() => result.current.pictureDrawn());
    expect(result.current.held).toBe(false);
    // Another run's graph on the way: the panels stay.
    rerender({ waiting: true });
    expect(result.current.held).toBe(false);
  });

  it('holds nothing without the WebGL view, and no longer than PANELS_WAIT_MS for a picture that never comes', () => {
    expect(renderHook(() => usePanelsAfterPicture(false)).result.current.held).toBe(false);
    const { result } = renderHook(() => usePanelsAfterPicture(true));
    act(() => void jest.advanceTimersByTime(PANELS_WAIT_MS - 1));
    expect(result.current.held).toBe(true);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current.held).toBe(false);
  });
});
