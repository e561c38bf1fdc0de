import { ProjectStatus } from './project-status';

/** Which row actions are open for a project (spec §4): results only when done, no delete while running. */
export function projectActions(status: number): { canViewResult: boolean; canDelete: boolean } {
  return {
    canViewResult: status === ProjectStatus.Done,
    canDelete: status !== ProjectStatus.Waiting && status !== ProjectStatus.Processing,
  };
}
