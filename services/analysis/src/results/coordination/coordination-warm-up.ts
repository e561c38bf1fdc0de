import {
  findCoordination,
  type CoordinationInputs,
  type CoordinationSettings,
} from '../../engine/coordination/index.js';

/** Settings no one asks by default, narrow and loose, so that every part of an answer runs. */
const WARM_UPS: CoordinationSettings[] = [
  { window_seconds: 90, post_window_seconds: 120, min_repetitions: 2, similarity_percent: 70 },
  { window_seconds: 20, post_window_seconds: 40, min_repetitions: 3, similarity_percent: 90 },
  { window_seconds: 60, post_window_seconds: 60, min_repetitions: 2, similarity_percent: 100 },
];

/**
 * Questions over a project's inputs read ahead, as soon as the coordination thread has indexed
 * them and before it says it holds them: a user's first question (a second after the defaults at
 * the soonest) then runs code already compiled over memory already read. On a 550k-post project
 * the first question after a load took 85-117 ms with one warm-up and 48-52 ms with these three,
 * later ones 20-40 ms; the same questions over a small made-up project when the thread starts
 * (0.4 s) left it at 98-126 ms. Their answers are not kept. Not when a question waits for the
 * inputs: it would wait for the warm-ups too.
 */
export function warmUpCoordination(inputs: CoordinationInputs): void {
  for (const settings of WARM_UPS) findCoordination(inputs, settings);
}
