/** Spec §4 project status values. */
export const ProjectStatus = { Waiting: 0, Processing: 1, Done: 2, Error: -1 } as const;

export type StatusName = 'waiting' | 'processing' | 'done' | 'failed';

/** Any value other than 0, 1 and 2 is shown as an error (spec §4). */
export function statusName(status: number): StatusName {
  switch (status) {
    case ProjectStatus.Waiting:
      return 'waiting';
    case ProjectStatus.Processing:
      return 'processing';
    case ProjectStatus.Done:
      return 'done';
    default:
      return 'failed';
  }
}
