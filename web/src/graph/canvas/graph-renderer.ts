import { cameraBetween, panBy, toGraph, toScreen, zoomAround, type Camera, type Point, type Viewport } from './camera';
import { COMMUNITY_LABEL_PX } from './draw-communities';
import { drawGraph, type DrawInput } from './draw-graph';
import { fitWithLabels } from './fit-view';
import type { PlacedLabel } from './place-community-labels';
import { wheelZoom } from './zoom';

/** What is drawn, apart from where it is looked at from. */
export type Shown = Omit<DrawInput, 'camera' | 'viewport' | 'dpr'>;

/** A community name where it went on screen (CSS pixels of the canvas), as browser tests read it. */
export interface ScreenLabel {
  text: string;
  shown: boolean;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The browser's frame scheduling; a test may give its own to draw on demand. */
export interface Frames {
  request(draw: (now: number) => void): number;
  cancel(id: number): void;
  now(): number;
}

const browserFrames: Frames = {
  request: (draw) => requestAnimationFrame(draw),
  cancel: (id) => cancelAnimationFrame(id),
  now: () => performance.now(),
};

/**
 * The results graph on one canvas, without React: what is shown, the camera and the viewport,
 * drawn at most once a frame however many changes come before it. The React component gives it
 * the scene and the pointer's moves; browser tests give it fixed scenes and compare the pixels.
 */
export class GraphRenderer {
  private shown: Shown | null = null;
  private cameraNow: Camera = { x: 0, y: 0, scale: 1 };
  private viewportNow: Viewport = { width: 0, height: 0 };
  private labels: PlacedLabel[] = [];
  /** Whether the view is still the fitted one (the user has not zoomed or panned). */
  private fittedNow = true;
  private frame = 0;
  private animation = 0;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    /** Called after every draw (the component writes what browser tests read). */
    private readonly onDrawn: (renderer: GraphRenderer) => void = () => {},
    private readonly frames: Frames = browserFrames,
    private readonly pixelRatio: () => number = () => window.devicePixelRatio || 1,
  ) {}

  get camera(): Camera {
    return this.cameraNow;
  }

  get viewport(): Viewport {
    return this.viewportNow;
  }

  get fitted(): boolean {
    return this.fittedNow;
  }

  /** What to draw from now on; drawn at the next frame. */
  show(shown: Shown): void {
    this.shown = shown;
    this.requestDraw();
  }

  /** The canvas's box is this size (CSS pixels); drawn by the caller's next `draw` or `requestDraw`. */
  resize(viewport: Viewport): void {
    this.viewportNow = viewport;
  }

  /**
   * Looks at every circle and the community names from the camera that fits them; the view counts
   * as fitted again. Drawn by the caller's next `draw` or `requestDraw`.
   */
  fit(circles: Parameters<typeof fitWithLabels>[0]): void {
    this.cameraNow = fitWithLabels(circles, this.viewportNow, COMMUNITY_LABEL_PX);
    this.fittedNow = true;
  }

  /** Drags the view by (dx, dy) screen pixels from where `from` looked. */
  pan(from: Camera, dx: number, dy: number): void {
    this.moveTo(panBy(from, dx, dy), 0);
  }

  /** A wheel turn over `anchor` (screen pixels): the graph point under it stays put. */
  wheel(anchor: Point, deltaY: number): void {
    const camera = this.cameraNow;
    this.moveTo(zoomAround(camera, this.viewportNow, anchor, wheelZoom(camera.scale, deltaY)), 0);
  }

  /** Moves the camera now, or eased over `ms`. */
  moveTo(to: Camera, ms: number): void {
    this.frames.cancel(this.animation);
    this.fittedNow = false;
    if (ms <= 0) {
      this.cameraNow = to;
      return this.requestDraw();
    }
    const from = this.cameraNow;
    const start = this.frames.now();
    const step = (now: number) => {
      const t = (now - start) / ms;
      this.cameraNow = cameraBetween(from, to, t);
      this.draw();
      if (t < 1) this.animation = this.frames.request(step);
    };
    this.animation = this.frames.request(step);
  }

  /** One draw at the next frame, however many changes ask for it before then. */
  requestDraw(): void {
    if (this.frame === 0) this.frame = this.frames.request(() => this.draw());
  }

  /** One draw now, through the current camera; nothing before the first `show`. */
  draw(): void {
    this.frames.cancel(this.frame);
    this.frame = 0;
    const ctx = this.canvas.getContext('2d');
    const shown = this.shown;
    if (!ctx || !shown) return;
    const viewport = this.viewportNow;
    const dpr = this.pixelRatio();
    const [width, height] = [Math.round(viewport.width * dpr), Math.round(viewport.height * dpr)];
    if (this.canvas.width !== width || this.canvas.height !== height)
      [this.canvas.width, this.canvas.height] = [width, height];
    this.labels = drawGraph(ctx, { ...shown, camera: this.cameraNow, viewport, dpr });
    this.onDrawn(this);
  }

  /** The graph point under a place on screen. */
  toGraph(screen: Point): Point {
    return toGraph(this.cameraNow, this.viewportNow, screen);
  }

  /** The full name of a community whose (possibly shortened) name is under the pointer. */
  communityLabelAt(screen: Point): string {
    const g = this.toGraph(screen);
    const hit = this.labels.find(
      (l) => l.shown && Math.abs(g.x - l.x) * 2 <= l.width && Math.abs(g.y - l.y) * 2 <= l.height,
    );
    return hit?.full ?? '';
  }

  /** The community names of the last draw, on screen. */
  screenLabels(): ScreenLabel[] {
    const camera = this.cameraNow;
    return this.labels.map((l) => {
      const at = toScreen(camera, this.viewportNow, l);
      const [w, h] = [l.width * camera.scale, l.height * camera.scale];
      return { text: l.text, shown: l.shown, left: at.x - w / 2, top: at.y - h / 2, width: w, height: h };
    });
  }

  /** The community circles of the last draw, on screen. */
  screenDiscs(): Array<{ id: number; x: number; y: number; r: number }> {
    const camera = this.cameraNow;
    return (this.shown?.communities ?? []).map((c) => {
      const at = toScreen(camera, this.viewportNow, c);
      return { id: c.cluster_id, x: at.x, y: at.y, r: Math.max(0, c.size) * camera.scale };
    });
  }

  /** Stops a camera move under way. */
  stopMoving(): void {
    this.frames.cancel(this.animation);
  }

  /** Stops any draw or camera move still waiting for its frame. */
  dispose(): void {
    this.frames.cancel(this.frame);
    this.frames.cancel(this.animation);
    this.frame = 0;
  }
}
