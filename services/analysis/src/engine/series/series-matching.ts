import { indexByName, type SeriesRuleThresholds, type SeriesRunUsers } from './series-run.js';
import { stepEvents, type StepEvent } from './step-events.js';
import { matchStep, type StepMatching } from './step-matching.js';
import { seriesTracks } from './series-tracks.js';

export interface SeriesStepResult extends StepMatching {
  events: StepEvent[];
}

export interface SeriesMatching {
  steps: SeriesStepResult[];
  /** Each tracked community's community (0-based) per run, -1 where absent. */
  tracks: Int32Array[];
  /** Per run, users left out of the matching because another user of the run has their name. */
  duplicates: number[];
}

/** Matches every pair of consecutive runs, names the events and follows the communities across them. */
export function matchSeries(runs: readonly SeriesRunUsers[], rule: SeriesRuleThresholds): SeriesMatching {
  const indexes = runs.map(indexByName);
  const steps = runs.slice(1).map((later, s) => {
    const m = matchStep(runs[s], later, rule, indexes[s + 1].index);
    return { ...m, events: stepEvents(m) };
  });
  return {
    steps,
    tracks: seriesTracks(
      runs.map((r) => r.k),
      steps,
    ),
    duplicates: indexes.map((i) => i.duplicates),
  };
}
