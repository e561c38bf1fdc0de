import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { TimeWindowAction } from './time-window';
import { PLAY_TICK_MS, usePlayback } from './use-playback';

describe('usePlayback', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('moves the window by the chosen minutes at each tick while playing, and stops when paused', () => {
    const actions: TimeWindowAction[] = [];
    const dispatch = (a: TimeWindowAction) => actions.push(a);
    const { rerender } = renderHook(({ playing, speed }) => usePlayback(playing, speed, dispatch), {
      initialProps: { playing: true, speed: 15 },
    });
    act(() => jest.advanceTimersByTime(PLAY_TICK_MS * 2));
    expect(actions).toEqual([
      { type: 'tick', by: 15 * 60_000 },
      { type: 'tick', by: 15 * 60_000 },
    ]);
    rerender({ playing: true, speed: 60 });
    act(() => jest.advanceTimersByTime(PLAY_TICK_MS));
    expect(actions[2]).toEqual({ type: 'tick', by: 60 * 60_000 });
    rerender({ playing: false, speed: 60 });
    act(() => jest.advanceTimersByTime(PLAY_TICK_MS * 5));
    expect(actions).toHaveLength(3);
  });
});
