import { describe, expect, it } from '@jest/globals';
import { AnalysisQueue, AnalysisQueueClosed, type QueuePlace } from './analysis-queue.js';

const tick = () => new Promise((r) => setImmediate(r));

describe('AnalysisQueue', () => {
  it('gives one turn at a time in arrival order and reports where the waiting stand', async () => {
    const moves: QueuePlace[][] = [];
    const queue = new AnalysisQueue(1, (places) => moves.push(places));
    const started: string[] = [];
    const turns = ['a', 'b', 'c'].map((key) =>
      queue.take(key).then((release) => {
        started.push(key);
        return release;
      }),
    );
    await tick();
    expect(started).toEqual(['a']);
    expect(queue.waiting).toEqual(['b', 'c']);
    expect(moves).toEqual([[{ key: 'b', position: 1 }], [{ key: 'c', position: 2 }]]);

    (await turns[0])();
    await tick();
    expect(started).toEqual(['a', 'b']);
    // Only the entries that moved are reported.
    expect(moves.at(-1)).toEqual([{ key: 'c', position: 1 }]);

    const releaseB = await turns[1];
    releaseB();
    releaseB(); // a second release gives no extra turn
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(queue.active).toBe(1);
    (await turns[2])();
    expect(queue.active).toBe(0);
  });

  it('lets as many run at once as its concurrency', async () => {
    const queue = new AnalysisQueue(2);
    const releases = await Promise.all([queue.take('a'), queue.take('b')]);
    let third = false;
    const c = queue.take('c').then((release) => {
      third = true;
      return release;
    });
    await tick();
    expect(third).toBe(false);
    expect(queue.waiting).toEqual(['c']);
    releases[1]();
    (await c)();
    expect(third).toBe(true);
    releases[0]();
    expect(queue.active).toBe(0);
  });

  it('refuses the waiting and later entries once closed, leaving turns held to run out', async () => {
    const queue = new AnalysisQueue(1);
    const release = await queue.take('a');
    const waiting = queue.take('b');
    queue.close();
    await expect(waiting).rejects.toBeInstanceOf(AnalysisQueueClosed);
    await expect(queue.take('c')).rejects.toBeInstanceOf(AnalysisQueueClosed);
    expect(queue.active).toBe(1);
    release();
    expect(queue.active).toBe(0);
  });

  it('refuses a concurrency below one', () => {
    expect(() => new AnalysisQueue(0)).toThrow(RangeError);
  });
});
