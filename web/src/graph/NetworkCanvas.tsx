import { Box } from '@mui/material';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type RefObject } from 'react';
import { DataSet } from 'vis-data';
import { Network, type Edge, type Node } from 'vis-network';
import type { GraphNode, GraphPayload, NodeHit } from '@kizuna/http-api';
import { communityAtPoint } from './community-at-point';
import { COMMUNITY_LABEL_PX, drawCommunities } from './draw-communities';
import { fitView } from './fit-view';
import { neighbourIndex } from './neighbour-index';
import type { SelectionState } from './selection-reducer';
import { visEdgeStyle } from './vis-edge-style';
import { visNodeStyle } from './vis-node-style';
import { visOptions } from './vis-options';
import { viewPlan, type ViewPlan } from './view-plan';

/** What vis-network hands a click listener (the parts used here). */
interface CanvasClick {
  nodes: string[];
  edges: string[];
  pointer: { canvas: { x: number; y: number }; DOM: { x: number; y: number } };
  event: { srcEvent?: MouseEvent; preventDefault?: () => void };
}

/** The id of the locator's user who is not drawn, while it is on the canvas. */
export const LOCATED_NODE_PREFIX = 'located:';

interface Props {
  graph: GraphPayload;
  selection: SelectionState;
  /** Users left on the canvas by the time window and the minimum degree. */
  visible: (id: string) => boolean;
  /** A community color being previewed (the color dialog), not saved yet. */
  colorPreview: { clusterId: number; color: string } | null;
  /** A user the locator found who is not drawn: on the canvas for the moment. */
  located: NodeHit | null;
  networkRef: RefObject<Network | null>;
  containerRef: RefObject<HTMLDivElement | null>;
  onSelectCommunity: (clusterId: number) => void;
  onSelectNode: (nodeId: string) => void;
  onSelectEdge: (edgeId: string) => void;
  onClear: () => void;
  onCommunityMenu: (clusterId: number, at: { left: number; top: number }) => void;
}

