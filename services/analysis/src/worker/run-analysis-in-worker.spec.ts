import { describe, expect, it } from '@jest/globals';
import { analyze } from '../engine/analyze.js';
import { AnalysisError, AnalysisErrorCode, type AnalysisOptions, type Post } from '../engine/types.js';
import { runAnalysisInWorker } from './run-analysis-in-worker.js';

// Runs the compiled worker from dist: the test script builds (tsc -b) before Jest runs.
const posts: Post[] = [
  { row: 0, author: 'ann', text: 'ramen tonight', time: 0, followers: 3 },
  { row: 1, author: 'ben', text: 'RT @ann: ramen tonight', time: 60_000, followers: null },
  { row: 2, author: 'cat', text: 'RT @ann: ramen tonight', time: 120_000, followers: 8 },
  { row: 3, author: 'dan', text: 'baseball today', time: 180_000, followers: null },
  { row: 4, author: 'eve', text: 'RT @dan: baseball today', time: 240_000, followers: null },
];
const terms = posts.map((p) => p.text.replace(/^RT @\w+: /, '').split(' '));
const options: AnalysisOptions = { k: 2, seed: 3, relations: ['retweet'], displayCap: 2000 };

describe('runAnalysisInWorker', () => {
  it('returns what analyze returns in this thread, reporting progress per stage', async () => {
    const stages: string[] = [];
    const result = await runAnalysisInWorker({ posts, terms, options }, (stage) => {
      if (stages[stages.length - 1] !== stage) stages.push(stage);
    });
    expect(result).toEqual(analyze(posts, terms, options));
    expect(stages).toEqual(['parse', 'network', 'communities', 'keywords', 'layout']);
  });

  it('rejects with the engine’s AnalysisError and code', async () => {
    const failure = runAnalysisInWorker({ posts, terms, options: { ...options, k: 6 } });
    await expect(failure).rejects.toBeInstanceOf(AnalysisError);
    await expect(failure).rejects.toMatchObject({ code: AnalysisErrorCode.TooFewUsers });
  });
});
