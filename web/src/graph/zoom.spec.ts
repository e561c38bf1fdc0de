import { describe, it, expect } from '@jest/globals';
import { nextZoom, ZOOM_MAX, ZOOM_MIN } from './zoom';

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
