import { describe, expect, it } from '@jest/globals';
import { activeInWindow, initialTimeWindow, timeWindowReducer, type TimeWindowAction } from './time-window';

const M = 60_000;
const run = (...actions: TimeWindowAction[]) => actions.reduce(timeWindowReducer, initialTimeWindow);
const ranged = { type: 'range', min: 10 * M + 5, max: 70 * M - 5 } as const;

describe('timeWindowReducer', () => {
  it('snaps the range to whole minutes and starts with no window', () => {
    expect(run(ranged)).toMatchObject({ min: 10 * M, max: 70 * M, window: null });
  });
  it('moves the window only between drag start and drag end, in whole minutes', () => {
    expect(run(ranged, { type: 'drag', start: 20 * M, end: 30 * M }).window).toBeNull();
    const dragged = run(ranged, { type: 'dragStart' }, { type: 'drag', start: 20 * M + 1, end: 30 * M - 1 });
    expect(dragged.window).toEqual({ start: 20 * M, end: 30 * M });
    const ended = timeWindowReducer(dragged, { type: 'dragEnd' });
    expect(timeWindowReducer(ended, { type: 'drag', start: 0, end: M }).window).toEqual({ start: 20 * M, end: 30 * M });
  });
  it('clamps typed windows into the range, orders the ends, and calls the whole range no window', () => {
    expect(run(ranged, { type: 'set', start: 0, end: 15 * M }).window).toEqual({ start: 10 * M, end: 15 * M });
    expect(run(ranged, { type: 'set', start: 40 * M, end: 30 * M }).window).toEqual({ start: 30 * M, end: 40 * M });
    expect(run(ranged, { type: 'set', start: 0, end: 999 * M }).window).toBeNull();
    expect(run(ranged, { type: 'set', start: 20 * M, end: 30 * M }, { type: 'reset' }).window).toBeNull();
  });
  it('plays a fixed-width window to the end, then stops', () => {
    let s = run(ranged, { type: 'set', start: 10 * M, end: 20 * M }, { type: 'play' });
    expect(s.playing).toBe(true);
    s = timeWindowReducer(s, { type: 'tick', by: 15 * M });
    expect(s.window).toEqual({ start: 25 * M, end: 35 * M });
    for (let i = 0; i < 10; i++) s = timeWindowReducer(s, { type: 'tick', by: 15 * M });
    expect(s.window).toEqual({ start: 60 * M, end: 70 * M });
    expect(s.playing).toBe(false);
    // Play again from the end: it starts over at the beginning with the same width.
    expect(timeWindowReducer(s, { type: 'play' }).window).toEqual({ start: 10 * M, end: 20 * M });
  });
  it('plays a tenth of the range when there is no window, and a drag pauses it', () => {
    const s = run(ranged, { type: 'play' });
    expect(s.window).toEqual({ start: 10 * M, end: 16 * M });
    expect(timeWindowReducer(s, { type: 'dragStart' }).playing).toBe(false);
    expect(timeWindowReducer(s, { type: 'pause' }).playing).toBe(false);
  });
  it('takes the follow toggle from a link, and keeps it when the link does not say', () => {
    expect(run({ type: 'range', min: 0, max: 60 * M, follow: true }).panelsFollow).toBe(true);
    expect(run({ type: 'follow', on: true }, { type: 'range', min: 0, max: 60 * M, follow: false }).panelsFollow).toBe(
      false,
    );
  });

  it('keeps the follow toggle across a new range', () => {
    expect(run({ type: 'follow', on: true }, ranged).panelsFollow).toBe(true);
  });
  it('restores a window from a link', () => {
    expect(run({ ...ranged, window: { start: 20 * M, end: 25 * M } }).window).toEqual({ start: 20 * M, end: 25 * M });
  });
});

describe('activeInWindow', () => {
  it('keeps users whose activity overlaps the window', () => {
    const w = { start: 100, end: 200 };
    expect(activeInWindow(50, 100, w)).toBe(true);
    expect(activeInWindow(200, 300, w)).toBe(true);
    expect(activeInWindow(0, 99, w)).toBe(false);
    expect(activeInWindow(null, null, w)).toBe(false);
    expect(activeInWindow(null, null, null)).toBe(true);
  });
});
