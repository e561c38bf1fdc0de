import { describe, expect, it } from '@jest/globals';
import { busyMs, threadCpuMs } from './thread-cpu-time.js';

describe('busyMs', () => {
  const linux = threadCpuMs() !== null;

  it('counts the time this thread computes', async () => {
    // Computes until the thread has had 200 ms of a core (read apart from busyMs), however busy the
    // machine is: a fixed wall time gave it 10 ms of CPU at load 9 on two cores.
    const start = Date.now();
    const cpuAtStart = threadCpuMs();
    const busy = await busyMs(async () => {
      const until = Date.now() + 300;
      while (
        cpuAtStart === null ? Date.now() < until : threadCpuMs()! - cpuAtStart < 200 && Date.now() < start + 10_000
      );
    });
    const wall = Date.now() - start;
    expect(busy).toBeGreaterThan(linux ? 150 : 250);
    // Never more than the wall time (in 10 ms steps on Linux).
    expect(busy).toBeLessThanOrEqual(wall + 10);
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
