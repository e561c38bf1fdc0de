/** Spec §9 zoom constants. */
export const ZOOM_STEP = 0.0625;
export const ZOOM_MIN = 0.0625;
export const ZOOM_MAX = 2;
export const ZOOM_ANIMATION_MS = 200;

/**
 * The scale after one zoom-button press. A view already outside the range (e.g. after fitting a
 * large graph) is never pushed the opposite way by the clamp.
 */
export function nextZoom(scale: number, direction: 1 | -1): number {
  const target = scale + direction * ZOOM_STEP;
  const low = Math.min(ZOOM_MIN, scale);
  const high = Math.max(ZOOM_MAX, scale);
  return Math.min(high, Math.max(low, target));
}
