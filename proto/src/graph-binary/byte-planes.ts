/**
 * Whole numbers stored as byte planes: the lowest byte of every value, then the next byte of every
 * value, and so on, as many planes as the largest value needs (0 to 4). Gzip finds far more to
 * share in a plane of like bytes than in values one after the other or in varints (measured on
 * the whole graph's columns: the first posts' times 59 KB against 134 KB as varints, the relations'
 * index gaps 450 KB against 471 KB; docs/http-api.md).
 */

/** Bytes per value for the largest of `values` (0 when all are 0). */
export function planeWidth(values: ArrayLike<number>): number {
  let max = 0;
  for (let i = 0; i < values.length; i++) if (values[i] > max) max = values[i];
  return max === 0 ? 0 : max < 0x100 ? 1 : max < 0x10000 ? 2 : max < 0x1000000 ? 3 : 4;
}

/** Writes `values` (whole numbers 0..2^32-1) as `width` planes at `at` in `out`; returns where it ended. */
export function writePlanes(values: ArrayLike<number>, width: number, out: Uint8Array, at: number): number {
  const n = values.length;
  for (let plane = 0; plane < width; plane++) {
    const shift = 8 * plane;
    const start = at + plane * n;
    for (let i = 0; i < n; i++) out[start + i] = values[i] >>> shift;
  }
  return at + width * n;
}

/** Reads `n` values of `width` planes from `bytes` at `at` into `out` (zeros when the width is 0). */
export function readPlanes<T extends Uint8Array | Uint16Array | Uint32Array>(
  bytes: Uint8Array,
  at: number,
  width: number,
  out: T,
): T {
  const n = out.length;
  // Plane by plane, each a straight pass: one value at a time over four planes was slower.
  for (let plane = 0; plane < width; plane++) {
    const shift = 8 * plane;
    const start = at + plane * n;
    if (plane === 0) for (let i = 0; i < n; i++) out[i] = bytes[start + i];
    else for (let i = 0; i < n; i++) out[i] += bytes[start + i] * 2 ** shift;
  }
  return out;
}
