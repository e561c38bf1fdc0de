import { describe, expect, it } from '@jest/globals';
import { GroupFsync } from './group-fsync.js';

/** A flush that stays open until the test lets it finish, counting how often it started. */
function controlledFlush() {
  const pending: Array<() => void> = [];
  let started = 0;
  return {
    started: () => started,
    finishNext: () => pending.shift()?.(),
    flush: () =>
      new Promise<void>((resolve) => {
        started += 1;
        pending.push(resolve);
      }),
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupFsync', () => {
  it('makes writers that arrive during a flush wait for one more flush, shared by all of them', async () => {
    const control = controlledFlush();
    const group = new GroupFsync(control.flush);
    const done: string[] = [];

    void group.sync().then(() => done.push('first'));
    const later = ['second', 'third', 'fourth'].map((name) => group.sync().then(() => done.push(name)));
    await settled();
    expect(control.started()).toBe(1);

    control.finishNext();
    await settled();
    // The first flush may have begun before the later writers' data was written: they wait on.
    expect(done).toEqual(['first']);
    expect(control.started()).toBe(2);

    control.finishNext();
    await Promise.all(later);
    expect(done).toEqual(['first', 'second', 'third', 'fourth']);
    expect(control.started()).toBe(2);
  });

  it('starts a fresh flush for a writer that comes after the last one finished', async () => {
    let flushes = 0;
    const group = new GroupFsync(async () => {
      flushes += 1;
    });
    await group.sync();
    await group.sync();
    expect(flushes).toBe(2);
  });

  it('passes a failed flush to its writers and still serves the next ones', async () => {
    let fail = true;
    const group = new GroupFsync(async () => {
      if (fail) throw new Error('EIO');
    });
    await expect(group.sync()).rejects.toThrow('EIO');
    fail = false;
    await expect(group.sync()).resolves.toBeUndefined();
  });
});
