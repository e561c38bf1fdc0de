import { projectsApi } from '../../api/projects-api';
import { resultsApi } from '../../api/results-api';
import type { AppDispatch, RootState } from '../../app/store';
import { isAuthenticated } from '../../session/is-authenticated';
import { webgl2Available } from '../whole/webgl2-available';
import { wholeGraphPrefetch } from '../whole/whole-graph-prefetch';

/**
 * Asks for a run's graph and its project as soon as the graph route is matched, so that the
 * answers travel while the graph screen's code is still loading (its component then finds them
 * in the cache); where the WebGL view will draw, the whole graph too (its hook takes it). Signed
 * out, nothing is asked: the screen sends the user to the login page.
 */
export function prefetchGraph(
  store: { getState: () => RootState; dispatch: AppDispatch },
  projectId: string,
  processId: string,
): void {
  const token = store.getState().session.api_token;
  if (!token || !isAuthenticated(token, Date.now())) return;
  if (webgl2Available()) wholeGraphPrefetch.start(processId, token);
  store.dispatch(resultsApi.util.prefetch('getGraph', { process_id: processId }, {}));
  store.dispatch(projectsApi.util.prefetch('getProject', { project_id: projectId }, {}));
}
