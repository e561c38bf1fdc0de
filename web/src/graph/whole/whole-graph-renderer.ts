import { Graph } from '@cosmos.gl/graph';
import { luma, type Device } from '@luma.gl/core';
import { canvasFont } from '../canvas/canvas-font';
import { earlyWebglDevice } from './early-webgl-device';
import { GlyphWidths } from './glyph-widths';
import { communityBundles, type CommunityBundles } from './community-bundles';
import { placeCommunityNames, type CommunityName } from './community-names';
import type { NeighbourOffsets } from './neighbour-offsets';
import { NAMES_MEASURED, placeNames, type PlacedName } from './place-names';
import { relationsInView } from './relations-in-view';
import { nearestUser, spaceGrid, type SpaceGrid } from './space-grid';
import { SPACE_SIZE, spacePositions } from './space-positions';
import { transformThrough, visibleRect, type ViewTransform } from './view-transform';
import type { WholeGraphData } from './whole-graph-data';

// luma.gl, cosmos.gl's WebGL layer, makes its device only after the page's load event by default;
// on the graph page that event may come after the screen mounts (its fonts and images), and
// nothing of the device needs the page loaded. (The device the route's loader makes, from
// `earlyWebglDevice`, says so itself; this covers the library's own.)
luma.setDefaultDeviceProps({ waitForPageLoad: false });

/**
 * Every relation in view is drawn once the view holds at most this many; more, and the picture
 * shows the bundles between communities instead. Measured (docs/graph-canvas.md): this many thin
 * lines on the 2D canvas cost a few milliseconds a frame, and more than this on a pane of about
 * 1,000 × 700 pixels run together into a grey mat nobody reads.
 */
export const RELATIONS_IN_VIEW = 4000;
/** Names written at most, at any zoom. */
export const MAX_NAMES = 40;
/** A click or hover this close to a dot (screen pixels beyond its radius) hits its user. */
const HIT_PX = 4;
const NAME_PX = 12;
/** Community names: larger and bold, over users' names; a longer one is shortened to this width. */
const COMMUNITY_NAME_PX = 14;
const COMMUNITY_NAME_MAX_PX = 180;
/** Bundles drawn at most: the strongest ties between communities. */
const MAX_BUNDLES = 60;
/** Zoom when flying to a user: at least this many times the fitted view. */
const FOCUS_ZOOM = 8;

/** What the view shows besides positions: colours and who is picked out. */
export interface WholeLook {
  /** r, g, b, a per user (`pointLooks`). */
  colours: Float32Array;
  /** 1 for users not drawn (under the minimum degree); null: all drawn. */
  hidden: Uint8Array | null;
  usersDrawn: number;
  /** The selected user's index, or -1. */
  selectedUser: number;
  /** Rings around users: labelled accounts (their label's colour) and coordinated ones. */
  rings: ReadonlyArray<{ user: number; colour: string }>;
}

/** What a frame drew, for the component's data attributes (read by the browser tests). */
export interface WholeFrame {
  transform: ViewTransform;
  usersDrawn: number;
  usersTotal: number;
  /** Relations drawn one by one in view; -1 when the bundles were drawn instead. */
  relationsInView: number;
  names: PlacedName[];
  /** The community names written (over their members' centre). */
  communityNames: CommunityName[];
  /** How far the view is zoomed in from the fitted view (1: fitted). */
  zoom: number;
  /** The view `load` fitted has been drawn (data-ready waits for it). */
  fitted: boolean;
  /** The user hovered and the user selected in this frame (-1: none). */
  hovered: number;
  selected: number;
}

/**
 * cosmos.gl's own methods, not in its types: its frame loop (stopped: the view draws on demand),
 * and its hover detection, which draws every point into a buffer and reads it back from the GPU
 * (a stall of the whole pipeline) at each press and at frames while the pointer is over the
 * canvas; the view finds the user under the pointer itself (`userAt`), so that is switched off.
 */
