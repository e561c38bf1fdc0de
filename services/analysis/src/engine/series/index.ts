export { type SeriesRunUsers, type SeriesRuleThresholds, communitySizes } from './series-run.js';
export { matchStep, type StepMatching, type StepFlow } from './step-matching.js';
export { stepEvents, type StepEvent } from './step-events.js';
export { seriesTracks } from './series-tracks.js';
export { matchSeries, type SeriesMatching, type SeriesStepResult } from './series-matching.js';
