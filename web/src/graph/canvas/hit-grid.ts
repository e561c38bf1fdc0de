/**
 * A uniform grid over the graph's users, so that a click or a hover finds the user under the
 * pointer by looking at a few cells. Edges are not in it: placing long edges in every cell they
 * cross cost more when the graph arrives (tens of milliseconds for 4,000 edges) than scanning
 * them all at a click or a hover (a few thousand distances, well under a millisecond).
 */
export interface HitGrid {
  cell: number;
  minX: number;
  minY: number;
  columns: number;
  rows: number;
  /** Per cell, the users whose circle touches it. */
  nodes: number[][];
}

export interface HitItems {
  x: Float32Array;
  y: Float32Array;
  r: Float32Array;
  source: Uint32Array;
  target: Uint32Array;
}

export function buildHitGrid(items: HitItems): HitGrid {
  const n = items.x.length;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let radii = 0;
  for (let i = 0; i < n; i++) {
    minX = Math.min(minX, items.x[i] - items.r[i]);
    minY = Math.min(minY, items.y[i] - items.r[i]);
    maxX = Math.max(maxX, items.x[i] + items.r[i]);
    maxY = Math.max(maxY, items.y[i] + items.r[i]);
    radii += items.r[i];
  }
  if (n === 0) [minX, minY, maxX, maxY] = [0, 0, 1, 1];
  // About one user per cell, and never cells smaller than a user.
  const area = Math.max(maxX - minX, 1) * Math.max(maxY - minY, 1);
  const cell = Math.max(Math.sqrt(area / Math.max(n, 1)), n > 0 ? (2 * radii) / n : 1, 1e-6);
  const columns = Math.max(1, Math.ceil((maxX - minX) / cell) + 1);
  const rows = Math.max(1, Math.ceil((maxY - minY) / cell) + 1);
  const grid: HitGrid = {
    cell,
    minX,
    minY,
    columns,
    rows,
    nodes: Array.from({ length: columns * rows }, () => []),
  };
  const add = (lists: number[][], item: number, x0: number, y0: number, x1: number, y1: number) => {
    const [c0, r0] = cellOf(grid, x0, y0);
    const [c1, r1] = cellOf(grid, x1, y1);
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) lists[r * columns + c].push(item);
  };
  for (let i = 0; i < n; i++) {
    const [x, y, r] = [items.x[i], items.y[i], items.r[i]];
    add(grid.nodes, i, x - r, y - r, x + r, y + r);
  }
  return grid;
}

function cellOf(grid: HitGrid, x: number, y: number): [number, number] {
  const c = Math.floor((x - grid.minX) / grid.cell);
  const r = Math.floor((y - grid.minY) / grid.cell);
  return [Math.min(grid.columns - 1, Math.max(0, c)), Math.min(grid.rows - 1, Math.max(0, r))];
}

/** Distance from a point to the segment a–b. */
export function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * The user under a graph point (the nearest centre among the circles containing it, or within
 * `slack` graph units of one), else the nearest edge within `slack`; `shown` leaves hidden items out.
 */
export function hitTest(
  grid: HitGrid,
  items: HitItems,
  p: { x: number; y: number },
  slack: number,
  shown: { node: (i: number) => boolean; edge: (e: number) => boolean },
): { node: number } | { edge: number } | null {
  const [c0, r0] = cellOf(grid, p.x - slack, p.y - slack);
  const [c1, r1] = cellOf(grid, p.x + slack, p.y + slack);
  let bestNode = -1;
  let bestNodeDistance = Infinity;
  let bestEdge = -1;
  let bestEdgeDistance = Infinity;
  for (let r = r0; r <= r1; r++)
    for (let c = c0; c <= c1; c++) {
      for (const i of grid.nodes[r * grid.columns + c]) {
        const d = Math.hypot(p.x - items.x[i], p.y - items.y[i]);
        if (d <= items.r[i] + slack && d < bestNodeDistance && shown.node(i)) [bestNode, bestNodeDistance] = [i, d];
      }
    }
  if (bestNode >= 0) return { node: bestNode };
  for (let e = 0; e < items.source.length; e++) {
    const a = items.source[e];
    const b = items.target[e];
    const d = segmentDistance(p.x, p.y, items.x[a], items.y[a], items.x[b], items.y[b]);
    if (d <= slack && d < bestEdgeDistance && shown.edge(e)) [bestEdge, bestEdgeDistance] = [e, d];
  }
  if (bestEdge >= 0) return { edge: bestEdge };
  return null;
}