interface LibraryInternals {
  device?: Device;
  stopFrames?: () => void;
  renderFrame?: (time?: number) => void;
  findHoveredItem?: () => void;
}

/**
 * The whole graph in WebGL: cosmos.gl draws the users as points at their layout positions (its
 * camera: d3-zoom, pan and wheel), a 2D canvas over it draws what must stay readable — relations
 * where a person can read them, rings, the selected user's relations, names without overlaps.
 * Drawn on demand, once a frame at most: with software WebGL a frame loop running while nothing
 * moves holds a core.
 */
export class WholeGraphRenderer {
  readonly ready: Promise<void>;
  private readonly graph: Graph;
  /** The device given to the library (made ahead), destroyed here; null: the library's own. */
  private readonly device: Promise<Device> | null;
  private readonly host: HTMLDivElement;
  private readonly overlay: HTMLCanvasElement;
  private data: WholeGraphData | null = null;
  private space: Float32Array = new Float32Array(0);
  private grid: SpaceGrid | null = null;
  private rows: NeighbourOffsets | null = null;
  private bundles: CommunityBundles | null = null;
  private glyphs: GlyphWidths | null = null;
  private look: WholeLook | null = null;
  /** The colours the library holds (its own array, refilled in place: see `show`). */
  private pointColours = new Float32Array(0);
  private bundleColours: readonly string[] = [];
  /** Each community's name as the picture writes it (a rename being typed included). */
  private communityNames: readonly string[] = [];
  /** Communities, largest first (their names are placed in this order). */
  private communityOrder: number[] = [];
  private hovered = -1;
  private frame = 0;
  private pointsDirty = false;
  /** Until the fit that `load` asks for has applied: the first frames may still show the old view. */
  private fitting = false;
  private disposed = false;
  /** Callbacks waiting for the next frame (`afterFrame`). */
  private readonly afterFrames: Array<() => void> = [];
  /** The first fitted frame after `load` is marked on the page's timeline (the bench reads it). */
  private firstFrameMarked = false;

  constructor(
    private readonly container: HTMLElement,
    private readonly onFrame: (frame: WholeFrame) => void,
  ) {
    this.host = document.createElement('div');
    this.host.style.cssText = 'position:absolute;inset:0';
    this.overlay = document.createElement('canvas');
    this.overlay.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;pointer-events:none';
    container.append(this.host, this.overlay);
    // The device made while the screen's code loaded, if the route's loader made one; the
    // library destroys only a device it made itself.
    this.device = earlyWebglDevice.take();
    this.graph = new Graph(
      this.host,
      {
        enableSimulation: false,
        fitViewOnInit: false,
        rescalePositions: false,
        spaceSize: SPACE_SIZE,
        renderLinks: false,
        backgroundColor: '#ffffff',
        scalePointsOnZoom: false,
        renderHoveredPointRing: false,
        enableDrag: false,
        transitionDuration: 0,
        pixelRatio: window.devicePixelRatio || 1,
        attribution: '',
        onZoom: () => {
          this.fitting = false;
          this.requestFrame(true);
        },
      },
      this.device ?? undefined,
    );
    (this.graph as unknown as LibraryInternals).findHoveredItem = () => {};
    performance.mark('whole-graph:renderer');
    this.ready = this.graph.ready
      .then(() => {
        performance.mark('whole-graph:device-ready');
        return this.sized();
      })
      .then(() => this.warmUp());
    // Names measured before the canvas font arrived are measured again in it.
    void canvasFont.ready().then(() => {
      this.glyphs = null;
      this.requestFrame(false);
    });
  }

