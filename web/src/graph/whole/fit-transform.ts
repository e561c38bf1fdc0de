import type { ViewTransform } from './view-transform';

/** The transform that shows every position in a width × height picture, a margin each side, y as laid out. */
export function fitTransform(positions: Float32Array, width: number, height: number, margin = 0.05): ViewTransform {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let u = 0; u < positions.length >> 1; u++) {
    x0 = Math.min(x0, positions[2 * u]);
    x1 = Math.max(x1, positions[2 * u]);
    y0 = Math.min(y0, positions[2 * u + 1]);
    y1 = Math.max(y1, positions[2 * u + 1]);
  }
  if (!Number.isFinite(x0)) [x0, y0, x1, y1] = [0, 0, 1, 1];
  const scale = Math.min(
    (width * (1 - 2 * margin)) / Math.max(x1 - x0, 1e-9),
    (height * (1 - 2 * margin)) / Math.max(y1 - y0, 1e-9),
  );
  return {
    ax: scale,
    bx: width / 2 - scale * ((x0 + x1) / 2),
    ay: scale,
    by: height / 2 - scale * ((y0 + y1) / 2),
  };
}
