import type { ViewTransform } from './view-transform';

/** Names measured at most per placement (`NamePlacement.measured`): a few times the names written. */
export const NAMES_MEASURED = 1500;

export interface PlacedName {
  user: number;
  /** Left and top of the name's box (CSS pixels), written under the user's dot. */
  x: number;
  y: number;
  width: number;
  /** A box placed by someone else (`taken`): its height; a name's is the line height. */
  height?: number;
}

export interface NamePlacement {
  /** Users, most central first. */
  order: Uint32Array;
  positions: Float32Array;
  transform: ViewTransform;
  width: number;
  height: number;
  /** The name's width in pixels (measured once per user by the caller). */
  widthOf: (user: number) => number;
  /** Users not drawn (under the minimum degree) carry no name. */
  hidden: Uint8Array | null;
  /** At most this many names. */
  max: number;
  /**
   * At most this many names measured (`widthOf`) per placement: the most central users on screen
   * that no placed name covers already. Zoomed out over 100,000 users, nearly every user's box
   * overlaps a name, and measuring each cost seconds in the first frame (docs/graph-canvas.md).
   */
  measured: number;
  lineHeight: number;
  /** Space kept around each name. */
  gap: number;
  /** Boxes already written (the community names, left and top): no name overlaps them. */
  taken?: ReadonlyArray<{ left: number; top: number; width: number; height: number }>;
}

/**
 * The names to write at this zoom: the most central users on screen first, each under its dot,
 * skipping any whose box would overlap a name already placed. Zoomed out, the few most central
 * users of the whole picture are named; zoomed in, the most central of those in view. Placed
 * boxes are found through a coarse grid of the screen, so a placement looks at a few boxes each.
 */
export function placeNames(p: NamePlacement): PlacedName[] {
  const cell = 64;
  const columns = Math.max(1, Math.ceil(p.width / cell));
  const rows = Math.max(1, Math.ceil(p.height / cell));
  const buckets: PlacedName[][] = Array.from({ length: columns * rows }, () => []);
  const placed: PlacedName[] = [];
  const { ax, bx, ay, by } = p.transform;
  const h = p.lineHeight;
  let tried = 0;
  for (const t of p.taken ?? []) {
    const box = { user: -1, x: t.left, y: t.top, width: t.width, height: t.height };
    const [c0, c1] = [Math.floor((box.x - p.gap) / cell), Math.floor((box.x + box.width + p.gap) / cell)];
    const [r0, r1] = [Math.floor((box.y - p.gap) / cell), Math.floor((box.y + box.height + p.gap) / cell)];
    for (let r = Math.max(0, r0); r <= Math.min(rows - 1, r1); r++)
      for (let c = Math.max(0, c0); c <= Math.min(columns - 1, c1); c++) buckets[r * columns + c].push(box);
  }
  for (let i = 0; i < p.order.length && placed.length < p.max; i++) {
    const u = p.order[i];
    if (p.hidden && p.hidden[u] === 1) continue;
    const sx = ax * p.positions[2 * u] + bx;
    const sy = ay * p.positions[2 * u + 1] + by;
    if (sx < 0 || sx > p.width || sy < 0 || sy > p.height) continue;
    // The box is centred under the dot, so a placed name over that line overlaps it at any width.
    if (covered(buckets, columns, rows, cell, sx, sy + 9, h, p.gap)) continue;
    if (tried++ >= p.measured) break;
    const width = p.widthOf(u);
    if (width <= 0) continue;
    const box = { user: u, x: sx - width / 2, y: sy + 9, width };
    if (box.x < 0 || box.x + width > p.width || box.y + h > p.height) continue;
    const [c0, c1] = [Math.floor((box.x - p.gap) / cell), Math.floor((box.x + width + p.gap) / cell)];
    const [r0, r1] = [Math.floor((box.y - p.gap) / cell), Math.floor((box.y + h + p.gap) / cell)];
    let free = true;
    for (let r = Math.max(0, r0); r <= Math.min(rows - 1, r1) && free; r++)
      for (let c = Math.max(0, c0); c <= Math.min(columns - 1, c1) && free; c++)
        for (const q of buckets[r * columns + c])
          if (
            box.x < q.x + q.width + p.gap &&
            q.x < box.x + width + p.gap &&
            box.y < q.y + (q.height ?? h) + p.gap &&
            q.y < box.y + h + p.gap
          ) {
            free = false;
            break;
          }
    if (!free) continue;
    placed.push(box);
    for (let r = Math.max(0, r0); r <= Math.min(rows - 1, r1); r++)
      for (let c = Math.max(0, c0); c <= Math.min(columns - 1, c1); c++) buckets[r * columns + c].push(box);
  }
  return placed;
}

/** Whether a placed box (with `gap` around) meets the vertical line at x from y to y + h. */
function covered(
  buckets: PlacedName[][],
  columns: number,
  rows: number,
  cell: number,
  x: number,
  y: number,
  h: number,
  gap: number,
): boolean {
  const c = Math.floor(x / cell);
  if (c < 0 || c >= columns) return false;
  const [r0, r1] = [Math.max(0, Math.floor((y - gap) / cell)), Math.min(rows - 1, Math.floor((y + h + gap) / cell))];
  for (let r = r0; r <= r1; r++)
    for (const q of buckets[r * columns + c])
      if (x > q.x - gap && x < q.x + q.width + gap && y < q.y + (q.height ?? h) + gap && q.y < y + h + gap) return true;
  return false;
}
