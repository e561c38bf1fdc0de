import type { StageTimes } from '@kizuna/proto';
import type { AnalysisStage } from '../engine/types.js';

/** The marks a run passes, in order; a stage lasts from its mark to the next one passed. */
type Mark = AnalysisStage | 'loaded' | 'computed' | 'save' | 'saved';

/**
 * Where one run's time went, from the marks the job and the engine's progress pass: when a
 * stage first shows up, the stage before it is over. The network stage starts once a worker holds
 * the dataset ('loaded'): waiting for the project's tokenizing, or for the worker that built the
 * network meanwhile, is not the run's network time. The tokenizing itself is the project's and is
 * reported as measured once (tokenizeMs).
 */
export class StageClock {
  private readonly at = new Map<Mark, number>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  mark(mark: Mark): void {
    if (!this.at.has(mark)) this.at.set(mark, this.now());
  }

  times(tokenizeMs: number): Omit<StageTimes, '$typeName' | 'validateMs'> {
    const span = (from: Mark, to: Mark): number => {
      const a = this.at.get(from);
      const b = this.at.get(to);
      return a === undefined || b === undefined ? 0 : Math.max(0, Math.round(b - a));
    };
    return {
      tokenizeMs: Math.round(tokenizeMs),
      networkMs: span(this.at.has('loaded') ? 'loaded' : 'parse', 'communities'),
      communitiesMs: span('communities', 'keywords'),
      keywordsMs: span('keywords', 'layout'),
      layoutMs: span('layout', 'computed'),
      writeMs: span('save', 'saved'),
    };
  }
}
