import { RunStatus } from '@kizuna/proto/rules';
import type { Run } from '@kizuna/http-api';
import { runIsActive } from './run-is-active';

/** The project's runs in words, as text keys with their counts ("2 of 3 done, 1 failed"). */
export function runSummary(
  runs: ReadonlyArray<Pick<Run, 'status' | 'started'>>,
): Array<{ key: string; params: Record<string, number> }> {
  if (runs.length > 0 && runs.every((r) => !r.started)) return [{ key: 'files.runs_not_started', params: {} }];
  const count = (test: (r: Pick<Run, 'status' | 'started'>) => boolean) => runs.filter(test).length;
  const parts: Array<{ key: string; params: Record<string, number> }> = [
    { key: 'files.runs_done', params: { done: count((r) => r.status === RunStatus.DONE), total: runs.length } },
    { key: 'files.runs_failed', params: { count: count((r) => r.status === RunStatus.ERROR) } },
    { key: 'files.runs_active', params: { count: count(runIsActive) } },
    { key: 'files.runs_waiting_start', params: { count: count((r) => !r.started) } },
  ];
  return parts.filter((p, i) => i === 0 || (p.params.count ?? 0) > 0);
}
