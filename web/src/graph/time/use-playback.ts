import { useEffect, type Dispatch } from 'react';
import type { TimeWindowAction } from './time-window';

/** How often the play button moves the window. */
export const PLAY_TICK_MS = 700;

/** Play: while `playing`, the window moves on by `minutesPerTick` at each tick. */
export function usePlayback(playing: boolean, minutesPerTick: number, dispatch: Dispatch<TimeWindowAction>): void {
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => dispatch({ type: 'tick', by: minutesPerTick * 60_000 }), PLAY_TICK_MS);
    return () => clearInterval(timer);
  }, [playing, minutesPerTick, dispatch]);
}
