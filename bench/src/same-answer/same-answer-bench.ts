import { analyseWithThreads, nearlyEvenPosts, type RunFingerprint } from '../evaluation/same-answer-perturbed.js';
import { fixed, printTable } from '../support/table.js';

const POSTS = 300_000;
const KS = [3, 6, 10];
const PASSES = [
  { name: '1 thread', threads: 1 },
  { name: '3 threads, hold-ups seed 1', threads: 3, delaySeed: 1, maxDelayMs: 50 },
  { name: '3 threads, hold-ups seed 2', threads: 3, delaySeed: 2, maxDelayMs: 50 },
] as const;

/**
 * Issue 28 §3 at size: 300k posts whose users' ties are nearly even, analysed at k = 3, 6, 10 on
 * one thread and twice on three threads whose hand-overs are held back at random; every part of
 * every run is compared with the one-thread answer (the suite's test does the same on 20k).
 */
export async function sameAnswerBench(): Promise<void> {
  console.log(`\n## The same answer at size (${POSTS.toLocaleString('en')} posts, ties nearly even)\n`);
  const posts = nearlyEvenPosts(POSTS);
  const rows: Array<Array<string | number>> = [];
  let reference: { terms: string; runs: Map<number, RunFingerprint> } | null = null;
  for (const pass of PASSES) {
    const started = performance.now();
    const result = await analyseWithThreads(posts, KS, pass);
    const seconds = (performance.now() - started) / 1000;
    reference ??= result;
    const differing = KS.flatMap((k) =>
      Object.entries(result.runs.get(k)!)
        .filter(([part, value]) => reference!.runs.get(k)![part] !== value)
        .map(([part]) => `k=${k} ${part}`),
    );
    const sameTerms = result.terms === reference.terms;
    rows.push([
      pass.name,
      fixed(seconds, 1),
      sameTerms ? 'same' : 'DIFFER',
      differing.length === 0 ? 'same' : `DIFFER: ${differing.join(', ')}`,
    ]);
  }
  printTable(['pass', 'seconds', 'terms', 'runs k = 3, 6, 10 (every part)'], rows);
}
