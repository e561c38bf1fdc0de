import { describe, expect, it } from '@jest/globals';
import { analyseWithThreads, nearlyEvenPosts } from './same-answer-perturbed.js';

/**
 * Issue 28 §3: the same posts give the same answer — terms, every user's community, keywords,
 * representative posts, layout, user details — on one thread and on three whose hand-overs are
 * held back at random (which thread tokenizes which chunk, the order terms come back and are
 * interned in, which worker runs which k and which partitions are computed ahead all change).
 * Users' ties are nearly even, where any leak of order would move someone. 300k posts are in the
 * bench (same-answer-bench.ts); here 20k keep the suite's time.
 */
describe('the same answer on one thread and on three with perturbed timings', () => {
  it('gives the same terms and runs (k = 3, 6, 10), whatever the hold-ups', async () => {
    const posts = nearlyEvenPosts(20_000);
    const ks = [3, 6, 10];
    const single = await analyseWithThreads(posts, ks, { threads: 1 });
    expect(Number(single.runs.get(10)!.userCount)).toBeGreaterThan(1_000);
    for (const delaySeed of [1, 2]) {
      const perturbed = await analyseWithThreads(posts, ks, { threads: 3, delaySeed, maxDelayMs: 25 });
      expect(perturbed.terms).toEqual(single.terms);
      for (const k of ks) expect(perturbed.runs.get(k)).toEqual(single.runs.get(k));
    }
  }, 600_000);
});
