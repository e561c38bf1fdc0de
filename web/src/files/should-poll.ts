import { RunStatus } from '@kizuna/proto/rules';

export const POLL_INTERVAL_MS = 10_000;

/** Spec §4: the list re-fetches while any listed project is waiting or processing. */
export function shouldPoll(projects: ReadonlyArray<{ status: number }>): boolean {
  return projects.some((p) => p.status === RunStatus.WAITING || p.status === RunStatus.PROCESSING);
}
