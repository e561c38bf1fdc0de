import { projectsApi } from '../../api/projects-api';
import { resultsApi } from '../../api/results-api';
import type { AppDispatch, RootState } from '../../app/store';
import { isAuthenticated } from '../../session/is-authenticated';

/**
 * Asks for a run's graph and its project as soon as the graph route is matched, so that the
 * answers travel while the graph screen's code is still loading (its component then finds them
 * in the cache). Signed out, nothing is asked: the screen sends the user to the login page.
 */
export function prefetchGraph(
  store: { getState: () => RootState; dispatch: AppDispatch },
  projectId: string,
  processId: string,
): void {
  if (!isAuthenticated(store.getState().session.api_token, Date.now())) return;
  store.dispatch(resultsApi.util.prefetch('getGraph', { process_id: processId }, {}));
  store.dispatch(projectsApi.util.prefetch('getProject', { project_id: projectId }, {}));
}
