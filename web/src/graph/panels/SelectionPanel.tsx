import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GraphEdge, GraphNode, NodeHit } from '@kizuna/http-api';
import { CommunityPanels } from './CommunityPanels';
import { NodeDetailPanel } from './NodeDetailPanel';
import type { DetailPanel, SelectionState } from '../state/selection-reducer';

interface Props {
  processId: string;
  selection: SelectionState;
  nodesById: ReadonlyMap<string, GraphNode>;
  edgesById: ReadonlyMap<string, GraphEdge>;
  communities: GraphNode[];
  /** The locator's user, when not drawn. */
  located: NodeHit | null;
  /** A user of the WebGL view's whole graph (drawn there, though not among the JSON graph's users). */
  wholeUser?: (nodeId: string) => { label: string; cluster_id: number } | null;
  window: { start: number; end: number } | null;
  onTogglePanel: (panel: DetailPanel) => void;
  onSelectNode: (nodeId: string) => void;
}

/** The side panel: the selected community's details, the selected user's, an edge's ends, or a hint. */
export function SelectionPanel(props: Props) {
  const { processId, selection, nodesById, edgesById, communities, located } = props;
  const { t } = useTranslation();
  const communityOf = (clusterId: number) => communities.find((c) => c.cluster_id === clusterId);
  const communityName = (clusterId: number) =>
    communityOf(clusterId)?.label ?? t('graph.community_number', { id: clusterId });
  const community = communityOf(selection.communityId ?? -1);
  if (community) {
    return (
      <CommunityPanels
        processId={processId}
        community={community}
        openPanel={selection.openPanel}
        window={props.window}
        onToggle={props.onTogglePanel}
        onSelectNode={props.onSelectNode}
      />
    );
  }
  if (selection.nodeId) {
    const drawn = nodesById.get(selection.nodeId);
    const hit = located?.node_id === selection.nodeId ? located : null;
    const whole = drawn ? null : (props.wholeUser?.(selection.nodeId) ?? null);
    const node =
      drawn ??
      (whole && {
        id: selection.nodeId,
        node_id: selection.nodeId,
        label: whole.label,
        cluster_id: whole.cluster_id,
        color: communityOf(whole.cluster_id)?.color ?? '#000000',
      }) ??
      (hit && {
        id: hit.node_id,
        node_id: hit.node_id,
        label: hit.label,
        cluster_id: hit.cluster_id,
        color: communityOf(hit.cluster_id)?.color ?? '#000000',
      });
    if (node)
      return (
        <NodeDetailPanel
          key={node.id}
          processId={processId}
          node={node}
          notDrawn={!drawn && !whole}
          communityName={communityName}
        />
      );
  }
  const edge = selection.edgeId ? edgesById.get(selection.edgeId) : undefined;
  if (edge) {
    const label = (id: string) => nodesById.get(id)?.label ?? id;
    return (
      <Typography sx={{ p: 2 }} data-testid="edge-detail">
        {t('graph.edge_detail', { source: label(edge.source), target: label(edge.target), count: edge.weight })}
      </Typography>
    );
  }
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {t('graph.select_hint')}
    </Typography>
  );
}
