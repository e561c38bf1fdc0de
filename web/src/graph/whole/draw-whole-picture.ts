import { canvasFont } from '../canvas/canvas-font';
import { communityBundles } from './community-bundles';
import { fitTransform } from './fit-transform';
import { NAMES_MEASURED, placeNames } from './place-names';
import type { WholeGraphData } from './whole-graph-data';

export interface WholePicture {
  graph: WholeGraphData;
  /** r, g, b, a per user, as the view shows them (`pointLooks`). */
  colours: Float32Array;
  /** Bundle colour per community (CSS). */
  bundleColours: readonly string[];
  /** Size of the picture in CSS pixels, and how many device pixels each gets. */
  width: number;
  height: number;
  scale: number;
}

/**
 * The whole picture on a 2D canvas, whatever the view shows now: every user drawn (in its colour
 * as shown, those not drawn left out), the bundles between communities and the most central
 * names. For the PNG download (at twice the screen's resolution) and the printable report; no
 * WebGL needed.
 */
export function drawWholePicture(p: WholePicture): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(p.width * p.scale);
  canvas.height = Math.round(p.height * p.scale);
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(p.scale, 0, 0, p.scale, 0, 0);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, p.width, p.height);
  const { graph } = p;
  const t = fitTransform(graph.positions, p.width, p.height);
  const at = (u: number): [number, number] => [
    t.ax * graph.positions[2 * u] + t.bx,
    t.ay * graph.positions[2 * u + 1] + t.by,
  ];

  const { centres, bundles } = communityBundles(graph.communityCount, graph.community, graph.positions, graph.pairs);
  const strongest = bundles[0]?.count ?? 1;
  ctx.lineCap = 'round';
  for (const b of bundles.slice(0, 60)) {
    ctx.strokeStyle = p.bundleColours[b.a] ?? 'rgba(80, 80, 80, 0.25)';
    ctx.lineWidth = 1 + 7 * Math.sqrt(b.count / strongest);
    ctx.beginPath();
    ctx.moveTo(t.ax * centres[2 * b.a] + t.bx, t.ay * centres[2 * b.a + 1] + t.by);
    ctx.lineTo(t.ax * centres[2 * b.b] + t.bx, t.ay * centres[2 * b.b + 1] + t.by);
    ctx.stroke();
  }

  // Users in centrality order reversed: the most central drawn last, on top.
  const c = p.colours;
  for (let i = graph.centralityOrder.length - 1; i >= 0; i--) {
    const u = graph.centralityOrder[i];
    const alpha = c[4 * u + 3];
    if (alpha <= 0) continue;
    const size = Math.min(5, 1.5 + Math.log2(1 + graph.degree[u]) / 2);
    const [x, y] = at(u);
    ctx.fillStyle = `rgba(${Math.round(c[4 * u] * 255)}, ${Math.round(c[4 * u + 1] * 255)}, ${Math.round(
      c[4 * u + 2] * 255,
    )}, ${alpha})`;
    ctx.fillRect(x - size / 2, y - size / 2, size, size);
  }

  ctx.font = canvasFont.at(12);
  ctx.textBaseline = 'top';
  ctx.lineJoin = 'round';
  const nameOf = (u: number) => graph.labels[u] || graph.ids[u];
  const hidden = new Uint8Array(graph.userCount);
  for (let u = 0; u < graph.userCount; u++) hidden[u] = c[4 * u + 3] <= 0 ? 1 : 0;
  const names = placeNames({
    order: graph.centralityOrder,
    positions: graph.positions,
    transform: t,
    width: p.width,
    height: p.height,
    widthOf: (u) => ctx.measureText(nameOf(u)).width,
    hidden,
    max: 40,
    measured: NAMES_MEASURED,
    lineHeight: 15,
    gap: 3,
  });
  for (const name of names) {
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.lineWidth = 3;
    ctx.strokeText(nameOf(name.user), name.x, name.y);
    ctx.fillStyle = '#202020';
    ctx.fillText(nameOf(name.user), name.x, name.y);
  }
  return canvas;
}
