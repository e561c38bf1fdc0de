/** What the canvas shows: the graph point at the centre of the viewport, and CSS pixels per graph unit. */
export interface Camera {
  x: number;
  y: number;
  scale: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A graph point's place on screen (CSS pixels from the canvas's top left corner). */
export function toScreen(camera: Camera, viewport: Viewport, p: Point): Point {
  return {
    x: (p.x - camera.x) * camera.scale + viewport.width / 2,
    y: (p.y - camera.y) * camera.scale + viewport.height / 2,
  };
}

/** The graph point under a place on screen. */
export function toGraph(camera: Camera, viewport: Viewport, p: Point): Point {
  return {
    x: (p.x - viewport.width / 2) / camera.scale + camera.x,
    y: (p.y - viewport.height / 2) / camera.scale + camera.y,
  };
}

/** A new scale that keeps the graph point under `anchor` (screen) where it is, as a wheel zoom does. */
export function zoomAround(camera: Camera, viewport: Viewport, anchor: Point, scale: number): Camera {
  const fixed = toGraph(camera, viewport, anchor);
  return {
    x: fixed.x - (anchor.x - viewport.width / 2) / scale,
    y: fixed.y - (anchor.y - viewport.height / 2) / scale,
    scale,
  };
}

/** The camera after dragging the canvas by (dx, dy) screen pixels. */
export function panBy(camera: Camera, dx: number, dy: number): Camera {
  return { x: camera.x - dx / camera.scale, y: camera.y - dy / camera.scale, scale: camera.scale };
}

const easeInOutQuad = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** The camera at a fraction `t` (0..1) of an eased move from one camera to another. */
export function cameraBetween(from: Camera, to: Camera, t: number): Camera {
  const k = easeInOutQuad(Math.min(1, Math.max(0, t)));
  return {
    x: from.x + (to.x - from.x) * k,
    y: from.y + (to.y - from.y) * k,
    scale: from.scale + (to.scale - from.scale) * k,
  };
}
