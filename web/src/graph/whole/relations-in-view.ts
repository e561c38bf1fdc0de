/**
 * The relations with at least one end inside the layout rectangle, skipping those with a hidden
 * end (`hidden[u]` 1), up to `limit`. Returns their indexes, or null when more than `limit` are
 * in view: the view holds too many to read, and the caller draws bundles instead.
 */
export function relationsInView(
  pairs: Uint32Array,
  positions: Float32Array,
  rect: { x0: number; y0: number; x1: number; y1: number },
  limit: number,
  hidden: Uint8Array | null = null,
): Uint32Array | null {
  const inside = (u: number) => {
    const [x, y] = [positions[2 * u], positions[2 * u + 1]];
    return x >= rect.x0 && x <= rect.x1 && y >= rect.y0 && y <= rect.y1;
  };
  const found = new Uint32Array(Math.min(limit, pairs.length >> 1));
  let count = 0;
  for (let e = 0; e < pairs.length >> 1; e++) {
    const [a, b] = [pairs[2 * e], pairs[2 * e + 1]];
    if (hidden && (hidden[a] === 1 || hidden[b] === 1)) continue;
    if (!inside(a) && !inside(b)) continue;
    if (count === limit) return null;
    found[count++] = e;
  }
  return found.subarray(0, count);
}