  /**
   * A new graph (with its users' relations in rows, as the caller built them for the colours): its
   * points, then a fitted frame with every user. The hit-test grid waits for the first hover.
   */
  load(data: WholeGraphData, rows: NeighbourOffsets, look: WholeLook, bundleColours: readonly string[]): void {
    performance.mark('whole-graph:load');
    this.firstFrameMarked = false;
    this.data = data;
    this.space = spacePositions(data.positions);
    this.grid = null;
    this.box = this.measureBox();
    this.rows = rows;
    this.bundles = communityBundles(data.communityCount, data.community, this.space, data.pairs);
    const members = new Uint32Array(data.communityCount);
    for (let u = 0; u < data.userCount; u++) if (data.community[u] < data.communityCount) members[data.community[u]]++;
    this.communityOrder = Array.from({ length: data.communityCount }, (_, c) => c).sort(
      (a, b) => members[b] - members[a] || a - b,
    );
    this.look = look;
    this.bundleColours = bundleColours;
    const sizes = new Float32Array(data.userCount);
    for (let u = 0; u < data.userCount; u++) sizes[u] = Math.min(10, 3 + Math.log2(1 + data.degree[u]));
    this.pointColours = Float32Array.from(look.colours);
    this.graph.setPointPositions(this.space);
    this.graph.setPointSizes(sizes);
    this.graph.setPointColors(this.pointColours);
    // The library takes what was set (its whole update: positions, sizes, colours), then stops its
    // own frame loop; one frame is drawn here.
    this.graph.render();
    (this.graph as unknown as LibraryInternals).stopFrames?.();
    this.fitting = true;
    this.fit(0);
    performance.mark('whole-graph:loaded');
  }

  /**
   * New colours, selection or rings: the points' colours once, the overlay again. Only the colour
   * buffer goes to the GPU: the library's `render()` would redo its whole update (positions,
   * sizes, adjacency and degree arrays of every user), tens of milliseconds on each select. Its
   * data holds this renderer's colour array since `load`, so refilling that array in place and
   * `create()` (which applies pending changes, here the colours alone) uploads just them.
   */
  show(look: WholeLook, bundleColours: readonly string[]): void {
    // The same colours again (the page's selection after a click showed it) go to the GPU once.
    const coloursChanged = look.colours !== this.look?.colours && !sameValues(look.colours, this.pointColours);
    this.look = look;
    this.bundleColours = bundleColours;
    if (!this.data) return;
    if (coloursChanged && look.colours.length === this.pointColours.length) {
      this.pointColours.set(look.colours);
      this.graph.setPointColors(this.pointColours);
      this.graph.create();
      this.requestFrame(true);
    } else this.requestFrame(false);
  }

  /** The communities' names (by index; a rename being typed shows at once): the overlay again. */
  nameCommunities(names: readonly string[]): void {
    if (names.length === this.communityNames.length && names.every((n, c) => n === this.communityNames[c])) return;
    this.communityNames = names;
    this.requestFrame(false);
  }

  /** Runs `callback` once the next frame is drawn and handed on (in a task after it). */
  afterFrame(callback: () => void): void {
    this.afterFrames.push(callback);
    this.requestFrame(false);
  }

  /** Sets the hovered user (-1 for none): its relations are drawn. */
  hover(user: number): void {
    if (user === this.hovered) return;
    this.hovered = user;
    this.requestFrame(false);
  }

  /** The user drawn under a point of the canvas (CSS pixels), or -1. */
  userAt(x: number, y: number): number {
    if (!this.data) return -1;
    this.grid ??= spaceGrid(this.space);
    const t = this.transform();
    const hidden = this.look?.hidden ?? null;
    const radius = (HIT_PX + 5) / Math.abs(t.ax);
    return nearestUser(
      this.grid,
      this.space,
      (x - t.bx) / t.ax,
      (y - t.by) / t.ay,
      radius,
      (u) => !hidden || hidden[u] === 0,
    );
  }

  /** Where a user is on the canvas now (CSS pixels). */
  screenOf(user: number): [number, number] {
    const t = this.transform();
    return [t.ax * this.space[2 * user] + t.bx, t.ay * this.space[2 * user + 1] + t.by];
  }

