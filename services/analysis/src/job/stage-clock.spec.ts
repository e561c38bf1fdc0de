import { describe, expect, it } from '@jest/globals';
import { StageClock } from './stage-clock.js';

describe('StageClock', () => {
  it('times each stage from its first mark to the next stage, the network from when a worker holds the dataset', () => {
    let now = 0;
    const clock = new StageClock(() => now);
    const at = (t: number, mark: Parameters<StageClock['mark']>[0]) => {
      now = t;
      clock.mark(mark);
    };
    at(0, 'parse');
    at(4_000, 'loaded'); // waited 4 s for the project's tokenizing
    at(4_200, 'parse'); // repeated marks keep the first
    at(4_500, 'network');
    at(5_000, 'communities');
    at(5_700, 'keywords');
    at(6_000, 'layout');
    at(7_500, 'computed');
    at(8_000, 'save');
    at(9_250, 'saved');
    expect(clock.times(6_000.4)).toEqual({
      tokenizeMs: 6_000,
      networkMs: 1_000,
      communitiesMs: 700,
      keywordsMs: 300,
      layoutMs: 1_500,
      writeMs: 1_250,
    });
  });

  it('answers 0 for a stage never reached', () => {
    const clock = new StageClock(() => 1);
    clock.mark('parse');
    expect(clock.times(0)).toEqual({
      tokenizeMs: 0,
      networkMs: 0,
      communitiesMs: 0,
      keywordsMs: 0,
      layoutMs: 0,
      writeMs: 0,
    });
  });
});
