import { describe, expect, it } from '@jest/globals';
import { toScreen } from './camera';
import { GraphRenderer, type Frames, type Shown } from './graph-renderer';

/** Frames run when the test says, at the times it says. */
class SteppedFrames implements Frames {
  private next = 1;
  readonly waiting = new Map<number, (now: number) => void>();
  time = 0;

  request(draw: (now: number) => void): number {
    const id = this.next++;
    this.waiting.set(id, draw);
    return id;
  }

  cancel(id: number): void {
    this.waiting.delete(id);
  }

  now(): number {
    return this.time;
  }

  /** Runs the frames waiting now, at `ms` later. */
  step(ms: number): void {
    this.time += ms;
    const due = [...this.waiting.values()];
    this.waiting.clear();
    for (const draw of due) draw(this.time);
  }
}

function setup() {
  const frames = new SteppedFrames();
  // No 2D context outside a browser: the renderer keeps its camera and skips the pixels (the
  // canvas goldens test those in Chromium).
  const canvas = { getContext: () => null } as unknown as HTMLCanvasElement;
  const renderer = new GraphRenderer(
    canvas,
    () => {},
    frames,
    () => 1,
  );
  renderer.resize({ width: 400, height: 300 });
  return { renderer, frames };
}

const circles = [
  { x: -100, y: 0, size: 20, type: 'community' },
  { x: 100, y: 50, size: 10, type: 'node' },
];

describe('GraphRenderer', () => {
  it('asks for one frame however many changes come before it', () => {
    const { renderer, frames } = setup();
    for (let i = 0; i < 3; i++) renderer.show({} as Shown);
    renderer.requestDraw();
    expect(frames.waiting.size).toBe(1);
    frames.step(16);
    renderer.requestDraw();
    expect(frames.waiting.size).toBe(1);
  });

  it('zooms with the wheel around the pointer, and the view stops counting as fitted until fitted again', () => {
    const { renderer } = setup();
    renderer.fit(circles);
    expect(renderer.fitted).toBe(true);
    const pointer = { x: 300, y: 100 };
    const under = renderer.toGraph(pointer);
    const before = renderer.camera.scale;
    renderer.wheel(pointer, -100);
    expect(renderer.camera.scale).toBeGreaterThan(before);
    const after = toScreen(renderer.camera, renderer.viewport, under);
    expect(after.x).toBeCloseTo(pointer.x, 6);
    expect(after.y).toBeCloseTo(pointer.y, 6);
    expect(renderer.fitted).toBe(false);
    renderer.fit(circles);
    expect(renderer.fitted).toBe(true);
  });

  it('pans from where the press began, by screen pixels', () => {
    const { renderer } = setup();
    const start = { x: 10, y: 20, scale: 2 };
    renderer.pan(start, 40, -10);
    expect(renderer.camera).toEqual({ x: -10, y: 25, scale: 2 });
  });

  it('eases a camera move over its frames and lands exactly; a new move replaces one under way', () => {
    const { renderer, frames } = setup();
    renderer.moveTo({ x: 0, y: 0, scale: 1 }, 0);
    renderer.moveTo({ x: 100, y: 0, scale: 2 }, 200);
    frames.step(0);
    frames.step(100);
    expect(renderer.camera.x).toBeGreaterThan(0);
    expect(renderer.camera.x).toBeLessThan(100);
    renderer.moveTo({ x: -50, y: 0, scale: 1 }, 200);
    frames.step(0);
    for (let i = 0; i < 5; i++) frames.step(50);
    expect(renderer.camera).toEqual({ x: -50, y: 0, scale: 1 });
    expect(frames.waiting.size).toBe(0);
  });
});
