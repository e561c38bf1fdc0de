/** The side of the square the WebGL library lays positions in (its `spaceSize`). */
export const SPACE_SIZE = 4096;
const MARGIN = 0.05;

/**
 * The layout's positions moved and scaled, the same factor on both axes, into the library's
 * square (a margin each side): it takes positions as they are only inside [0, SPACE_SIZE]. The
 * names, rings, hit tests and relations use these too, so all of them agree with the points.
 */
export function spacePositions(positions: Float32Array): Float32Array {
  const n = positions.length >> 1;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  // Plain locals, no destructuring: this runs once over every user before the first frame.
  for (let u = 0; u < n; u++) {
    const x = positions[2 * u];
    const y = positions[2 * u + 1];
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  if (!Number.isFinite(x0)) [x0, y0, x1, y1] = [0, 0, 1, 1];
  const side = Math.max(x1 - x0, y1 - y0, 1e-9);
  const scale = (SPACE_SIZE * (1 - 2 * MARGIN)) / side;
  // Centred: a picture wider than tall sits in the middle of the square.
  const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2];
  const out = new Float32Array(2 * n);
  for (let u = 0; u < n; u++) {
    const x = positions[2 * u];
    const y = positions[2 * u + 1];
    out[2 * u] = Number.isFinite(x) ? SPACE_SIZE / 2 + (x - cx) * scale : SPACE_SIZE / 2;
    out[2 * u + 1] = Number.isFinite(y) ? SPACE_SIZE / 2 + (y - cy) * scale : SPACE_SIZE / 2;
  }
  return out;
}
