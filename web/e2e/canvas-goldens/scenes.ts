/**
 * Fixed small scenes for the canvas's golden images, bundled for the browser by the test: each
 * is drawn by the real renderer (GraphRenderer, drawGraph) onto a canvas of its own.
 */
import type { GraphEdge, GraphNode, GraphPayload } from '@kizuna/http-api';
import { GraphRenderer, type Frames } from '../../src/graph/canvas/graph-renderer';
import { coordinationRings } from '../../src/graph/canvas/coordination-rings';
import { buildScene } from '../../src/graph/canvas/graph-scene';
import { neighbourIndex } from '../../src/graph/canvas/neighbour-index';
import { viewPlan } from '../../src/graph/canvas/view-plan';

export const WIDTH = 320;
export const HEIGHT = 240;

const COLORS = ['#e6194b', '#3cb44b', '#4363d8'];

function user(cluster: number, n: number, x: number, y: number, size = 6, label = `user ${cluster}.${n}`): GraphNode {
  const id = `u${cluster}-${n}`;
  const color = COLORS[cluster - 1];
  return {
    id,
    node_id: id,
    label,
    type: 'node',
    cluster_id: cluster,
    color,
    original_color: color,
    start_date: null,
    end_date: null,
    x,
    y,
    size,
  };
}

function community(cluster: number, x: number, y: number, size: number, label = `Community ${cluster}`): GraphNode {
  const color = COLORS[cluster - 1];
  return {
    id: `c${cluster}`,
    node_id: `c${cluster}`,
    label,
    type: 'community',
    cluster_id: cluster,
    color,
    original_color: color,
    start_date: null,
    end_date: null,
    x,
    y,
    size,
  };
}

function edge(source: string, target: string): GraphEdge {
  return { id: `${source}>${target}`, source, target, weight: 1 };
}

/** Three communities of users, edges within each and two between them. */
function graph(): GraphPayload {
  const nodes = [
    community(1, -120, 0, 60),
    community(2, 60, -40, 50),
    // Japanese names too: drawn in the Japanese fallback of the canvas font.
    community(3, 60, 90, 40, 'ラーメン好き'),
    user(1, 1, -140, -20, 8),
    user(1, 2, -100, 20),
    user(1, 3, -130, 30, 6, '山田 1.3'),
    user(1, 4, -90, -30, 5),
    user(2, 1, 50, -60, 8),
    user(2, 2, 80, -30),
    user(2, 3, 40, -20),
    user(3, 1, 50, 80),
    user(3, 2, 75, 100, 7),
  ];
  const edges = [
    edge('u1-1', 'u1-2'),
    edge('u1-2', 'u1-3'),
    edge('u1-1', 'u1-4'),
    edge('u2-1', 'u2-2'),
    edge('u2-2', 'u2-3'),
    edge('u3-1', 'u3-2'),
    edge('u1-2', 'u2-3'),
    edge('u2-3', 'u3-1'),
  ];
  return {
    nodes,
    edges,
    time_range_data: [],
    time_range_by_cluster: {},
    bucket: 'day',
    text_only: false,
    users_total: 9,
  } as unknown as GraphPayload;
}

interface SceneSpec {
  selection?: { communityId?: number; nodeId?: string; edgeId?: string };
  /** Users shown (the time window, minimum degree); all when absent. */
  visible?: (id: string) => boolean;
  /** A camera instead of the fitted one: the centre (graph units) and the scale. */
  camera?: { x: number; y: number; scale: number };
  colorPreview?: { clusterId: number; color: string };
  located?: { x: number; y: number; label: string; color: string };
  /** Users outlined as coordinated (the coordination switch). */
  outlined?: string[];
}

export const SCENES: Record<string, SceneSpec> = {
  /** The whole graph fitted to the canvas, nothing selected. */
  fitted: {},
  /** A user selected: their edges lit and outlined, the rest greyed. */
  'user-selected': { selection: { nodeId: 'u1-2' } },
  /** A community selected: its users kept, the others greyed. */
  'community-selected': { selection: { communityId: 2 } },
  /** Zoomed in on community 1: user names drawn under the dots. */
  'zoomed-labels': { camera: { x: -115, y: 5, scale: 2.5 } },
  /** A community's colour previewed, users left out by a filter, and a located user's diamond. */
  'preview-filter-located': {
    colorPreview: { clusterId: 3, color: '#f58231' },
    visible: (id) => id !== 'u1-4' && id !== 'u2-1',
    located: { x: -20, y: 60, label: 'found', color: '#911eb4' },
  },
  /** Coordinated users ringed, a community selected: dark rings on its users, light on a greyed one. */
  'coordination-rings': { selection: { communityId: 1 }, outlined: ['u1-1', 'u1-3', 'u2-2'] },
};

/** Draws one scene and answers its pixels as a PNG data URL. */
export function render(name: string): string {
  const spec = SCENES[name];
  if (!spec) throw new Error(`no scene ${name}`);
  const canvas = document.createElement('canvas');
  canvas.style.width = `${WIDTH}px`;
  canvas.style.height = `${HEIGHT}px`;
  document.body.append(canvas);
  // Drawn when asked, not on animation frames: the test reads the canvas right after.
  const frames: Frames = { request: () => 0, cancel: () => {}, now: () => 0 };
  const renderer = new GraphRenderer(
    canvas,
    () => {},
    frames,
    () => 1,
  );
  const scene = buildScene(graph(), WIDTH / HEIGHT);
  const selection = { communityId: null, nodeId: null, edgeId: null, ...spec.selection };
  const visible = spec.visible ?? (() => true);
  const plan = viewPlan(scene.users, scene.edges, neighbourIndex(scene.edges), selection, visible);
  const preview = spec.colorPreview;
  const communities = preview
    ? scene.communities.map((c) => (c.cluster_id === preview.clusterId ? { ...c, color: preview.color } : c))
    : scene.communities;
  renderer.resize({ width: WIDTH, height: HEIGHT });
  renderer.show({
    scene,
    nodeLooks: plan.nodes,
    edgeLooks: plan.edges,
    communities,
    colorOf: (n) => (preview && n.cluster_id === preview.clusterId ? preview.color : n.color),
    selectedCommunity: selection.communityId,
    selectedUser: selection.nodeId === null ? -1 : (scene.index.get(selection.nodeId) ?? -1),
    located: spec.located ?? null,
    rings: coordinationRings(scene.users, spec.outlined ? new Set(spec.outlined) : null, plan.nodes),
  });
  renderer.fit([...scene.users, ...scene.communities]);
  if (spec.camera) renderer.moveTo(spec.camera, 0);
  renderer.draw();
  const png = canvas.toDataURL('image/png');
  canvas.remove();
  return png;
}

/**
 * How many pixels of two PNGs (data URLs) differ by more than `tolerance` in any channel; sizes
 * that differ count every pixel.
 */
export async function compare(a: string, b: string, tolerance: number): Promise<{ differing: number; total: number }> {
  const pixels = async (url: string) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    return ctx.getImageData(0, 0, image.width, image.height);
  };
  const [x, y] = await Promise.all([pixels(a), pixels(b)]);
  const total = x.width * x.height;
  if (x.width !== y.width || x.height !== y.height) return { differing: total, total };
  let differing = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    for (let c = 0; c < 4; c++)
      if (Math.abs(x.data[i + c] - y.data[i + c]) > tolerance) {
        differing++;
        break;
      }
  }
  return { differing, total };
}
