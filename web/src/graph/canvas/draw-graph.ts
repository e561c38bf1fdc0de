import type { GraphNode } from '@kizuna/http-api';
import type { Camera, Viewport } from './camera';
import { RING_COLOR, RING_GREY_COLOR, RING_WIDTH_PX, ringRadius, type CoordinationRings } from './coordination-rings';
import { LABEL_RING_WIDTH_PX, labelRingRadius, type LabelRings } from './label-rings';
import { canvasFont } from './canvas-font';
import { drawCommunities } from './draw-communities';
import type { GraphScene } from './graph-scene';
import type { PlacedLabel } from './place-community-labels';
import { LOOK } from './view-plan';

export const GREYED_COLOR = '#d5d5d5';
const EDGE = 'rgba(110, 110, 110, 0.35)';
/** Edges between two communities: faint, so that the communities, not a hairball, are what one sees. */
const EDGE_CROSSING = 'rgba(110, 110, 110, 0.07)';
const EDGE_GREY = 'rgba(200, 200, 200, 0.18)';
const EDGE_LIT = 'rgba(20, 20, 20, 0.9)';
const LABEL = '#222222';
const LABEL_GREY = '#c4c4c4';
/** User names are 12 graph units high and shown once they are at least this many pixels. */
const LABEL_SIZE = 12;
const LABEL_MIN_PX = 5;

export interface DrawInput {
  scene: GraphScene;
  nodeLooks: Uint8Array;
  edgeLooks: Uint8Array;
  camera: Camera;
  viewport: Viewport;
  /** Device pixels per CSS pixel: the canvas holds viewport × dpr pixels. */
  dpr: number;
  /** Community circles as shown (a previewed color applied). */
  communities: readonly GraphNode[];
  /** A user's fill by community, a previewed color applied. */
  colorOf: (user: GraphNode) => string;
  selectedCommunity: number | null;
  /** The index of the selected user, or -1. */
  selectedUser: number;
  /** The locator's user who is not drawn, at their server position for the moment. */
  located: { x: number; y: number; label: string; color: string } | null;
  /** Users outlined as members of a coordinated group (the coordination switch); absent for none. */
  rings?: CoordinationRings | null;
  /** Users the team labelled, ringed in their first label's colour (issue 48); absent for none. */
  labelRings?: LabelRings | null;
}

/**
 * One full draw of the results graph: community circles, then edges, then users, then names.
 * Items are batched by look (one path per edge look, one per fill color), so a draw of 2,000
 * users and their edges is a handful of canvas calls, and greying is only a different batch.
 * Returns where the community names went (graph coordinates).
 */
