import { describe, expect, it } from '@jest/globals';
import v8 from 'node:v8';
import { collectGarbage, collectGarbageEvery } from './collect-garbage.js';

const used = (): number => v8.getHeapStatistics().used_heap_size;
const garbage = (): number => Array.from({ length: 300_000 }, (_, i) => ({ i, s: `post ${i}` })).length;

describe('collectGarbage', () => {
  it('frees what nothing refers to any more, at once', () => {
    const holder: { kept: Array<{ i: number }> | null } = { kept: Array.from({ length: 300_000 }, (_, i) => ({ i })) };
    collectGarbage();
    const withKept = used();
    // (Not through expect, which would keep a reference.)
    const length = holder.kept?.length;
    holder.kept = null;
    expect(length).toBe(300_000);
    collectGarbage();
    expect(used()).toBeLessThan(withKept - 5 * 2 ** 20);
  });
});

describe('collectGarbageEvery', () => {
  it('collects once the heap has grown by the slack, not before', () => {
    collectGarbage();
    const collect = collectGarbageEvery(8);
    const floor = used();
    garbage();
    expect(used()).toBeGreaterThan(floor + 8 * 2 ** 20);
    collect();
    expect(used()).toBeLessThan(floor + 4 * 2 ** 20);
    // Below the slack: left to V8.
    const small = Array.from({ length: 1000 }, (_, i) => `${i}`).length;
    const before = used();
    collect();
    expect(small).toBe(1000);
    expect(used()).toBeGreaterThanOrEqual(before);
  });
});
