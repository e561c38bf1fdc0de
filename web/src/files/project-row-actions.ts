import type { Project, Run } from '@kizuna/http-api';

/** What a row of the project list can ask the page to do; the page makes the calls and says the outcome. */
export interface ProjectRowActions {
  onDelete: (project: Project) => void;
  onStart: (project: Project, processIds: string[]) => void;
  onRetryRun: (run: Run) => void;
  onRemoveRun: (project: Project, run: Run) => void;
  /** A call for this project or run is under way: its buttons wait. */
  busy: (id: string) => boolean;
}
