import type { Run } from '@kizuna/http-api';
import { runIsActive } from './run-is-active';

export const POLL_INTERVAL_MS = 10_000;

/**
 * The list re-fetches while a listed project has a run that is actually queued or analysed; a
 * project that only waits to be started changes on no one's side but the user's.
 */
export function shouldPoll(
  projects: ReadonlyArray<{ ProcessResult: ReadonlyArray<Pick<Run, 'status' | 'started'>> }>,
): boolean {
  return projects.some((p) => p.ProcessResult.some(runIsActive));
}
