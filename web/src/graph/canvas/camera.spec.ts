import { describe, expect, it } from '@jest/globals';
import { cameraBetween, panBy, toGraph, toScreen, zoomAround } from './camera';

const viewport = { width: 800, height: 600 };

describe('camera', () => {
  it('puts its centre point in the middle of the viewport and scales distances', () => {
    const camera = { x: 100, y: -50, scale: 2 };
    expect(toScreen(camera, viewport, { x: 100, y: -50 })).toEqual({ x: 400, y: 300 });
    expect(toScreen(camera, viewport, { x: 110, y: -40 })).toEqual({ x: 420, y: 320 });
  });

  it('maps screen back to graph exactly', () => {
    const camera = { x: 3, y: 7, scale: 0.37 };
    const p = toGraph(camera, viewport, toScreen(camera, viewport, { x: -120, y: 55 }));
    expect(p.x).toBeCloseTo(-120, 9);
    expect(p.y).toBeCloseTo(55, 9);
  });

  it('zooms around the pointer: the graph point under it stays under it', () => {
    const camera = { x: 0, y: 0, scale: 1 };
    const anchor = { x: 700, y: 100 };
    const before = toGraph(camera, viewport, anchor);
    const zoomed = zoomAround(camera, viewport, anchor, 1.8);
    const after = toGraph(zoomed, viewport, anchor);
    expect(zoomed.scale).toBe(1.8);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  it('pans with the drag: what was under the pointer follows it', () => {
    const camera = { x: 10, y: 10, scale: 0.5 };
    const grabbed = toGraph(camera, viewport, { x: 200, y: 200 });
    const moved = panBy(camera, 30, -40);
    const now = toScreen(moved, viewport, grabbed);
    expect(now.x).toBeCloseTo(230, 9);
    expect(now.y).toBeCloseTo(160, 9);
  });

  it('eases between two cameras, starting and ending exactly', () => {
    const from = { x: 0, y: 0, scale: 1 };
    const to = { x: 100, y: 50, scale: 2 };
    expect(cameraBetween(from, to, 0)).toEqual(from);
    expect(cameraBetween(from, to, 1)).toEqual(to);
    expect(cameraBetween(from, to, 0.5)).toEqual({ x: 50, y: 25, scale: 1.5 });
    expect(cameraBetween(from, to, 0.25).x).toBeLessThan(25);
  });
});
