/** A corner of the window for the toasts, with its offsets (px): below the app bar at the top. */
export interface ToastPlacement {
  name: 'top-right' | 'bottom-right' | 'bottom-left' | 'top-left';
  top?: number;
  bottom?: number;
  left?: number;
  right?: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const APP_BAR = 72;
const MARGIN = 16;
/** In order of preference: the top right (DESIGN §6), then the other corners. */
const CORNERS: ToastPlacement[] = [
  { name: 'top-right', top: APP_BAR, right: MARGIN },
  { name: 'bottom-right', bottom: MARGIN, right: MARGIN },
  { name: 'bottom-left', bottom: MARGIN, left: MARGIN },
  { name: 'top-left', top: APP_BAR, left: MARGIN },
];

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where the toasts go so that they cover no control (issue 58: a toast covered the buttons it
 * followed, e.g. a series page's buttons under "saved"): the current corner while it covers
 * nothing (no jumping about), else the first corner that covers the fewest controls.
 */
export function toastPlacement(
  stack: { width: number; height: number },
  viewport: { width: number; height: number },
  controls: Box[],
  current: ToastPlacement['name'],
): ToastPlacement {
  const boxOf = (c: ToastPlacement): Box => {
    const left = c.left ?? viewport.width - (c.right ?? 0) - stack.width;
    const top = c.top ?? viewport.height - (c.bottom ?? 0) - stack.height;
    return { left, top, right: left + stack.width, bottom: top + stack.height };
  };
  const covered = (c: ToastPlacement) => controls.filter((control) => overlaps(boxOf(c), control)).length;
  const now = CORNERS.find((c) => c.name === current) ?? CORNERS[0];
  if (covered(now) === 0) return now;
  return CORNERS.reduce((best, c) => (covered(c) < covered(best) ? c : best));
}
