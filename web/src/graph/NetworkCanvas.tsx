import { Box } from '@mui/material';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { GraphNode, GraphPayload, NodeHit } from '@kizuna/http-api';
import { cameraBetween, panBy, toGraph, toScreen, zoomAround, type Camera, type Point, type Viewport } from './camera';
import { communityAtPoint } from './community-at-point';
import { COMMUNITY_LABEL_PX } from './draw-communities';
import { drawGraph, type DrawInput } from './draw-graph';
import { fitWithLabels } from './fit-view';
import { buildScene } from './graph-scene';
import type { GraphView } from './graph-view';
import { hitTest } from './hit-grid';
import { neighbourIndex } from './neighbour-index';
import { moved } from './pack-graph';
import type { PlacedLabel } from './place-community-labels';
import type { SelectionState } from './selection-reducer';
import { LOOK, viewPlan } from './view-plan';
import { nextZoom, wheelZoom, ZOOM_ANIMATION_MS } from './zoom';

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
 * positions (no physics), greyed by the selection at draw time. Every change asks for one draw on
 * the next animation frame, however many changes come before it.
 */
export function NetworkCanvas(props: Props) {
  const { graph, selection, visible, colorPreview, located, viewRef, containerRef } = props;
  const emphasis = props.emphasis ?? null;
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const labelsRef = useRef<PlacedLabel[]>([]);
  const [aspect, setAspect] = useState(1);
  const scene = useMemo(() => buildScene(graph, aspect), [graph, aspect]);
  const neighbours = useMemo(() => neighbourIndex(scene.edges), [scene]);
  const { communityId, nodeId, edgeId } = selection;
  // Opening or closing a panel changes the selection object but nothing drawn.
  const plan = useMemo(
    () => viewPlan(scene.users, scene.edges, neighbours, { communityId, nodeId, edgeId }, visible, emphasis),
    [scene, neighbours, communityId, nodeId, edgeId, visible, emphasis],
  );
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

  // Read by the drawing pass and the pointer handlers, which outlive renders.
  const cameraRef = useRef<Camera>({ x: 0, y: 0, scale: 1 });
  const viewportRef = useRef<Viewport>({ width: 0, height: 0 });
  const frameRef = useRef(0);
  const animationRef = useRef(0);
  /** Whether the view is still the fitted one (the user has not zoomed or panned). */
  const fittedRef = useRef(true);
  const shownRef = useRef<Omit<DrawInput, 'camera' | 'viewport' | 'dpr'> | null>(null);

  /** One draw now, of what `shownRef` holds, through the current camera. */
  const drawNow = useCallback(() => {
    cancelAnimationFrame(frameRef.current);
    frameRef.current = 0;
    const canvas = canvasRef.current;
    const container = containerRef.current;
    const ctx = canvas?.getContext('2d');
    const shown = shownRef.current;
    if (!canvas || !container || !ctx || !shown) return;
    const viewport = viewportRef.current;
    const dpr = window.devicePixelRatio || 1;
    const [width, height] = [Math.round(viewport.width * dpr), Math.round(viewport.height * dpr)];
    if (canvas.width !== width || canvas.height !== height) [canvas.width, canvas.height] = [width, height];
    const camera = cameraRef.current;
    labelsRef.current = drawGraph(ctx, { ...shown, camera, viewport, dpr });
    // Read by browser tests: where the graph is on screen, that the canvas is drawn and listening,
    // and the renderer's own placement of the community names (screen pixels of the canvas).
    container.dataset.camera = `${camera.x} ${camera.y} ${camera.scale}`;
    container.dataset.communityLabels = JSON.stringify(
      labelsRef.current.map((l) => {
        const at = toScreen(camera, viewport, l);
        const [w, h] = [l.width * camera.scale, l.height * camera.scale];
        return { text: l.text, shown: l.shown, left: at.x - w / 2, top: at.y - h / 2, width: w, height: h };
      }),
    );
    container.dataset.communityDiscs = JSON.stringify(
      shown.communities.map((c) => {
        const at = toScreen(camera, viewport, c);
        return { id: c.cluster_id, x: at.x, y: at.y, r: Math.max(0, c.size) * camera.scale };
      }),
    );
    container.dataset.ready = 'true';
  }, [containerRef]);
  /** One draw at the next frame, however many changes ask for it before then. */
  const requestDraw = useCallback(() => {
    if (frameRef.current === 0) frameRef.current = requestAnimationFrame(drawNow);
  }, [drawNow]);
  /** Moves the camera now, or eased over `ms`. */
  const moveTo = useCallback(
    (to: Camera, ms: number) => {
      cancelAnimationFrame(animationRef.current);
      fittedRef.current = false;
      if (ms <= 0) {
        cameraRef.current = to;
        return requestDraw();
      }
      const from = cameraRef.current;
      const start = performance.now();
      const step = (now: number) => {
        const t = (now - start) / ms;
        cameraRef.current = cameraBetween(from, to, t);
        drawNow();
        if (t < 1) animationRef.current = requestAnimationFrame(step);
      };
      animationRef.current = requestAnimationFrame(step);
    },
    [drawNow, requestDraw],
  );

  // What is shown changed (selection, filters, a previewed color, the located user): one draw.
  useLayoutEffect(() => {
    const preview = colorPreview;
    shownRef.current = {
      scene,
      nodeLooks: plan.nodes,
      edgeLooks: plan.edges,
      communities,
      colorOf: (n: GraphNode) => (preview && n.cluster_id === preview.clusterId ? preview.color : n.color),
      selectedCommunity: communityId,
      selectedUser: nodeId === null ? -1 : (scene.index.get(nodeId) ?? -1),
      located: locatedDot,
    };
    requestDraw();
  }, [scene, plan, communities, colorPreview, communityId, nodeId, locatedDot, requestDraw]);

  // A new graph: fit users, community circles and their names. Drawn at once, so the first frame
  // already shows the graph.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const viewport = { width: container.clientWidth, height: container.clientHeight };
    viewportRef.current = viewport;
    container.dataset.packAspect = String(aspect);
    setAspect(paneAspect(viewport.width, viewport.height));
    cameraRef.current = fitWithLabels(drawnNodes, viewport, COMMUNITY_LABEL_PX);
    fittedRef.current = true;
    drawNow();
    return () => {
      container.dataset.ready = 'false';
      cancelAnimationFrame(animationRef.current);
    };
  }, [drawnNodes, aspect, containerRef, drawNow]);

  // The canvas follows its box. Notices above it come and go while the page loads: until the user
  // moves the view, the graph is fitted again; after, the camera keeps its centre.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const observer = new ResizeObserver(() => {
      const next = { width: container.clientWidth, height: container.clientHeight };
      const now = viewportRef.current;
      if (next.width === now.width && next.height === now.height) return;
      viewportRef.current = next;
      setAspect(paneAspect(next.width, next.height));
      if (fittedRef.current) cameraRef.current = fitWithLabels(drawnNodes, next, COMMUNITY_LABEL_PX);
      requestDraw();
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frameRef.current);
      frameRef.current = 0;
    };
  }, [containerRef, requestDraw, drawnNodes]);

  const local = (e: { clientX: number; clientY: number }): Point => {
    const box = canvasRef.current!.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  /** The full name of a community whose (possibly shortened) name is under the pointer. */
  const communityLabelAt = (p: Point): string => {
    const g = toGraph(cameraRef.current, viewportRef.current, p);
    const hit = labelsRef.current.find(
      (l) => l.shown && Math.abs(g.x - l.x) * 2 <= l.width && Math.abs(g.y - l.y) * 2 <= l.height,
    );
    return hit?.full ?? '';
  };
  // Not React's onWheel: that listener is passive, and the page must not scroll while zooming.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      cancelAnimationFrame(animationRef.current);
      fittedRef.current = false;
      const camera = cameraRef.current;
      const box = canvas.getBoundingClientRect();
      const anchor = { x: e.clientX - box.left, y: e.clientY - box.top };
      cameraRef.current = zoomAround(camera, viewportRef.current, anchor, wheelZoom(camera.scale, e.deltaY));
      requestDraw();
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [requestDraw]);

  useEffect(() => {
    viewRef.current = {
      zoom: (direction) => {
        const camera = cameraRef.current;
        moveTo({ ...camera, scale: nextZoom(camera.scale, direction) }, ZOOM_ANIMATION_MS);
      },
      focus: (point) => {
        const at = moved(point, scene.offsets);
        moveTo({ x: at.x, y: at.y, scale: Math.max(cameraRef.current.scale, 1) }, FOCUS_MS);
      },
    };
    return () => {
      viewRef.current = null;
    };
  }, [viewRef, moveTo, scene]);

  // Pointer: a press that does not move is a click; one that moves pans.
  const press = useRef<{ x: number; y: number; camera: Camera; dragged: boolean } | null>(null);
  const itemAt = (screen: Point) => {
    const camera = cameraRef.current;
    const at = toGraph(camera, viewportRef.current, screen);
    const slack = HIT_SLACK_PX / camera.scale;
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
          press.current = { ...local(e), camera: cameraRef.current, dragged: false };
        }}
        onPointerMove={(e) => {
          const p = local(e);
          const down = press.current;
          if (down) {
            const [dx, dy] = [p.x - down.x, p.y - down.y];
            if (!down.dragged && Math.hypot(dx, dy) < DRAG_PX) return;
            down.dragged = true;
            cancelAnimationFrame(animationRef.current);
            fittedRef.current = false;
            cameraRef.current = panBy(down.camera, dx, dy);
            requestDraw();
            return;
          }
          // Hover: the user's name as a tooltip, and a pointer over anything clickable.
          const item = itemAt(p);
          const name = item.node
            ? (scene.users[scene.index.get(item.node) ?? -1]?.label ?? located?.label)
            : communityLabelAt(p);
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