export function drawGraph(ctx: CanvasRenderingContext2D, input: DrawInput): PlacedLabel[] {
  const { scene, nodeLooks, edgeLooks, camera, viewport, dpr } = input;
  const s = camera.scale;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, viewport.width, viewport.height);
  ctx.setTransform(
    dpr * s,
    0,
    0,
    dpr * s,
    dpr * (viewport.width / 2 - camera.x * s),
    dpr * (viewport.height / 2 - camera.y * s),
  );
  // What is on screen, in graph units, with a margin for radii and names.
  const halfW = viewport.width / 2 / s;
  const halfH = viewport.height / 2 / s;
  const margin = 40 / s;
  const [left, right] = [camera.x - halfW - margin, camera.x + halfW + margin];
  const [top, bottom] = [camera.y - halfH - margin, camera.y + halfH + margin];
  const onScreen = (i: number) => {
    const x = scene.x[i];
    const y = scene.y[i];
    return x >= left && x <= right && y >= top && y <= bottom;
  };

  const communityLabels = drawCommunities(ctx, input.communities, input.selectedCommunity, s);

  // Edges thinner than half a pixel would vanish when zoomed out.
  const edgeWidth = Math.max(0.6, 0.5 / s);
  // A lit edge is drawn strong wherever it goes; normal ones are faint between communities.
  for (const [look, crossing, color, width] of [
    [LOOK.grey, -1, EDGE_GREY, edgeWidth],
    [LOOK.normal, 1, EDGE_CROSSING, edgeWidth],
    [LOOK.normal, 0, EDGE, edgeWidth],
    [LOOK.lit, -1, EDGE_LIT, Math.max(2, 1.5 / s)],
  ] as const) {
    ctx.beginPath();
    let any = false;
    for (let e = 0; e < edgeLooks.length; e++) {
      if (edgeLooks[e] !== look || (crossing >= 0 && scene.crossing[e] !== crossing)) continue;
      const a = scene.source[e];
      const b = scene.target[e];
      ctx.moveTo(scene.x[a], scene.y[a]);
      ctx.lineTo(scene.x[b], scene.y[b]);
      any = true;
    }
    if (!any) continue;
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.stroke();
  }

  // Grey users first, so that the lit ones are drawn over them; then one path per color.
  const byColor = new Map<string, number[]>();
  const grey: number[] = [];
  for (let i = 0; i < nodeLooks.length; i++) {
    const look = nodeLooks[i];
    if (look === LOOK.hidden || !onScreen(i)) continue;
    if (look === LOOK.grey) grey.push(i);
    else {
      const color = input.colorOf(scene.users[i]);
      let list = byColor.get(color);
      if (!list) byColor.set(color, (list = []));
      list.push(i);
    }
  }
  fillDots(ctx, scene, grey, GREYED_COLOR);
  for (const [color, list] of byColor) fillDots(ctx, scene, list, color);
  if (input.rings) {
    strokeRings(ctx, scene, input.rings.grey.filter(onScreen), RING_GREY_COLOR, s);
    strokeRings(ctx, scene, input.rings.normal.filter(onScreen), RING_COLOR, s);
  }
  if (input.labelRings) {
    strokeRings(
      ctx,
      scene,
      input.labelRings.grey.filter(onScreen),
      RING_GREY_COLOR,
      s,
      labelRingRadius,
      LABEL_RING_WIDTH_PX,
    );
    for (const [color, list] of input.labelRings.byColor)
      strokeRings(ctx, scene, list.filter(onScreen), color, s, labelRingRadius, LABEL_RING_WIDTH_PX);
  }

  const selected = input.selectedUser;
  if (selected >= 0 && nodeLooks[selected] !== LOOK.hidden) {
    ctx.beginPath();
    ctx.arc(scene.x[selected], scene.y[selected], scene.r[selected], 0, 2 * Math.PI);
    ctx.fillStyle = input.colorOf(scene.users[selected]);
    ctx.fill();
    ctx.lineWidth = Math.max(2, 1.5 / s);
    ctx.strokeStyle = '#000000';
    ctx.stroke();
  }

  const located = input.located;
  if (located) {
    const r = 12;
    ctx.beginPath();
    ctx.moveTo(located.x, located.y - r);
    ctx.lineTo(located.x + r, located.y);
    ctx.lineTo(located.x, located.y + r);
    ctx.lineTo(located.x - r, located.y);
    ctx.closePath();
    ctx.fillStyle = located.color;
    ctx.fill();
    ctx.lineWidth = Math.max(2, 1.5 / s);
    ctx.strokeStyle = '#000000';
    ctx.stroke();
  }

  if (LABEL_SIZE * s < LABEL_MIN_PX) return communityLabels;
  ctx.font = canvasFont.at(LABEL_SIZE);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const [look, color] of [
    [LOOK.grey, LABEL_GREY],
    [LOOK.normal, LABEL],
  ] as const) {
    ctx.fillStyle = color;
    for (let i = 0; i < nodeLooks.length; i++)
      if (nodeLooks[i] === look && onScreen(i))
        ctx.fillText(scene.users[i].label, scene.x[i], scene.y[i] + scene.r[i] + 2);
  }
  if (located) {
    ctx.fillStyle = LABEL;
    ctx.fillText(located.label, located.x, located.y + 14);
  }
  return communityLabels;
}

function fillDots(ctx: CanvasRenderingContext2D, scene: GraphScene, list: readonly number[], color: string): void {
  if (list.length === 0) return;
  ctx.beginPath();
  for (const i of list) {
    ctx.moveTo(scene.x[i] + scene.r[i], scene.y[i]);
    ctx.arc(scene.x[i], scene.y[i], scene.r[i], 0, 2 * Math.PI);
  }
  ctx.fillStyle = color;
  ctx.fill();
}

/** One path of rings a few pixels outside their dots: seen even when the dots are specks. */
function strokeRings(
  ctx: CanvasRenderingContext2D,
  scene: GraphScene,
  list: readonly number[],
  color: string,
  scale: number,
  radius: (r: number, scale: number) => number = ringRadius,
  widthPx = RING_WIDTH_PX,
): void {
  if (list.length === 0) return;
  ctx.beginPath();
  for (const i of list) {
    const r = radius(scene.r[i], scale);
    ctx.moveTo(scene.x[i] + r, scene.y[i]);
    ctx.arc(scene.x[i], scene.y[i], r, 0, 2 * Math.PI);
  }
  ctx.strokeStyle = color;
  ctx.lineWidth = widthPx / scale;
  ctx.stroke();
}
