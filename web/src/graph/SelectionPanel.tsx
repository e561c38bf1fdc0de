import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GraphNode } from '@kizuna/http-api';
import { CommunityPanels } from './CommunityPanels';
import { NodeDetailPanel } from './NodeDetailPanel';
import type { DetailPanel, SelectionState } from './selection-reducer';

interface Props {
  processId: string;
  selection: SelectionState;
  nodesById: ReadonlyMap<string, GraphNode>;
  communities: GraphNode[];
  onTogglePanel: (panel: DetailPanel) => void;
  onSelectNode: (nodeId: string) => void;
}

/** The side panel: the selected community's details, the selected user's, or a hint. */
export function SelectionPanel({ processId, selection, nodesById, communities, onTogglePanel, onSelectNode }: Props) {
  const { t } = useTranslation();
  const community = communities.find((c) => c.cluster_id === selection.communityId);
  if (community) {
    return (
      <CommunityPanels
        processId={processId}
        community={community}
        openPanel={selection.openPanel}
        onToggle={onTogglePanel}
        onSelectNode={onSelectNode}
      />
    );
  }
  const node = selection.nodeId ? nodesById.get(selection.nodeId) : undefined;
  if (node) {
    const communityName = (clusterId: number) =>
      communities.find((c) => c.cluster_id === clusterId)?.label ?? t('graph.community_number', { id: clusterId });
    return <NodeDetailPanel key={node.id} processId={processId} node={node} communityName={communityName} />;
  }
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {t('graph.select_hint')}
    </Typography>
  );
}
