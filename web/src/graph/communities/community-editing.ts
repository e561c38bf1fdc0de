/**
 * What the graph page's community editing shows: the right-click menu, the rename or recolor
 * dialog, its error, and a color or name being previewed but not saved. Pure transitions, so the
 * rules (a color preview only while recoloring, a name preview only while renaming, closing
 * reverts either, a failed save keeps the dialog open) are testable without React.
 */
export interface CommunityEditing {
  menu: { clusterId: number; at: { left: number; top: number } } | null;
  editing: { kind: 'name' | 'color'; clusterId: number } | null;
  error: string | null;
  preview: { clusterId: number; color: string } | null;
  /** The name being typed in the rename dialog, shown on the picture before it is saved. */
  namePreview: { clusterId: number; name: string } | null;
}

export type CommunityEditingAction =
  | { type: 'openMenu'; clusterId: number; at: { left: number; top: number } }
  | { type: 'closeMenu' }
  | { type: 'edit'; kind: 'name' | 'color'; clusterId: number }
  | { type: 'preview'; color: string }
  | { type: 'previewName'; name: string }
  | { type: 'saving' }
  | { type: 'failed'; error: string }
  | { type: 'close' };

export const initialCommunityEditing: CommunityEditing = {
  menu: null,
  editing: null,
  error: null,
  preview: null,
  namePreview: null,
};

export function communityEditingReducer(state: CommunityEditing, action: CommunityEditingAction): CommunityEditing {
  switch (action.type) {
    case 'openMenu':
      return { ...state, menu: { clusterId: action.clusterId, at: action.at } };
    case 'closeMenu':
      return { ...state, menu: null };
    case 'edit':
      // The menu closes before its item acts, so the community comes with the action, not from the menu.
      return {
        ...state,
        editing: { kind: action.kind, clusterId: action.clusterId },
        error: null,
        preview: null,
        namePreview: null,
      };
    case 'preview':
      return state.editing?.kind === 'color'
        ? { ...state, preview: { clusterId: state.editing.clusterId, color: action.color } }
        : state;
    case 'previewName':
      return state.editing?.kind === 'name'
        ? { ...state, namePreview: { clusterId: state.editing.clusterId, name: action.name } }
        : state;
    case 'saving':
      return { ...state, error: null };
    case 'failed':
      return state.editing ? { ...state, error: action.error } : state;
    case 'close':
      // Saved or dismissed: the dialog goes, and an unsaved preview is reverted.
      return { ...state, editing: null, error: null, preview: null, namePreview: null };
  }
}
