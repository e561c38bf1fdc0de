import { K_MAX, K_MIN, RunStatus } from '@kizuna/proto/rules';
import type { Run } from '@kizuna/http-api';

export type RerunProgress =
  | { phase: 'idle' }
  | { phase: 'queued'; position: number }
  | { phase: 'waiting' }
  | { phase: 'processing'; percent: number; stage: string }
  | { phase: 'done'; processId: string }
  | { phase: 'failed'; failure: Pick<Run, 'failure_code' | 'failure_reason' | 'failure_message'> };

/** The k values the re-run control offers (the shared rule's range), with whether each has a run already. */
export function kChoices(runs: readonly Pick<Run, 'total_cluster'>[]): Array<{ k: number; exists: boolean }> {
  const taken = new Set(runs.map((r) => r.total_cluster));
  return Array.from({ length: K_MAX - K_MIN + 1 }, (_, i) => ({ k: K_MIN + i, exists: taken.has(K_MIN + i) }));
}

/**
 * The k the control starts on: the smallest from 2 without a run (one community says nothing
 * about who groups with whom, so it is offered but not suggested), then 1, or null when every k
 * has one.
 */
export function firstFreeK(runs: readonly Pick<Run, 'total_cluster'>[]): number | null {
  const free = kChoices(runs).filter((c) => !c.exists);
  return (free.find((c) => c.k >= 2) ?? free[0])?.k ?? null;
}

/** Where the run the control added stands, read from the project's runs (polled). */
export function rerunProgress(runs: readonly Run[], pendingId: string | null): RerunProgress {
  if (!pendingId) return { phase: 'idle' };
  const run = runs.find((r) => r.process_id === pendingId);
  if (!run) return { phase: 'waiting' };
  switch (run.status) {
    case RunStatus.DONE:
      return { phase: 'done', processId: run.process_id };
    case RunStatus.ERROR:
      return {
        phase: 'failed',
        failure: {
          failure_code: run.failure_code,
          failure_reason: run.failure_reason,
          failure_message: run.failure_message,
        },
      };
    case RunStatus.PROCESSING:
      return { phase: 'processing', percent: run.percent, stage: run.stage };
    default:
      return run.queue_position > 0 ? { phase: 'queued', position: run.queue_position } : { phase: 'waiting' };
  }
}
