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

/** How much one wheel notch (100 units of deltaY) multiplies or divides the scale. */
const WHEEL_FACTOR = 1.15;

/** The scale after a wheel turn, kept within the range the same way as the buttons. */
export function wheelZoom(scale: number, deltaY: number): number {
  const target = scale * WHEEL_FACTOR ** (-deltaY / 100);
  const low = Math.min(ZOOM_MIN, scale);
  const high = Math.max(ZOOM_MAX, scale);
  return Math.min(high, Math.max(low, target));
}
