/**
 * Users bucketed by layout position in square cells, in compressed rows (two typed arrays), so a
 * click or a hover finds the user under the pointer by looking at a few cells, not every user.
 */
export interface SpaceGrid {
  x0: number;
  y0: number;
  cell: number;
  columns: number;
  rows: number;
  /** Users of cell c: `users[start[c]]` to `users[start[c + 1] - 1]`. */
  start: Uint32Array;
  users: Uint32Array;
}

/** About this many users per cell on average, where they are spread evenly. */
const USERS_PER_CELL = 4;
const MAX_SIDE = 2048;

export function spaceGrid(positions: Float32Array): SpaceGrid {
  const n = positions.length >> 1;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let u = 0; u < n; u++) {
    const [x, y] = [positions[2 * u], positions[2 * u + 1]];
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  if (n === 0) [x0, y0, x1, y1] = [0, 0, 1, 1];
  const side = Math.max(x1 - x0, y1 - y0, 1e-6);
  const perSide = Math.min(MAX_SIDE, Math.max(1, Math.ceil(Math.sqrt(n / USERS_PER_CELL))));
  const cell = side / perSide;
  const columns = Math.max(1, Math.ceil((x1 - x0) / cell) + 1);
  const rows = Math.max(1, Math.ceil((y1 - y0) / cell) + 1);
  const cellOf = (u: number) =>
    Math.floor((positions[2 * u + 1] - y0) / cell) * columns + Math.floor((positions[2 * u] - x0) / cell);
  const start = new Uint32Array(columns * rows + 1);
  for (let u = 0; u < n; u++) start[cellOf(u) + 1]++;
  for (let c = 0; c < columns * rows; c++) start[c + 1] += start[c];
  const fill = start.slice(0, columns * rows);
  const users = new Uint32Array(n);
  for (let u = 0; u < n; u++) users[fill[cellOf(u)]++] = u;
  return { x0, y0, cell, columns, rows, start, users };
}

/**
 * The user nearest to (x, y) within `radius` (layout units) that `accept` allows, or -1. Among
 * users at the same distance the later one wins: it is drawn on top.
 */
export function nearestUser(
  grid: SpaceGrid,
  positions: Float32Array,
  x: number,
  y: number,
  radius: number,
  accept: (u: number) => boolean = () => true,
): number {
  const c0 = Math.max(0, Math.floor((x - radius - grid.x0) / grid.cell));
  const c1 = Math.min(grid.columns - 1, Math.floor((x + radius - grid.x0) / grid.cell));
  const r0 = Math.max(0, Math.floor((y - radius - grid.y0) / grid.cell));
  const r1 = Math.min(grid.rows - 1, Math.floor((y + radius - grid.y0) / grid.cell));
  let best = -1;
  let bestD = radius * radius;
  for (let r = r0; r <= r1; r++)
    for (let c = c0; c <= c1; c++) {
      const cell = r * grid.columns + c;
      for (let i = grid.start[cell]; i < grid.start[cell + 1]; i++) {
        const u = grid.users[i];
        const [dx, dy] = [positions[2 * u] - x, positions[2 * u + 1] - y];
        const d = dx * dx + dy * dy;
        if (d <= bestD && (d < bestD || u > best) && accept(u)) {
          best = u;
          bestD = d;
        }
      }
    }
  return best;
}
