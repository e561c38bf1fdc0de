import type { GraphPayload } from '@kizuna/http-api';
import { readGraphViewUrl, writeGraphViewUrl } from '../../shared/graph-view-url';
import type { SelectionAction, SelectionState } from './selection-reducer';
import type { TimeWindowAction, TimeWindowState } from '../time/time-window';

/** What the graph page's view and its URL do to each other, pure, so the rules are testable without a router. */
export const graphUrlState = {
  /**
   * A run's first graph: the selection and time window of the link it was opened with (spec §4:
   * a new run starts clear otherwise). `time` is null when the run has no times at all.
   */
  restore(
    search: string,
    graph: Pick<GraphPayload, 'nodes' | 'time_range_data'>,
  ): { selection: SelectionAction; time: TimeWindowAction | null } {
    const view = readGraphViewUrl(search);
    let min = Infinity;
    let max = -Infinity;
    for (const n of graph.nodes) {
      if (n.start_date !== null) min = Math.min(min, n.start_date);
      if (n.end_date !== null) max = Math.max(max, n.end_date);
    }
    for (const [at] of graph.time_range_data) {
      min = Math.min(min, at);
      max = Math.max(max, at);
    }
    return {
      selection: { type: 'restore', communityId: view.communityId, nodeId: view.nodeId },
      time: Number.isFinite(min) ? { type: 'range', min, max, window: view.window, follow: view.follow } : null,
    };
  },

  /**
   * The query string the view calls for, or null when the URL is to stay as it is: while the window
   * moves (dragging, playing) or when it already says so.
   */
  toWrite(
    selection: Pick<SelectionState, 'communityId' | 'nodeId'>,
    time: Pick<TimeWindowState, 'window' | 'dragging' | 'playing' | 'panelsFollow'>,
    current: string,
  ): string | null {
    if (time.dragging || time.playing) return null;
    const search = writeGraphViewUrl({
      communityId: selection.communityId,
      nodeId: selection.nodeId,
      window: time.window,
      follow: time.panelsFollow,
    });
    return search === current ? null : search;
  },
};