/** The vis-network canvas: community circles beneath, users at their server positions on top. */
export function NetworkCanvas(props: Props) {
  const { graph, selection, visible, colorPreview, located, networkRef, containerRef } = props;
  const [ready, setReady] = useState(false);
  const users = useMemo(() => graph.nodes.filter((n) => n.type === 'node'), [graph]);
  const communities = useMemo(() => graph.nodes.filter((n) => n.type === 'community'), [graph]);
  const neighbours = useMemo(() => neighbourIndex(graph.edges), [graph]);
  const byId = useMemo(() => new Map(users.map((n) => [n.id, n])), [users]);
  const nodesRef = useRef<DataSet<Node> | null>(null);
  const edgesRef = useRef<DataSet<Edge> | null>(null);
  const planRef = useRef<ViewPlan | null>(null);
  const previewRef = useRef<Props['colorPreview']>(null);
  // Read by the drawing callback, which lives as long as the network.
  const drawState = useRef<{ selected: number | null; communities: GraphNode[] }>({ selected: null, communities });
  // Listeners live as long as the network; as effect events they see the latest props.
  const onCanvasClick = useEffectEvent((params: CanvasClick) => {
    const node = params.nodes[0];
    if (node !== undefined) return props.onSelectNode(node.replace(LOCATED_NODE_PREFIX, ''));
    if (params.edges.length > 0) return props.onSelectEdge(params.edges[0]);
    const community = communityAtPoint(communities, params.pointer.canvas);
    if (community !== null) props.onSelectCommunity(community);
    else props.onClear();
  });
  const onContext = useEffectEvent((params: CanvasClick) => {
    params.event.preventDefault?.();
    const network = networkRef.current;
    if (!network) return;
    const community = communityAtPoint(communities, network.DOMtoCanvas(params.pointer.DOM));
    const mouse = params.event.srcEvent;
    if (community !== null && mouse) props.onCommunityMenu(community, { left: mouse.clientX, top: mouse.clientY });
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
    edgesRef.current = edges;
    planRef.current = null;
    previewRef.current = null;
    networkRef.current = network;
    network.on('beforeDrawing', (ctx: CanvasRenderingContext2D) =>
      drawCommunities(ctx, drawState.current.communities, drawState.current.selected, network.getScale()),
    );
    network.once('afterDrawing', () => setReady(true));
    network.on('click', (params: CanvasClick) => onCanvasClick(params));
    network.on('oncontext', (params: CanvasClick) => onContext(params));
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
      edgesRef.current = null;
    };
  }, [graph, users, communities, containerRef, networkRef]);

  useEffect(() => {
    const nodes = nodesRef.current;
    const edges = edgesRef.current;
    const network = networkRef.current;
    if (!nodes || !edges || !network) return;
    const colorOf = (n: GraphNode) =>
      colorPreview && n.cluster_id === colorPreview.clusterId ? colorPreview.color : n.color;
    const plan = viewPlan(users, graph.edges, neighbours, selection, visible, planRef.current);
    const restyled = new Set(plan.nodeChanges.map(([id]) => id));
    // A previewed color (or the end of a preview) restyles the whole community.
    const previewed = new Set([previewRef.current?.clusterId, colorPreview?.clusterId]);
    if (previewRef.current?.color !== colorPreview?.color || previewRef.current?.clusterId !== colorPreview?.clusterId)
      for (const n of users) if (previewed.has(n.cluster_id)) restyled.add(n.id);
    previewRef.current = colorPreview;
    const nodeChanges = [...restyled].map((id) => {
      const n = byId.get(id)!;
      const look = plan.nodes.get(id) ?? 'normal';
      return { ...visNodeStyle({ id, color: colorOf(n) }, look === 'grey'), hidden: look === 'hidden' };
    });
    if (nodeChanges.length > 0) nodes.update(nodeChanges);
    if (plan.edgeChanges.length > 0) edges.update(plan.edgeChanges.map(([id, look]) => visEdgeStyle(id, look)));
    planRef.current = plan;
    const drawn = drawState.current;
    drawState.current = {
      selected: selection.communityId,
      communities: colorPreview
        ? communities.map((c) => (c.cluster_id === colorPreview.clusterId ? { ...c, color: colorPreview.color } : c))
        : communities,
    };
    let shown = 0;
    for (const look of plan.nodes.values()) if (look !== 'hidden') shown++;
    // Read by browser tests and the benchmark: how many users the canvas shows now.
    if (containerRef.current) containerRef.current.dataset.visibleUsers = String(shown);
    // Each full draw of 2,000 users costs tens of milliseconds: the data updates above already ask
    // vis-network for one (on the next frame), and selecting or unselecting draws again at once,
    // so the canvas is drawn only when something it shows changed, and once.
    const selectedId = [selection.nodeId, LOCATED_NODE_PREFIX + selection.nodeId].find((id) => id && nodes.get(id));
    const wanted =
      selection.nodeId && selectedId
        ? { nodes: [selectedId], edges: [] as string[] }
        : selection.edgeId
          ? { nodes: [] as string[], edges: [selection.edgeId] }
          : { nodes: [] as string[], edges: [] as string[] };
    const same = (a: readonly (string | number)[], b: readonly string[]) =>
      a.length === b.length && a.every((id, i) => String(id) === b[i]);
    const selectionChanged =
      !same(network.getSelectedNodes(), wanted.nodes) || !same(network.getSelectedEdges(), wanted.edges);
    if (selectionChanged) {
      if (wanted.nodes.length > 0) network.selectNodes(wanted.nodes, false);
      else if (wanted.edges.length > 0) network.selectEdges(wanted.edges);
      else network.unselectAll();
    }
    const dataChanged = nodeChanges.length > 0 || plan.edgeChanges.length > 0;
    const lookChanged =
      drawn.selected !== drawState.current.selected || drawn.communities !== drawState.current.communities;
    if (lookChanged && !dataChanged && !selectionChanged) network.redraw();
  }, [selection, visible, colorPreview, users, graph, neighbours, byId, communities, networkRef, containerRef, ready]);

  // The locator's user who is not drawn sits at their server position until another is located.
  useEffect(() => {
    const nodes = nodesRef.current;
    if (!nodes || !located) return;
    const id = LOCATED_NODE_PREFIX + located.node_id;
    const color = communities.find((c) => c.cluster_id === located.cluster_id)?.color ?? '#000000';
    nodes.add({
      ...visNodeStyle({ id, color }, false),
      x: located.x,
      y: located.y,
      label: located.label,
      size: 12,
      shape: 'diamond',
      title: located.label,
    });
    return () => {
      if (nodesRef.current === nodes) nodes.remove(id);
    };
  }, [located, communities, ready]);

  return (
    <Box
      ref={containerRef}
      data-testid="graph-canvas"
      data-ready={ready ? 'true' : 'false'}
      onContextMenu={(e) => e.preventDefault()}
      sx={{ position: 'absolute', inset: 0, '& canvas': { outline: 'none' } }}
    />
  );
}
