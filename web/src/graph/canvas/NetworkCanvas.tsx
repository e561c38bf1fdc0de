import { Box } from '@mui/material';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { GraphNode, GraphPayload, NodeHit } from '@kizuna/http-api';
import type { Camera, Point } from './camera';
import { communityAtPoint } from './community-at-point';
import { coordinationRings } from './coordination-rings';
import { labelRings } from './label-rings';
import { canvasFont } from './canvas-font';
import { GraphRenderer } from './graph-renderer';
import { buildScene } from './graph-scene';
import type { GraphView } from './graph-view';
import { hitTest } from './hit-grid';
import { neighbourIndex } from './neighbour-index';
import { moved } from './pack-graph';
import type { SelectionState } from '../state/selection-reducer';
import { LOOK, viewPlan } from './view-plan';
import { nextZoom, ZOOM_ANIMATION_MS } from './zoom';

/** The pane's shape, to pack the communities to, in steps: small resizes do not move them. */
function paneAspect(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 1;
  return Math.min(3, Math.max(0.5, Math.round((width / height) * 4) / 4));
}

/** How far from a user or an edge (screen pixels) a click still hits it. */
const HIT_SLACK_PX = 4;
/** A press that moves further than this (pixels) pans instead of clicking. */
const DRAG_PX = 4;
const FOCUS_MS = 300;

interface Props {
  graph: GraphPayload;
  selection: SelectionState;
  /** Users left on the canvas by the time window and the minimum degree. */
  visible: (id: string) => boolean;
  /** A community color being previewed (the color dialog), not saved yet. */
  colorPreview: { clusterId: number; color: string } | null;
  /** A user the locator found who is not drawn: on the canvas for the moment. */
  located: NodeHit | null;
  /** Users kept coloured while everything else greys (the bridges toggle); null for none. */
  emphasis?: ReadonlySet<string> | null;
  /** Users outlined with a ring (members of coordinated groups, the coordination switch); null for none. */
  outlined?: ReadonlySet<string> | null;
  /** Users the team labelled, with their ring colour (issue 48); null for none. */
  labelled?: ReadonlyMap<string, string> | null;
  viewRef: RefObject<GraphView | null>;
  containerRef: RefObject<HTMLDivElement | null>;
  onSelectCommunity: (clusterId: number) => void;
  onSelectNode: (nodeId: string) => void;
  onSelectEdge: (edgeId: string) => void;
  onClear: () => void;
  onCommunityMenu: (clusterId: number, at: { left: number; top: number }) => void;
}

/**
 * The results graph on a 2D canvas of its own: community circles beneath, users at their server
 * positions (no physics), greyed by the selection at draw time. This component derives what is
 * shown and turns pointer and wheel input into camera moves; `GraphRenderer` draws (once a frame,
 * however many changes come before it).
 */
