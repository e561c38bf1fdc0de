import { Box } from '@mui/material';
import { useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { GraphNode } from '@kizuna/http-api';
import type { WholeGraph } from '@kizuna/proto/graph-binary';
import type { GraphView } from '../canvas/graph-view';
import { hexToRgba } from '../canvas/hex-to-rgba';
import type { SelectionState } from '../state/selection-reducer';
import { activeMask } from './active-in-window';
import { drawWholePicture } from './draw-whole-picture';
import { hexToRgb } from './hex-to-rgb';
import { neighbourOffsets, type NeighbourOffsets } from './neighbour-offsets';
import { pointLooks } from './point-looks';
import { WholeGraphRenderer, type WholeFrame } from './whole-graph-renderer';
import { wholeGraphSvg } from './whole-graph-svg';

/** A press that moves further than this (pixels) pans instead of clicking. */
const DRAG_PX = 4;
const ZOOM_STEP = 1.5;

interface Props {
  /** Null while the answer travels: the renderer sets up WebGL meanwhile, and draws once it comes. */
  graph: WholeGraph | null;
  /** The run's communities (names and colours), from the JSON graph. */
  communities: readonly GraphNode[];
  selection: SelectionState;
  window: { start: number; end: number } | null;
  minDegree: number;
  colorPreview: { clusterId: number; color: string } | null;
  /** A community's name being typed in the rename dialog: written on the picture at once. */
  namePreview: { clusterId: number; name: string } | null;
  emphasis: ReadonlySet<string> | null;
  outlined: ReadonlySet<string> | null;
  labelled: ReadonlyMap<string, string> | null;
  viewRef: RefObject<GraphView | null>;
  containerRef: RefObject<HTMLDivElement | null>;
  onSelectNode: (nodeId: string) => void;
  onClear: () => void;
  /** Once the first fitted frame with every user has been drawn (the page then renders its panels). */
  onFirstFrame?: () => void;
}

/** Sets 1 for each named user the graph has. */
function maskOf(ids: Iterable<string>, index: ReadonlyMap<string, number>, n: number): Uint8Array {
  const mask = new Uint8Array(n);
  for (const id of ids) {
    const u = index.get(id);
    if (u !== undefined) mask[u] = 1;
  }
  return mask;
}

/** Relations while the graph travels: no users, none. */
const NO_USERS: NeighbourOffsets = {
  offsets: new Uint32Array(1),
  relation: new Uint32Array(0),
  other: new Uint32Array(0),
};

/**
 * The results graph with every user, in WebGL (issue 59): the renderer draws, this component
 * derives the users' colours from the selection and filters (typed arrays, one pass), and turns
 * clicks and hovers into selections. Pan and wheel zoom are the library's own. Mounted before the
 * graph comes, so that WebGL's set-up overlaps the answer's travel; one renderer for its life.
 */
export function WholeGraphCanvas(props: Props) {
  const { graph, communities, selection, colorPreview, namePreview, viewRef, containerRef } = props;
  const hostRef = useRef<HTMLDivElement | null>(null);
  const rendererRef = useRef<WholeGraphRenderer | null>(null);
  const index = useMemo(() => new Map(graph?.ids.map((id, u) => [id, u])), [graph]);
  const neighbours = useMemo(() => (graph ? neighbourOffsets(graph.userCount, graph.pairs) : NO_USERS), [graph]);
  const communityCount = graph?.communityCount ?? 0;
  const colours = useMemo(() => {
    const byIndex = Array.from({ length: communityCount }, () => hexToRgb('#888888'));
    const bundle = Array.from({ length: communityCount }, () => 'rgba(80, 80, 80, 0.25)');
    for (const c of communities) {
      const hex = colorPreview?.clusterId === c.cluster_id ? colorPreview.color : c.color;
      if (c.cluster_id < 1 || c.cluster_id > communityCount) continue;
      byIndex[c.cluster_id - 1] = hexToRgb(hex);
      bundle[c.cluster_id - 1] = hexToRgba(hex, 0.3);
    }
    return { byIndex, bundle };
  }, [communityCount, communities, colorPreview]);
  // Each community's name as the picture writes it, by index (cluster_id - 1).
  const communityNames = useMemo(() => {
    const names: string[] = Array.from({ length: communityCount }, () => '');
    for (const c of communities) {
      if (c.cluster_id < 1 || c.cluster_id > communityCount) continue;
      names[c.cluster_id - 1] = namePreview?.clusterId === c.cluster_id ? namePreview.name.trim() : c.label;
    }
    return names;
  }, [communityCount, communities, namePreview]);
  const active = useMemo(
    () => graph && activeMask(graph.firstTime, graph.lastTime, props.window),
    [graph, props.window],
  );
  const emphasis = useMemo(
    () => graph && props.emphasis && maskOf(props.emphasis, index, graph.userCount),
    [props.emphasis, index, graph],
  );
  const selectedUser = selection.nodeId === null ? -1 : (index.get(selection.nodeId) ?? -1);
  const selectedCommunity = selection.communityId === null ? null : selection.communityId - 1;
  // Every user's look for a selected user: the page's selection, or a click's before the page has it.
  const looksFor = useMemo(() => {
    if (!graph) return null;
    let hidden: Uint8Array | null = null;
    if (props.minDegree > 0) {
      hidden = new Uint8Array(graph.userCount);
      for (let u = 0; u < graph.userCount; u++) hidden[u] = graph.degree[u] < props.minDegree ? 1 : 0;
    }
    return (user: number) => {
      const {
        colours: rgba,
        drawn,
        kept,
      } = pointLooks({
        community: graph.community,
        colours: colours.byIndex,
        neighbours,
        selectedCommunity,
        selectedUser: user,
        emphasis,
        active,
        degree: graph.degree,
        minDegree: props.minDegree,
      });
      return { colours: rgba, hidden, usersDrawn: drawn, kept };
    };
  }, [graph, colours, neighbours, selectedCommunity, emphasis, active, props.minDegree]);
  const look = useMemo(() => looksFor?.(selectedUser) ?? null, [looksFor, selectedUser]);
  const { rings, labelRings } = useMemo(() => {
    const out: Array<{ user: number; colour: string }> = [];
    for (const [id, colour] of props.labelled ?? []) {
      const u = index.get(id);
      if (u !== undefined) out.push({ user: u, colour });
    }
    const labelRings = out.length;
    for (const id of props.outlined ?? []) {
      const u = index.get(id);
      if (u !== undefined) out.push({ user: u, colour: '#d32f2f' });
    }
    return { rings: out, labelRings };
  }, [props.labelled, props.outlined, index]);

  const report = (frame: WholeFrame) => {
    const container = containerRef.current;
    if (!container) return;
    // Read by browser tests and the bench: every user drawn, and what the frame showed.
    container.dataset.usersDrawn = String(frame.usersDrawn);
    container.dataset.usersTotal = String(frame.usersTotal);
    container.dataset.relationsInView = String(frame.relationsInView);
    container.dataset.names = String(frame.names.length);
    // As today's canvas reports its community labels (what the frame wrote, on screen), with the community.
    container.dataset.communityLabels = JSON.stringify(
      frame.communityNames.map(({ community, text, left, top, width, height }) => ({
        cluster_id: community + 1,
        text,
        shown: true,
        left,
        top,
        width,
        height,
      })),
    );
    container.dataset.zoom = frame.zoom.toFixed(2);
    // Screen x = ax · x + bx (y alike) for positions as `spacePositions` places them.
    const { ax, bx, ay, by } = frame.transform;
    container.dataset.transform = `${ax} ${bx} ${ay} ${by}`;
    // The users the frame drew hovered and selected (indexes in the whole graph; -1: none).
    container.dataset.hoveredUser = String(frame.hovered);
    container.dataset.selectedUser = String(frame.selected);
    if (frame.fitted && container.dataset.ready !== 'true') {
      container.dataset.ready = 'true';
      props.onFirstFrame?.();
    }
  };
  const reportRef = useRef(report);
  const lookRef = useRef(look);
  // The renderer's callbacks read the latest of both (set before the effects below run).
  useLayoutEffect(() => {
    reportRef.current = report;
    lookRef.current = look;
  });

  // One renderer for the component's life, made at once: WebGL's set-up while the graph travels.
  useLayoutEffect(() => {
    const renderer = new WholeGraphRenderer(hostRef.current!, (frame) => reportRef.current(frame));
    rendererRef.current = renderer;
    return () => {
      renderer.dispose();
      rendererRef.current = null;
    };
  }, []);
  // The names before the graph's first frame (this runs before the effect below loads it).
  useLayoutEffect(() => rendererRef.current?.nameCommunities(communityNames), [communityNames]);
  // Each graph: its points, then a fitted first frame with every user.
  useLayoutEffect(() => {
    const renderer = rendererRef.current;
    if (!graph || !renderer) return;
    let live = true;
    void renderer.ready.then(() => {
      const look = lookRef.current;
      if (!live || !look) return;
      renderer.load(graph, neighbours, { ...look, selectedUser: -1, rings: [] }, colours.bundle);
    });
    const container = containerRef.current;
    return () => {
      live = false;
      if (container) container.dataset.ready = 'false';
    };
    // The look is shown by the effect below; only a new graph is loaded anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [graph, containerRef]);
  useEffect(() => {
    if (!look) return;
    // Users in their colour (not grey, not dimmed): what a selection or the time window left lit.
    const container = containerRef.current;
    if (container) {
      container.dataset.keptUsers = String(look.kept);
      // As today's canvas names them: coordinated accounts ringed, labelled accounts ringed.
      container.dataset.ringedUsers = String(rings.length - labelRings);
      container.dataset.labelRingedUsers = String(labelRings);
    }
    const renderer = rendererRef.current;
    if (!renderer) return;
    void renderer.ready.then(() => renderer.show({ ...look, selectedUser, rings }, colours.bundle));
  }, [look, selectedUser, rings, labelRings, colours, containerRef]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const observer = new ResizeObserver(() => rendererRef.current?.resized());
    observer.observe(host);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    // While the graph travels, the page has no view to zoom or draw from.
    if (!graph || !look) return;
    viewRef.current = {
      zoom: (direction) => rendererRef.current?.zoomBy(direction > 0 ? ZOOM_STEP : 1 / ZOOM_STEP),
      focus: (point) => {
        const u = point.node_id === undefined ? undefined : index.get(point.node_id);
        if (u !== undefined) rendererRef.current?.flyTo(u);
      },
      picture: (scale) => {
        const host = hostRef.current!;
        const size = { width: host.clientWidth || 800, height: host.clientHeight || 600 };
        return drawWholePicture({ graph, colours: look.colours, bundleColours: colours.bundle, ...size, scale });
      },
      svg: (cutNote) => wholeGraphSvg(graph, look.colours, colours.bundle, cutNote),
    };
    return () => {
      viewRef.current = null;
    };
  }, [viewRef, index, graph, look, colours]);

  const press = useRef<{ x: number; y: number } | null>(null);
  const local = (e: { clientX: number; clientY: number }) => {
    const box = hostRef.current!.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  const nameOf = (u: number) => (graph ? graph.labels[u] || graph.ids[u] : '');

  return (
    <Box
      ref={containerRef}
      data-testid="graph-canvas"
      data-renderer="webgl"
      sx={{ position: 'absolute', inset: 0, overflow: 'hidden', touchAction: 'none' }}
    >
      <Box
        ref={hostRef}
        sx={{ position: 'absolute', inset: 0 }}
        onPointerDown={(e) => {
          if (e.button === 0) press.current = local(e);
        }}
        onPointerMove={(e) => {
          const renderer = rendererRef.current;
          if (!renderer || press.current) return;
          const p = local(e);
          const u = renderer.userAt(p.x, p.y);
          renderer.hover(u);
          e.currentTarget.title = u >= 0 ? nameOf(u) : '';
          e.currentTarget.style.cursor = u >= 0 ? 'pointer' : 'default';
        }}
        onPointerLeave={() => rendererRef.current?.hover(-1)}
        onPointerUp={(e) => {
          const down = press.current;
          press.current = null;
          const renderer = rendererRef.current;
          if (!down || !renderer) return;
          const p = local(e);
          if (Math.hypot(p.x - down.x, p.y - down.y) >= DRAG_PX) return;
          const u = renderer.userAt(p.x, p.y);
          if (u < 0 || !graph || !looksFor) return props.onClear();
          // The picture answers the click first (the user and its neighbours lit in the next
          // frame); the page's selection, with its panels to render, follows that frame.
          renderer.show({ ...looksFor(u), selectedUser: u, rings }, colours.bundle);
          renderer.afterFrame(() => props.onSelectNode(graph.ids[u]));
        }}
      />
    </Box>
  );
}
