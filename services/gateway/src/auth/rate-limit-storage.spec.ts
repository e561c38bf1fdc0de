import { afterEach, describe, expect, it } from '@jest/globals';
import { RateLimitStorage } from './rate-limit-storage.js';

describe('RateLimitStorage', () => {
  const storage = new RateLimitStorage();
  afterEach(() => storage.onApplicationShutdown());

  it('blocks a key past its limit and tells the start of the block once', async () => {
    const hit = () => storage.increment('sign-in|address|10.0.0.1', 60_000, 2, 60_000, 'address');
    const first = [await hit(), await hit()];
    expect(first.map((r) => r.isBlocked)).toEqual([false, false]);
    expect(storage.takeBlockStart('sign-in|address|10.0.0.1')).toBe(false);
    expect((await hit()).isBlocked).toBe(true);
    expect(storage.takeBlockStart('sign-in|address|10.0.0.1')).toBe(true);
    expect(storage.takeBlockStart('sign-in|address|10.0.0.1')).toBe(false);
    // Later refusals of the same block are not a new start.
    expect((await hit()).isBlocked).toBe(true);
    expect(storage.takeBlockStart('sign-in|address|10.0.0.1')).toBe(false);
    // Other keys count apart.
    expect((await storage.increment('sign-in|address|10.0.0.2', 60_000, 2, 60_000, 'address')).isBlocked).toBe(false);
  });
});
