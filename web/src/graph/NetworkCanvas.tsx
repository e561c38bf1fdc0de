import { Box } from '@mui/material';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type RefObject } from 'react';
import { DataSet } from 'vis-data';
import { Network, type Edge, type Node } from 'vis-network';
import type { GraphPayload } from '@kizuna/http-api';
import { communityAtPoint } from './community-at-point';
import { COMMUNITY_LABEL_PX, drawCommunities } from './draw-communities';
import { fitView } from './fit-view';
import { greyingPlan } from './greying-plan';
import { neighbourIndex } from './neighbour-index';
import type { SelectionState } from './selection-reducer';
import { visNodeStyle } from './vis-node-style';
import { visOptions } from './vis-options';

/** What vis-network hands a click listener (the parts used here). */
interface CanvasClick {
  nodes: string[];
  pointer: { canvas: { x: number; y: number } };
}

interface Props {
  graph: GraphPayload;
  selection: SelectionState;
  networkRef: RefObject<Network | null>;
  containerRef: RefObject<HTMLDivElement | null>;
  onSelectCommunity: (clusterId: number) => void;
  onSelectNode: (nodeId: string) => void;
  onClear: () => void;
}

/** The vis-network canvas: community circles beneath, users at their server positions on top. */
export function NetworkCanvas({
  graph,
  selection,
  networkRef,
  containerRef,
  onSelectCommunity,
  onSelectNode,
  onClear,
}: Props) {
  const [ready, setReady] = useState(false);
  const users = useMemo(() => graph.nodes.filter((n) => n.type === 'node'), [graph]);
  const communities = useMemo(() => graph.nodes.filter((n) => n.type === 'community'), [graph]);
  const neighbours = useMemo(() => neighbourIndex(graph.edges), [graph]);
  const nodesRef = useRef<DataSet<Node> | null>(null);
  const greyedRef = useRef<Set<string>>(new Set());
  // Read by the drawing callback, which lives as long as the network.
  const selectedCommunity = useRef<number | null>(null);
  // The click listener lives as long as the network too; as an effect event it sees the latest props.
  const onCanvasClick = useEffectEvent((params: CanvasClick) => {
    if (params.nodes.length > 0) return onSelectNode(params.nodes[0]);
    const community = communityAtPoint(communities, params.pointer.canvas);
    if (community !== null) onSelectCommunity(community);
    else onClear();
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const nodes = new DataSet<Node>(
      users.map((n) => ({ ...visNodeStyle(n, false), x: n.x, y: n.y, label: n.label, size: n.size, title: n.label })),
    );
    const edges = new DataSet<Edge>(graph.edges.map((e) => ({ id: e.id, from: e.source, to: e.target })));
    const network = new Network(container, { nodes, edges }, visOptions(graph.edges.length));
    nodesRef.current = nodes;
    greyedRef.current = new Set();
    networkRef.current = network;
    network.on('beforeDrawing', (ctx: CanvasRenderingContext2D) =>
      drawCommunities(ctx, communities, selectedCommunity.current, network.getScale()),
    );
    network.once('afterDrawing', () => setReady(true));
    network.on('click', (params: CanvasClick) => onCanvasClick(params));
    // Fit users, community circles and the names above them (vis-network's fit() sees nodes only).
    // Names keep a constant screen size, so their room depends on the scale: fit, then refit with it.
    const viewport = { width: container.clientWidth, height: container.clientHeight };
    const first = fitView(graph.nodes, viewport);
    const labelSize = first ? COMMUNITY_LABEL_PX / first.scale : 0;
    const labels = communities.map((c) => ({ x: c.x, y: c.y - c.size - labelSize, size: labelSize }));
    const view = fitView([...graph.nodes, ...labels], viewport);
    if (view) network.moveTo({ ...view, animation: false });
    return () => {
      setReady(false);
      network.destroy();
      if (networkRef.current === network) networkRef.current = null;
      nodesRef.current = null;
    };
  }, [graph, users, communities, containerRef, networkRef]);

  useEffect(() => {
    const nodes = nodesRef.current;
    const network = networkRef.current;
    if (!nodes || !network) return;
    const plan = greyingPlan(users, neighbours, selection, greyedRef.current);
    const byId = new Map(users.map((n) => [n.id, n]));
    const changes = [
      ...plan.toGrey.map((id) => visNodeStyle(byId.get(id)!, true)),
      ...plan.toRestore.map((id) => visNodeStyle(byId.get(id)!, false)),
    ];
    if (changes.length > 0) nodes.update(changes);
    greyedRef.current = plan.greyed;
    selectedCommunity.current = selection.communityId;
    if (selection.nodeId) network.selectNodes([selection.nodeId], true);
    else network.unselectAll();
    network.redraw();
  }, [selection, users, neighbours, networkRef, ready]);

  return (
    <Box
      ref={containerRef}
      data-testid="graph-canvas"
      data-ready={ready ? 'true' : 'false'}
      sx={{ position: 'absolute', inset: 0, '& canvas': { outline: 'none' } }}
    />
  );
}
