import type { ProjectNameProblem } from '@kizuna/proto/rules';

/** A series name follows the project name rule; a missing one is asked for as a series name, not a project name. */
export function nameProblemKey(problem: ProjectNameProblem): 'series.name_required' | 'errors.name_too_long' {
  return problem === 'files.name_required' ? 'series.name_required' : problem;
}
