import { RunStatus } from '@kizuna/proto/rules';

export type StatusName = 'waiting' | 'processing' | 'done' | 'failed';

/** Any value other than 0, 1 and 2 is shown as an error (spec §4). */
export function statusName(status: number): StatusName {
  switch (status) {
    case RunStatus.WAITING:
      return 'waiting';
    case RunStatus.PROCESSING:
      return 'processing';
    case RunStatus.DONE:
      return 'done';
    default:
      return 'failed';
  }
}