  /** Every user in view, with a margin around. */
  fit(duration = 250): void {
    if (!this.data) return;
    this.graph.setZoomTransformByPointPositions(this.corners(), duration, undefined, 0.05);
    this.requestFrame(true);
  }

  /** Centres on a user, zooming in to at least `FOCUS_ZOOM` times the fitted view. */
  flyTo(user: number, duration = 300): void {
    if (!this.data || user < 0 || user >= this.data.userCount) return;
    const zoom = this.graph.getZoomLevel();
    const scale = Math.max(zoom, (zoom * FOCUS_ZOOM) / this.zoomOverFitted(this.transform()));
    const at = new Float32Array([this.space[2 * user], this.space[2 * user + 1]]);
    this.graph.setZoomTransformByPointPositions(at, duration, scale, 0);
    this.requestFrame(true);
  }

  /** The toolbar's zoom buttons: in or out by a factor, about the centre. */
  zoomBy(factor: number, duration = 200): void {
    this.graph.setZoomLevel(this.graph.getZoomLevel() * factor, duration);
    this.requestFrame(true);
  }

  /** The canvas grew or shrank. */
  resized(): void {
    this.requestFrame(true);
  }

  /** The layout positions in the library's square (for pictures drawn elsewhere). */
  get spacePositions(): Float32Array {
    return this.space;
  }

  dispose(): void {
    this.disposed = true;
    cancelAnimationFrame(this.frame);
    this.graph.destroy();
    void this.device?.then((device) => device.destroy());
    this.host.remove();
    this.overlay.remove();
  }

  /**
   * Until the library's canvas has its size on the page (luma.gl's ResizeObserver has reported;
   * a second at most), so that the warm-up's frame, not the first frame with every user, makes
   * its drawing buffer: setting a WebGL canvas's size waits for the GPU process, which in software
   * WebGL held the first frame for 0.7 s at a load of 8 (docs/graph-canvas.md).
   */
  private sized(): Promise<unknown> {
    const initialized = (this.graph as unknown as LibraryInternals).device?.canvasContext?.initialized;
    return Promise.race([initialized, new Promise((resolve) => setTimeout(resolve, 1000))]);
  }

  /**
   * Before the graph comes: one invisible point through the library's whole path (its update,
   * its programs compiled and linked, a frame drawn), so that the seconds this takes in software
   * WebGL pass while the answer travels rather than before the first frame.
   */
  private warmUp(): void {
    if (this.data || this.disposed) return;
    this.graph.setPointPositions(new Float32Array([SPACE_SIZE / 2, SPACE_SIZE / 2]));
    this.graph.setPointColors(new Float32Array([1, 1, 1, 0]));
    this.graph.render();
    const library = this.graph as unknown as LibraryInternals;
    library.stopFrames?.();
    library.renderFrame?.();
    performance.mark('whole-graph:warmed-up');
  }

  /** How far the view is zoomed in from the fitted view (1: fitted). */
  private zoomOverFitted(t: ViewTransform): number {
    const c = this.corners();
    const fitted = Math.min(
      this.container.clientWidth / Math.max(c[2] - c[0], 1e-9),
      this.container.clientHeight / Math.max(c[3] - c[1], 1e-9),
    );
    return Math.abs(t.ax) / (fitted || 1);
  }

  private box: Float32Array = new Float32Array([0, 0, SPACE_SIZE, SPACE_SIZE]);

  private corners(): Float32Array {
    return this.box;
  }

