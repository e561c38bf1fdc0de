import { describe, expect, it } from '@jest/globals';
import { busyMs, threadCpuMs } from './thread-cpu-time.js';

describe('busyMs', () => {
  const linux = threadCpuMs() !== null;

  it('counts the time this thread computes', async () => {
    const busy = await busyMs(async () => {
      const until = Date.now() + 300;
      while (Date.now() < until);
    });
    // Up to 300 ms less when another process takes the core; never more than the wall time.
    expect(busy).toBeGreaterThan(linux ? 50 : 250);
    expect(busy).toBeLessThan(400);
  });

  it('does not count the time this thread waits', async () => {
    const busy = await busyMs(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(busy).toBeLessThan(100);
  });

  (linux ? it : it.skip)('reads its CPU time from /proc in 10 ms steps', () => {
    const first = threadCpuMs()!;
    const until = Date.now() + 200;
    while (Date.now() < until);
    const second = threadCpuMs()!;
    expect(second % 10).toBe(0);
    expect(second).toBeGreaterThan(first);
  });
});
