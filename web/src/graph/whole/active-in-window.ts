/**
 * 1 per user active in the window (first post before its end, last after its start), as
 * `activeInWindow` decides for one user; null without a window. Users who never posted are out.
 */
export function activeMask(
  firstTime: Float64Array,
  lastTime: Float64Array,
  window: { start: number; end: number } | null,
): Uint8Array | null {
  if (!window) return null;
  const mask = new Uint8Array(firstTime.length);
  for (let u = 0; u < mask.length; u++) mask[u] = firstTime[u] <= window.end && lastTime[u] >= window.start ? 1 : 0;
  return mask;
}
