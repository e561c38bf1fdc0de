import { RunStatus } from '@kizuna/proto/rules';

/** Which row actions are open for a project (spec §4): results only when done, no delete while running. */
export function projectActions(status: number): { canViewResult: boolean; canDelete: boolean } {
  return {
    canViewResult: status === RunStatus.DONE,
    canDelete: status !== RunStatus.WAITING && status !== RunStatus.PROCESSING,
  };
}
