import { projectsApi } from '../../api/projects-api';
import { resultsApi } from '../../api/results-api';
import type { AppDispatch, RootState } from '../../app/store';
import { isAuthenticated } from '../../session/is-authenticated';
import { webgl2Available } from '../whole/webgl2-available';
import { wholeGraphPrefetch } from '../whole/whole-graph-prefetch';

/**
 * Asks for a run's graph and its project as soon as the graph route is matched, so that the
 * answers travel while the graph screen's code is still loading (its component then finds them
 * in the cache); where the WebGL view will draw, the whole graph and a WebGL device too (its hook
 * and its renderer take them). Signed
 * out, nothing is asked: the screen sends the user to the login page.
 */
export function prefetchGraph(
  store: { getState: () => RootState; dispatch: AppDispatch },
  projectId: string,
  processId: string,
): void {
  const token = store.getState().session.api_token;
  if (!token || !isAuthenticated(token, Date.now())) return;
  if (!webgl2Available()) return;
  wholeGraphPrefetch.start(processId, token);
  // Its WebGL device too, made while the screen's code loads (luma.gl in the screen's chunks).
  void import('../whole/early-webgl-device').then(({ earlyWebglDevice }) => earlyWebglDevice.start());
  store.dispatch(resultsApi.util.prefetch('getGraph', { process_id: processId }, {}));
  store.dispatch(projectsApi.util.prefetch('getProject', { project_id: projectId }, {}));
}
