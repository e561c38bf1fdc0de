// The WebGL view's harness: the real renderer on a page of its own, over typed arrays built here,
// reachable from the browser test's page.evaluate (web/e2e/whole-graph.e2e.ts).
import { canvasFont } from '../../src/graph/canvas/canvas-font';
import { neighbourOffsets } from '../../src/graph/whole/neighbour-offsets';
import { pointLooks, type Rgb } from '../../src/graph/whole/point-looks';
import { wholeGraphFixture } from '../../src/graph/whole/whole-graph-fixture';
import { WholeGraphRenderer, type WholeFrame } from '../../src/graph/whole/whole-graph-renderer';
import { compare } from '../canvas-goldens/scenes';

const PALETTE: Rgb[] = [
  [0.12, 0.47, 0.71],
  [1, 0.5, 0.05],
  [0.17, 0.63, 0.17],
  [0.84, 0.15, 0.16],
  [0.58, 0.4, 0.74],
];

let renderer: WholeGraphRenderer | null = null;
let last: WholeFrame | null = null;
let selected = -1;
/** When (performance.now()) the last `load` saw its fitted frame drawn. */
let fittedAt = NaN;
let show: (selectedUser: number) => void = () => {};

async function load(groups: number, perGroup: number, width: number, height: number): Promise<number> {
  renderer?.dispose();
  document.body.replaceChildren();
  const container = document.createElement('div');
  container.id = 'whole';
  container.style.cssText = `position:relative;width:${width}px;height:${height}px;overflow:hidden`;
  document.body.append(container);
  last = null;
  selected = -1;
  // As the page does: the renderer first, its WebGL set up (and warmed up) while the graph's
  // answer travels; then the arrays, standing in for the answer.
  renderer = new WholeGraphRenderer(container, (frame) => (last = frame));
  await renderer.ready;
  const data = wholeGraphFixture(groups, perGroup);
  const neighbours = neighbourOffsets(data.userCount, data.pairs);
  const colours = Array.from({ length: groups }, (_, g) => PALETTE[g % PALETTE.length]);
  const started = performance.now();
  const looks = (selectedUser: number) => {
    const { colours: rgba, drawn } = pointLooks({
      community: data.community,
      colours,
      neighbours,
      selectedCommunity: null,
      selectedUser,
      emphasis: null,
      active: null,
      degree: data.degree,
      minDegree: 0,
    });
    return { colours: rgba, hidden: null, usersDrawn: drawn, selectedUser, rings: [{ user: 1, colour: '#e91e63' }] };
  };
  const bundleColours = colours.map(([r, g, b]) => `rgba(${r * 255}, ${g * 255}, ${b * 255}, 0.3)`);
  renderer.load(data, neighbours, looks(-1), bundleColours);
  show = (u) => renderer!.show(looks(u), bundleColours);
  // A click selects the user under the pointer, as the page's component does.
  container.addEventListener('click', (e) => {
    const box = container.getBoundingClientRect();
    selected = renderer!.userAt(e.clientX - box.left, e.clientY - box.top);
    show(selected);
  });
  // `last` is set by the renderer's frame callback, which the compiler cannot see.
  while (!(last as WholeFrame | null)?.fitted) await new Promise((r) => requestAnimationFrame(r));
  // The frame after the fitted one: the GPU has drawn it (what a person sees).
  fittedAt = performance.now();
  const fitted = fittedAt - started;
  // The names follow the first fitted frame by a frame (the tests read them).
  while (!(last as WholeFrame | null)?.names.length) await new Promise((r) => requestAnimationFrame(r));
  return fitted;
}

/** Does `action`, then waits for a drawn frame that `done` accepts; answers the time it took. */
async function until(action: () => void, done: (frame: WholeFrame) => boolean = () => true): Promise<number> {
  last = null;
  const started = performance.now();
  action();
  while (!last || !done(last)) {
    if (performance.now() - started > 20_000) throw new Error('no such frame in 20 s');
    await new Promise((r) => requestAnimationFrame(r));
  }
  return performance.now() - started;
}

Object.assign(window, {
  kizunaWhole: {
    fontReady: () => canvasFont.ready(),
    load,
    compare,
    frame: () => last && { ...last, names: last.names.length },
    fittedAt: () => fittedAt,
    selected: () => selected,
    screenOf: (u: number) => renderer!.screenOf(u),
    flyTo: (u: number) =>
      until(
        () => renderer!.flyTo(u, 0),
        (f) => f.zoom > 7.5,
      ),
    select: (u: number) => until(() => show(u)),
    hover: (u: number) => until(() => renderer!.hover(u)),
    /** A wheel turn over the middle of the view, as a person's: the library's zoom, then a frame. */
    wheel: (deltaY: number) => {
      const canvas = document.querySelector<HTMLCanvasElement>('#whole canvas')!;
      const box = canvas.getBoundingClientRect();
      const before = last?.zoom ?? 0;
      const [clientX, clientY] = [box.left + box.width / 2, box.top + box.height / 2];
      const event = new WheelEvent('wheel', { clientX, clientY, deltaY, bubbles: true, cancelable: true });
      return until(
        () => canvas.dispatchEvent(event),
        (f) => Math.abs(f.zoom - before) > 1e-3,
      );
    },
    /** A drag across the view (the library's pan), then a frame. */
    pan: (dx: number, dy: number) => {
      const canvas = document.querySelector<HTMLCanvasElement>('#whole canvas')!;
      const box = canvas.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const before = last?.transform.bx;
      const mouse = (type: string, at: [number, number], target: EventTarget) =>
        target.dispatchEvent(
          new MouseEvent(type, { clientX: at[0], clientY: at[1], bubbles: true, cancelable: true, view: window }),
        );
      return until(
        () => {
          mouse('mousedown', [x, y], canvas);
          mouse('mousemove', [x + dx, y + dy], window);
          mouse('mouseup', [x + dx, y + dy], window);
        },
        (f) => f.transform.bx !== before,
      );
    },
  },
});