  private measureBox(): Float32Array {
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let u = 0; u < this.space.length >> 1; u++) {
      x0 = Math.min(x0, this.space[2 * u]);
      x1 = Math.max(x1, this.space[2 * u]);
      y0 = Math.min(y0, this.space[2 * u + 1]);
      y1 = Math.max(y1, this.space[2 * u + 1]);
    }
    if (!Number.isFinite(x0)) [x0, y0, x1, y1] = [0, 0, SPACE_SIZE, SPACE_SIZE];
    return new Float32Array([x0, y0, x1, y1]);
  }

  private requestFrame(points: boolean): void {
    if (points) this.pointsDirty = true;
    if (this.frame || this.disposed) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      if (this.disposed) return;
      const first = !this.fitting && !this.firstFrameMarked;
      if (this.pointsDirty) (this.graph as unknown as LibraryInternals).renderFrame?.();
      this.pointsDirty = false;
      if (first) performance.mark('whole-graph:points-drawn');
      // The first fitted frame shows every user and the bundles; the names follow a frame later,
      // so that placing them does not hold back the picture.
      const names = !first;
      this.drawOverlay(names);
      if (!names) this.requestFrame(false);
      const due = this.afterFrames.splice(0);
      if (due.length) setTimeout(() => due.forEach((callback) => callback()));
    });
  }

  private transform(): ViewTransform {
    const a = this.graph.spaceToScreenPosition([0, 0]);
    const b = this.graph.spaceToScreenPosition([SPACE_SIZE, SPACE_SIZE]);
    return transformThrough([0, 0], a, [SPACE_SIZE, SPACE_SIZE], b);
  }

  private drawOverlay(withNames: boolean): void {
    const data = this.data;
    const look = this.look;
    const rows = this.rows;
    if (!data || !look || !rows || !this.bundles) return;
    const [width, height] = [this.container.clientWidth, this.container.clientHeight];
    const dpr = window.devicePixelRatio || 1;
    if (this.overlay.width !== Math.round(width * dpr) || this.overlay.height !== Math.round(height * dpr)) {
      this.overlay.width = Math.round(width * dpr);
      this.overlay.height = Math.round(height * dpr);
    }
    const ctx = this.overlay.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const t = this.transform();
    const space = this.space;
    const sx = (u: number) => t.ax * space[2 * u] + t.bx;
    const sy = (u: number) => t.ay * space[2 * u + 1] + t.by;

    // Relations: each one where the view holds few enough to read, else the bundles.
    const inView = relationsInView(data.pairs, space, visibleRect(t, width, height), RELATIONS_IN_VIEW, look.hidden);
    if (inView) {
      ctx.strokeStyle = 'rgba(70, 70, 70, 0.3)';
      ctx.lineWidth = 0.75;
      ctx.beginPath();
      for (const e of inView) {
        const [a, b] = [data.pairs[2 * e], data.pairs[2 * e + 1]];
        ctx.moveTo(sx(a), sy(a));
        ctx.lineTo(sx(b), sy(b));
      }
      ctx.stroke();
    } else this.drawBundles(ctx, t);

    // A hovered or selected user's relations, always.
    ctx.strokeStyle = 'rgba(30, 30, 30, 0.75)';
    ctx.lineWidth = 1.25;
    ctx.beginPath();
    for (const u of [look.selectedUser, this.hovered]) {
      if (u < 0 || u >= data.userCount) continue;
      for (let i = rows.offsets[u]; i < rows.offsets[u + 1]; i++) {
        ctx.moveTo(sx(u), sy(u));
        ctx.lineTo(sx(rows.other[i]), sy(rows.other[i]));
      }
    }
    ctx.stroke();

    ctx.lineWidth = 2;
    for (const ring of look.rings) {
      if (look.hidden?.[ring.user] === 1) continue;
      ctx.strokeStyle = ring.colour;
      ctx.beginPath();
      ctx.arc(sx(ring.user), sy(ring.user), 7, 0, 2 * Math.PI);
      ctx.stroke();
    }
    for (const u of [look.selectedUser, this.hovered]) {
      if (u < 0 || u >= data.userCount) continue;
      ctx.strokeStyle = '#111111';
      ctx.lineWidth = 2.5;
      ctx.beginPath();
      ctx.arc(sx(u), sy(u), 9, 0, 2 * Math.PI);
      ctx.stroke();
    }

    // Community names over their members (placed before the users' names, which keep off them).
    ctx.font = canvasFont.at(COMMUNITY_NAME_PX, true);
    const communityNames = placeCommunityNames({
      centres: this.bundles.centres,
      names: this.communityNames,
      transform: t,
      width,
      height,
      fontSize: COMMUNITY_NAME_PX,
      maxWidth: COMMUNITY_NAME_MAX_PX,
      measure: (text) => ctx.measureText(text).width,
      order: this.communityOrder,
    });

    ctx.font = canvasFont.at(NAME_PX);
    const glyphs = (this.glyphs ??= new GlyphWidths((text) => ctx.measureText(text).width));
    const nameOf = (u: number) => data.labels[u] || data.ids[u];
    const names: PlacedName[] = !withNames
      ? []
      : placeNames({
          order: data.centralityOrder,
          positions: space,
          transform: t,
          width,
          height,
          widthOf: (u) => glyphs.of(nameOf(u)),
          hidden: look.hidden,
          max: MAX_NAMES,
          measured: NAMES_MEASURED,
          lineHeight: NAME_PX + 3,
          gap: 3,
          taken: communityNames,
        });
    ctx.textBaseline = 'top';
    ctx.lineJoin = 'round';
    for (const name of names) {
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
      ctx.lineWidth = 3;
      ctx.strokeText(nameOf(name.user), name.x, name.y);
      ctx.fillStyle = '#202020';
      ctx.fillText(nameOf(name.user), name.x, name.y);
    }

    ctx.font = canvasFont.at(COMMUNITY_NAME_PX, true);
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'center';
    for (const name of communityNames) {
      const [x, y] = [name.left + name.width / 2, name.top + name.height / 2];
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.95)';
      ctx.lineWidth = 4;
      ctx.strokeText(name.text, x, y);
      ctx.fillStyle = '#111111';
      ctx.fillText(name.text, x, y);
    }
    ctx.textAlign = 'start';

    if (!this.fitting && !this.firstFrameMarked) {
      this.firstFrameMarked = true;
      performance.mark('whole-graph:first-frame');
    }
    this.onFrame({
      transform: t,
      usersDrawn: look.usersDrawn,
      usersTotal: data.userCount,
      relationsInView: inView ? inView.length : -1,
      names,
      communityNames,
      zoom: this.zoomOverFitted(t),
      fitted: !this.fitting,
      hovered: this.hovered,
      selected: look.selectedUser,
    });
  }

  private drawBundles(ctx: CanvasRenderingContext2D, t: ViewTransform): void {
    const { centres, bundles } = this.bundles!;
    const strongest = bundles[0]?.count ?? 1;
    for (const bundle of bundles.slice(0, MAX_BUNDLES)) {
      const [ax, ay] = [centres[2 * bundle.a], centres[2 * bundle.a + 1]];
      const [bx, by] = [centres[2 * bundle.b], centres[2 * bundle.b + 1]];
      const gradient = ctx.createLinearGradient(t.ax * ax + t.bx, t.ay * ay + t.by, t.ax * bx + t.bx, t.ay * by + t.by);
      gradient.addColorStop(0, this.bundleColours[bundle.a] ?? 'rgba(80, 80, 80, 0.25)');
      gradient.addColorStop(1, this.bundleColours[bundle.b] ?? 'rgba(80, 80, 80, 0.25)');
      ctx.strokeStyle = gradient;
      ctx.lineWidth = 1 + 7 * Math.sqrt(bundle.count / strongest);
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(t.ax * ax + t.bx, t.ay * ay + t.by);
      ctx.lineTo(t.ax * bx + t.bx, t.ay * by + t.by);
      ctx.stroke();
    }
  }
}

/** Whether two arrays hold the same numbers (a pass over 400,000 floats: under a millisecond). */
function sameValues(a: Float32Array, b: Float32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
