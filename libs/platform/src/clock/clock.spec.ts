import { describe, expect, it } from '@jest/globals';
import { SystemClock, TestClock } from './index.js';

describe('Clock', () => {
  it('the system clock follows the machine', () => {
    const before = Date.now();
    const now = new SystemClock().now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('the test clock stands still until set or advanced, and gives the same instant in each form', () => {
    const clock = new TestClock('2026-01-02T03:04:05.000Z');
    expect(clock.now()).toBe(Date.parse('2026-01-02T03:04:05.000Z'));
    clock.advance(25 * 3600 * 1000);
    expect(clock.iso()).toBe('2026-01-03T04:04:05.000Z');
    expect(clock.date().getTime()).toBe(clock.now());
    expect(clock.set(0).iso()).toBe('1970-01-01T00:00:00.000Z');
  });
});
