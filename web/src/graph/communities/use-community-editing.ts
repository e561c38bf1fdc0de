import type { GraphNode } from '@kizuna/http-api';
import { useReducer, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type FailedCall } from '../../api/error-text';
import { resultsApi } from '../../api/results-api';
import {
  communityEditingReducer,
  initialCommunityEditing,
  type CommunityEditing,
  type CommunityEditingAction,
} from './community-editing';

export interface CommunityEditingControls extends CommunityEditing {
  dispatch: Dispatch<CommunityEditingAction>;
  /** The community whose dialog is open, as the graph has it now. */
  edited: GraphNode | undefined;
  saving: boolean;
  /** Saves the open dialog's change: closes it, or keeps it open with the server's refusal in the user's language. */
  save: (change: { cluster_name?: string; cluster_color?: string }) => Promise<void>;
}

/** The graph page's community menu and rename/recolor dialogs: their state (community-editing) and the save call. */
export function useCommunityEditing(processId: string, communities: GraphNode[]): CommunityEditingControls {
  const { i18n } = useTranslation();
  const [updateCluster, updating] = resultsApi.useUpdateClusterMutation();
  const [state, dispatch] = useReducer(communityEditingReducer, initialCommunityEditing);
  const clusterId = state.editing?.clusterId;

  const save = async (change: { cluster_name?: string; cluster_color?: string }) => {
    if (clusterId === undefined) return;
    dispatch({ type: 'saving' });
    const answer = await updateCluster({ process_id: processId, cluster_id: clusterId, ...change });
    if ('error' in answer && answer.error) {
      dispatch({ type: 'failed', error: errorText(answer.error as FailedCall, i18n) });
      return;
    }
    dispatch({ type: 'close' });
  };

  const edited = clusterId === undefined ? undefined : communities.find((c) => c.cluster_id === clusterId);
  return { ...state, dispatch, edited, saving: updating.isLoading, save };
}
