import { describe, expect, it, jest } from '@jest/globals';
import { KeepLast } from './keep-last.js';

describe('KeepLast', () => {
  it('shares one load per key, replaces it with the next key, and forgets after idle time', async () => {
    jest.useFakeTimers();
    try {
      const cache = new KeepLast<string>(1000);
      let loads = 0;
      const load = (v: string) => () => Promise.resolve(`${v}${++loads}`);
      const a = cache.get('a', load('a'));
      expect(cache.get('a', load('a'))).toBe(a);
      await expect(a).resolves.toBe('a1');
      jest.advanceTimersByTime(900);
      expect(cache.get('a', load('a'))).toBe(a);
      jest.advanceTimersByTime(900);
      // Asked for 900 ms ago: still held.
      expect(cache.get('a', load('a'))).toBe(a);
      await expect(cache.get('b', load('b'))).resolves.toBe('b2');
      await expect(cache.get('a', load('a'))).resolves.toBe('a3');
      jest.advanceTimersByTime(1001);
      await expect(cache.get('a', load('a'))).resolves.toBe('a4');
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not keep a failed load', async () => {
    const cache = new KeepLast<string>(1000);
    await expect(cache.get('a', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(cache.get('a', () => Promise.resolve('ok'))).resolves.toBe('ok');
    cache.clear();
  });
});
