import type { Project, StageTimes } from '@kizuna/http-api';

/** The stages of a run, in the order the wait goes through them. */
export const STAGES = ['validate', 'tokenize', 'network', 'communities', 'keywords', 'layout', 'write'] as const;
export type Stage = (typeof STAGES)[number];

export interface StageTimeRow {
  k: number;
  /** Seconds per stage, one decimal. */
  seconds: Record<Stage, string>;
}

const key = (stage: Stage): keyof StageTimes => `${stage}_ms`;

/** One row per done run with its stage times (runs saved before times were kept are left out). */
export function stageTimeRows(project: Project): StageTimeRow[] {
  return (project.ProcessResult ?? []).flatMap((run) => {
    const times = run.stage_times;
    if (!times) return [];
    const seconds = Object.fromEntries(STAGES.map((s) => [s, (times[key(s)] / 1000).toFixed(1)])) as Record<
      Stage,
      string
    >;
    return [{ k: run.total_cluster, seconds }];
  });
}
