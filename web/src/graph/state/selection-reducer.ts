/** The graph screen's selection, kept pure so every transition is testable (gephi-lite style). */
export type DetailPanel = 'keywords' | 'tweets' | 'nodes' | 'bridges';

export interface SelectionState {
  communityId: number | null;
  nodeId: string | null;
  /** A clicked edge: it and its two ends stay lit (spec §4). */
  edgeId: string | null;
  /** The one community panel that is expanded (spec §2: only one open at a time). */
  openPanel: DetailPanel | null;
}

export type SelectionAction =
  | { type: 'selectCommunity'; communityId: number }
  | { type: 'selectNode'; nodeId: string }
  | { type: 'selectEdge'; edgeId: string }
  | { type: 'clear' }
  | { type: 'togglePanel'; panel: DetailPanel }
  /** A link's view: community or user, with the community's first panel open. */
  | { type: 'restore'; communityId: number | null; nodeId: string | null };

export const initialSelection: SelectionState = { communityId: null, nodeId: null, edgeId: null, openPanel: null };

export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'selectCommunity':
      // Choosing the community that is already selected deselects it (spec §4).
      if (state.communityId === action.communityId && state.nodeId === null && state.edgeId === null)
        return initialSelection;
      return { communityId: action.communityId, nodeId: null, edgeId: null, openPanel: state.openPanel ?? 'keywords' };
    case 'selectNode':
      if (state.nodeId === action.nodeId && state.communityId === null && state.edgeId === null) return state;
      return { communityId: null, nodeId: action.nodeId, edgeId: null, openPanel: state.openPanel };
    case 'selectEdge':
      if (state.edgeId === action.edgeId) return state;
      return { communityId: null, nodeId: null, edgeId: action.edgeId, openPanel: state.openPanel };
    case 'clear':
      return state.communityId === null && state.nodeId === null && state.edgeId === null
        ? state
        : { ...initialSelection, openPanel: state.openPanel };
    case 'togglePanel':
      return { ...state, openPanel: state.openPanel === action.panel ? null : action.panel };
    case 'restore':
      if (action.nodeId !== null) return { ...initialSelection, nodeId: action.nodeId, openPanel: state.openPanel };
      if (action.communityId !== null)
        return { ...initialSelection, communityId: action.communityId, openPanel: state.openPanel ?? 'keywords' };
      return { ...initialSelection, openPanel: state.openPanel };
  }
}
