import { describe, it, expect } from '@jest/globals';
import { nextZoom, wheelZoom, ZOOM_MAX, ZOOM_MIN } from './zoom';

describe('nextZoom', () => {
  it('steps by 0.0625 in either direction', () => {
    expect(nextZoom(1, 1)).toBe(1.0625);
    expect(nextZoom(1, -1)).toBe(0.9375);
  });

  it('stays within 0.0625 and 2', () => {
    expect(nextZoom(ZOOM_MAX, 1)).toBe(2);
    expect(nextZoom(1.99, 1)).toBe(2);
    expect(nextZoom(ZOOM_MIN, -1)).toBe(0.0625);
    expect(nextZoom(0.1, -1)).toBe(0.0625);
  });

  it('never moves a view that is outside the range the opposite way', () => {
    expect(nextZoom(0.02, -1)).toBe(0.02);
    expect(nextZoom(0.02, 1)).toBeCloseTo(0.0825, 10);
    expect(nextZoom(3, 1)).toBe(3);
    expect(nextZoom(3, -1)).toBe(2.9375);
  });
});

describe('wheelZoom', () => {
  it('zooms in when the wheel turns up and out when it turns down', () => {
    expect(wheelZoom(1, -100)).toBeCloseTo(1.15, 10);
    expect(wheelZoom(1, 100)).toBeCloseTo(1 / 1.15, 10);
  });

  it('stays within the range, and leaves a view outside it where it is in that direction', () => {
    expect(wheelZoom(1.9, -500)).toBe(ZOOM_MAX);
    expect(wheelZoom(0.07, 500)).toBe(ZOOM_MIN);
    expect(wheelZoom(0.02, 100)).toBe(0.02);
    expect(wheelZoom(0.02, -100)).toBeCloseTo(0.023, 10);
  });
});
