import { describe, expect, it, jest } from '@jest/globals';
import { KeepRecent } from './keep-recent.js';

describe('KeepRecent', () => {
  it('keeps the most recently asked keys, drops the oldest beyond its size, and all after idle time', async () => {
    jest.useFakeTimers();
    try {
      const cache = new KeepRecent<string>(1000, 2);
      let loads = 0;
      const load = (v: string) => () => Promise.resolve(`${v}${++loads}`);
      await expect(cache.get('a', load('a'))).resolves.toBe('a1');
      await expect(cache.get('b', load('b'))).resolves.toBe('b2');
      // Asking for a makes b the oldest.
      await expect(cache.get('a', load('a'))).resolves.toBe('a1');
      await expect(cache.get('c', load('c'))).resolves.toBe('c3');
      await expect(cache.get('a', load('a'))).resolves.toBe('a1');
      await expect(cache.get('b', load('b'))).resolves.toBe('b4');
      jest.advanceTimersByTime(1001);
      await expect(cache.get('a', load('a'))).resolves.toBe('a5');
    } finally {
      jest.useRealTimers();
    }
  });

  it('peeks at a held value without loading one, keeping it as recent as a get would', async () => {
    const cache = new KeepRecent<string>(1000, 2);
    expect(cache.peek('a')).toBeUndefined();
    await cache.get('a', () => Promise.resolve('a1'));
    await cache.get('b', () => Promise.resolve('b1'));
    await expect(cache.peek('a')).resolves.toBe('a1');
    // Peeking at a made b the oldest: c drops b, not a.
    await cache.get('c', () => Promise.resolve('c1'));
    expect(cache.peek('b')).toBeUndefined();
    await expect(cache.peek('a')).resolves.toBe('a1');
    cache.clear();
  });

  it('does not keep a failed load', async () => {
    const cache = new KeepRecent<string>(1000, 2);
    await expect(cache.get('a', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(cache.get('a', () => Promise.resolve('ok'))).resolves.toBe('ok');
    cache.clear();
  });
});
