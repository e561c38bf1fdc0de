import type { GraphPayload } from '@kizuna/http-api';
import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { graphUrlState } from './graph-url-state';
import { initialSelection, selectionReducer, type SelectionAction, type SelectionState } from './selection-reducer';
import { initialTimeWindow, timeWindowReducer, type TimeWindowAction, type TimeWindowState } from '../time/time-window';

/** How long the view stays put before the URL follows it. */
export const URL_WRITE_DELAY_MS = 300;

export interface GraphUrlState {
  selection: SelectionState;
  dispatch: Dispatch<SelectionAction>;
  time: TimeWindowState;
  timeDispatch: Dispatch<TimeWindowAction>;
}

/**
 * The graph page's selection and time window, kept in the URL so that a link reproduces the view:
 * read once per run when its graph arrives (`onNewRun` then resets what the URL does not hold),
 * written back once the view has stayed put.
 */
export function useGraphUrlState(
  graph: GraphPayload | undefined,
  processId: string,
  onNewRun: () => void,
): GraphUrlState {
  const location = useLocation();
  const navigate = useNavigate();
  const [selection, dispatch] = useReducer(selectionReducer, initialSelection);
  const [time, timeDispatch] = useReducer(timeWindowReducer, initialTimeWindow);
  const restoredFor = useRef<string | null>(null);

  useEffect(() => {
    if (!graph || restoredFor.current === processId) return;
    restoredFor.current = processId;
    const restored = graphUrlState.restore(location.search, graph);
    dispatch(restored.selection);
    if (restored.time) timeDispatch(restored.time);
    onNewRun();
  }, [graph, processId, location.search, onNewRun]);

  const { communityId, nodeId } = selection;
  const { window: timeWindow, dragging, playing, panelsFollow } = time;
  useEffect(() => {
    if (restoredFor.current !== processId) return;
    const view = { window: timeWindow, dragging, playing, panelsFollow };
    const search = graphUrlState.toWrite({ communityId, nodeId }, view, location.search);
    if (search === null) return;
    // A new URL re-renders the whole screen (the router's location changes): it is written once the
    // view has stayed put a moment, not at every slider step or click.
    const timer = setTimeout(() => navigate({ search }, { replace: true }), URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [communityId, nodeId, timeWindow, dragging, playing, panelsFollow, processId, location.search, navigate]);

  return { selection, dispatch, time, timeDispatch };
}
