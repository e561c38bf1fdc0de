/** The graph screen's selection, kept pure so every transition is testable (gephi-lite style). */
export type DetailPanel = 'keywords' | 'tweets' | 'nodes';

export interface SelectionState {
  communityId: number | null;
  nodeId: string | null;
  /** The one community panel that is expanded (spec §2: only one open at a time). */
  openPanel: DetailPanel | null;
}

export type SelectionAction =
  | { type: 'selectCommunity'; communityId: number }
  | { type: 'selectNode'; nodeId: string }
  | { type: 'clear' }
  | { type: 'togglePanel'; panel: DetailPanel };

export const initialSelection: SelectionState = { communityId: null, nodeId: null, openPanel: null };

export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'selectCommunity':
      // Choosing the community that is already selected deselects it (spec §4).
      if (state.communityId === action.communityId && state.nodeId === null) return initialSelection;
      return { communityId: action.communityId, nodeId: null, openPanel: state.openPanel ?? 'keywords' };
    case 'selectNode':
      if (state.nodeId === action.nodeId && state.communityId === null) return state;
      return { communityId: null, nodeId: action.nodeId, openPanel: state.openPanel };
    case 'clear':
      return state.communityId === null && state.nodeId === null
        ? state
        : { ...initialSelection, openPanel: state.openPanel };
    case 'togglePanel':
      return { ...state, openPanel: state.openPanel === action.panel ? null : action.panel };
  }
}
