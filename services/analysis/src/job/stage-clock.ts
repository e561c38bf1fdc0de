import type { StageTimes } from '@kizuna/proto';
import type { AnalysisStage } from '../engine/types.js';

/** The marks a run passes, in order; a stage lasts from its mark to the next one passed. */
type Mark = AnalysisStage | 'inputs' | 'inputs-ready' | 'computed' | 'save' | 'saved';

/**
 * Where one run's time went, from the marks the job and the engine's progress pass: when a
 * stage first shows up, the stage before it is over. Reading the inputs (waiting for the
 * project's tokenizing included) is not the run's network time, so it is taken out; the
 * tokenizing itself is the project's and is reported as measured once (tokenizeMs).
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
      networkMs: Math.max(0, span('parse', 'communities') - span('inputs', 'inputs-ready')),
      communitiesMs: span('communities', 'keywords'),
      keywordsMs: span('keywords', 'layout'),
      layoutMs: span('layout', 'computed'),
      writeMs: span('save', 'saved'),
    };
  }
}
