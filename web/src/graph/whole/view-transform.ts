/**
 * Where a layout position lands on the screen (CSS pixels of the canvas): screen x = ax · x + bx,
 * screen y = ay · y + by. The WebGL library's camera is such an affine map; reading it once per
 * frame as four numbers lets names, rings and hit tests project 100,000 users without a call each.
 */
export interface ViewTransform {
  ax: number;
  bx: number;
  ay: number;
  by: number;
}

/** The transform through two points and where they land (two distinct x and two distinct y). */
export function transformThrough(
  a: readonly [number, number],
  aScreen: readonly [number, number],
  b: readonly [number, number],
  bScreen: readonly [number, number],
): ViewTransform {
  const ax = (bScreen[0] - aScreen[0]) / (b[0] - a[0]);
  const ay = (bScreen[1] - aScreen[1]) / (b[1] - a[1]);
  return { ax, bx: aScreen[0] - ax * a[0], ay, by: aScreen[1] - ay * a[1] };
}

/** The layout rectangle the screen rectangle (0, 0)–(width, height) shows. */
export function visibleRect(
  t: ViewTransform,
  width: number,
  height: number,
): { x0: number; y0: number; x1: number; y1: number } {
  const [xa, xb] = [(0 - t.bx) / t.ax, (width - t.bx) / t.ax];
  const [ya, yb] = [(0 - t.by) / t.ay, (height - t.by) / t.ay];
  return { x0: Math.min(xa, xb), x1: Math.max(xa, xb), y0: Math.min(ya, yb), y1: Math.max(ya, yb) };
}