export function NetworkCanvas(props: Props) {
  const { graph, selection, visible, colorPreview, located, viewRef, containerRef } = props;
  const emphasis = props.emphasis ?? null;
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [aspect, setAspect] = useState(1);
  const scene = useMemo(() => buildScene(graph, aspect), [graph, aspect]);
  const neighbours = useMemo(() => neighbourIndex(scene.edges), [scene]);
  const { communityId, nodeId, edgeId } = selection;
  // Opening or closing a panel changes the selection object but nothing drawn.
  const plan = useMemo(
    () => viewPlan(scene.users, scene.edges, neighbours, { communityId, nodeId, edgeId }, visible, emphasis),
    [scene, neighbours, communityId, nodeId, edgeId, visible, emphasis],
  );
  const outlined = props.outlined ?? null;
  const rings = useMemo(() => coordinationRings(scene.users, outlined, plan.nodes), [scene, outlined, plan]);
  const labelled = props.labelled ?? null;
  const labelRingSet = useMemo(() => labelRings(scene.users, labelled, plan.nodes), [scene, labelled, plan]);
  const communities = useMemo(
    () =>
      colorPreview
        ? scene.communities.map((c) =>
            c.cluster_id === colorPreview.clusterId ? { ...c, color: colorPreview.color } : c,
          )
        : scene.communities,
    [scene, colorPreview],
  );
  // Everything drawn, for fitting the view: users and the community circles as moved apart.
  const drawnNodes = useMemo(() => [...scene.users, ...scene.communities], [scene]);
  const locatedDot = useMemo(
    () =>
      located && {
        ...moved({ x: located.x, y: located.y, cluster_id: located.cluster_id }, scene.offsets),
        label: located.label,
        color: communities.find((c) => c.cluster_id === located.cluster_id)?.color ?? '#000000',
      },
    [located, communities, scene],
  );

  const rendererRef = useRef<GraphRenderer | null>(null);
  // Made with the canvas, before the effects below that use it (layout effects run in order).
  useLayoutEffect(() => {
    const renderer = new GraphRenderer(canvasRef.current!, (drawn) => {
      const container = containerRef.current;
      if (!container) return;
      // Read by browser tests: where the graph is on screen, that the canvas is drawn and listening,
      // and the renderer's own placement of the community names (screen pixels of the canvas).
      const camera = drawn.camera;
      container.dataset.camera = `${camera.x} ${camera.y} ${camera.scale}`;
      container.dataset.communityLabels = JSON.stringify(drawn.screenLabels());
      container.dataset.communityDiscs = JSON.stringify(drawn.screenDiscs());
      container.dataset.ready = 'true';
    });
    rendererRef.current = renderer;
    // Names drawn before the canvas font arrived were measured and written in a fallback font.
    void canvasFont.ready().then(() => {
      if (rendererRef.current === renderer) renderer.requestDraw();
    });
    return () => {
      renderer.dispose();
      rendererRef.current = null;
    };
  }, [containerRef]);

  // What is shown changed (selection, filters, a previewed color, the located user): one draw.
  useLayoutEffect(() => {
    const preview = colorPreview;
    rendererRef.current?.show({
      scene,
      nodeLooks: plan.nodes,
      edgeLooks: plan.edges,
      communities,
      colorOf: (n: GraphNode) => (preview && n.cluster_id === preview.clusterId ? preview.color : n.color),
      selectedCommunity: communityId,
      selectedUser: nodeId === null ? -1 : (scene.index.get(nodeId) ?? -1),
      located: locatedDot,
      rings,
      labelRings: labelRingSet,
    });
  }, [scene, plan, communities, colorPreview, communityId, nodeId, locatedDot, rings, labelRingSet]);

  // A new graph: fit users, community circles and their names. Drawn at once, so the first frame
  // already shows the graph.
  useLayoutEffect(() => {
    const container = containerRef.current;
    const renderer = rendererRef.current;
    if (!container || !renderer) return;
    const viewport = { width: container.clientWidth, height: container.clientHeight };
    renderer.resize(viewport);
    container.dataset.packAspect = String(aspect);
    setAspect(paneAspect(viewport.width, viewport.height));
    renderer.fit(drawnNodes);
    renderer.draw();
    return () => {
      container.dataset.ready = 'false';
      renderer.stopMoving();
    };
  }, [drawnNodes, aspect, containerRef]);

  // The canvas follows its box. Notices above it come and go while the page loads: until the user
  // moves the view, the graph is fitted again; after, the camera keeps its centre.
  useEffect(() => {
    const container = containerRef.current;
    const renderer = rendererRef.current;
    if (!container || !renderer) return;
    const observer = new ResizeObserver(() => {
      const next = { width: container.clientWidth, height: container.clientHeight };
      const now = renderer.viewport;
      if (next.width === now.width && next.height === now.height) return;
      renderer.resize(next);
      setAspect(paneAspect(next.width, next.height));
      if (renderer.fitted) renderer.fit(drawnNodes);
      renderer.requestDraw();
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [containerRef, drawnNodes]);

  const local = (e: { clientX: number; clientY: number }): Point => {
    const box = canvasRef.current!.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  // Not React's onWheel: that listener is passive, and the page must not scroll while zooming.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const box = canvas.getBoundingClientRect();
      rendererRef.current?.wheel({ x: e.clientX - box.left, y: e.clientY - box.top }, e.deltaY);
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, []);

  useEffect(() => {
    viewRef.current = {
      zoom: (direction) => {
        const renderer = rendererRef.current;
        if (!renderer) return;
        const camera = renderer.camera;
        renderer.moveTo({ ...camera, scale: nextZoom(camera.scale, direction) }, ZOOM_ANIMATION_MS);
      },
      focus: (point) => {
        const renderer = rendererRef.current;
        if (!renderer) return;
        const at = moved(point, scene.offsets);
        renderer.moveTo({ x: at.x, y: at.y, scale: Math.max(renderer.camera.scale, 1) }, FOCUS_MS);
      },
    };
    return () => {
      viewRef.current = null;
    };
  }, [viewRef, scene]);

  // Pointer: a press that does not move is a click; one that moves pans.
  const press = useRef<{ x: number; y: number; camera: Camera; dragged: boolean } | null>(null);
  const itemAt = (screen: Point) => {
    const renderer = rendererRef.current!;
    const at = renderer.toGraph(screen);
    const slack = HIT_SLACK_PX / renderer.camera.scale;
    if (located && locatedDot && Math.hypot(at.x - locatedDot.x, at.y - locatedDot.y) <= 12 + slack)
      return { at, node: located.node_id };
    const hit = hitTest(scene.grid, scene, at, slack, {
      node: (i) => plan.nodes[i] !== LOOK.hidden,
      edge: (e) => plan.edges[e] !== LOOK.hidden,
    });
    if (hit && 'node' in hit) return { at, node: scene.users[hit.node].id };
    if (hit) return { at, edge: scene.edges[hit.edge].id };
    return { at };
  };

  return (
    <Box
      ref={containerRef}
      data-testid="graph-canvas"
      data-visible-users={plan.shown}
      data-kept-users={plan.kept}
      data-ringed-users={rings.normal.length + rings.grey.length}
      data-label-ringed-users={[...labelRingSet.byColor.values()].reduce(
        (n, l) => n + l.length,
        labelRingSet.grey.length,
      )}
      onContextMenu={(e) => {
        e.preventDefault();
        const community = communityAtPoint(communities, itemAt(local(e)).at);
        if (community !== null) props.onCommunityMenu(community, { left: e.clientX, top: e.clientY });
      }}
      sx={{ position: 'absolute', inset: 0, overflow: 'hidden', touchAction: 'none' }}
    >
      <canvas
        ref={canvasRef}
        style={{ display: 'block', width: '100%', height: '100%', outline: 'none' }}
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          press.current = { ...local(e), camera: rendererRef.current!.camera, dragged: false };
        }}
        onPointerMove={(e) => {
          const p = local(e);
          const down = press.current;
          if (down) {
            const [dx, dy] = [p.x - down.x, p.y - down.y];
            if (!down.dragged && Math.hypot(dx, dy) < DRAG_PX) return;
            down.dragged = true;
            rendererRef.current!.pan(down.camera, dx, dy);
            return;
          }
          // Hover: the user's name as a tooltip, and a pointer over anything clickable.
          const item = itemAt(p);
          const name = item.node
            ? (scene.users[scene.index.get(item.node) ?? -1]?.label ?? located?.label)
            : rendererRef.current!.communityLabelAt(p);
          e.currentTarget.title = name ?? '';
          e.currentTarget.style.cursor = item.node || item.edge ? 'pointer' : 'default';
        }}
        onPointerUp={(e) => {
          const down = press.current;
          press.current = null;
          if (!down || down.dragged) return;
          const item = itemAt(local(e));
          if (item.node) return props.onSelectNode(item.node);
          if (item.edge) return props.onSelectEdge(item.edge);
          const community = communityAtPoint(communities, item.at);
          if (community !== null) props.onSelectCommunity(community);
          else props.onClear();
        }}
        onPointerCancel={() => (press.current = null)}
      />
    </Box>
  );
}
