import { describe, it, expect } from '@jest/globals';
import { fitView, fitWithLabels } from './fit-view';

describe('fitView', () => {
  it('centres on the bounding box of all circles, radii included', () => {
    const view = fitView(
      [
        { x: 0, y: 0, size: 100 },
        { x: 300, y: 0, size: 50 },
      ],
      { width: 450, height: 900 },
      0,
    );
    // Box: x -100..350 (450 wide), y -100..100 (200 high).
    expect(view).toEqual({ position: { x: 125, y: 0 }, scale: 1 });
  });

  it('limits the scale by the tighter dimension and keeps a margin', () => {
    const view = fitView([{ x: 10, y: 20, size: 50 }], { width: 1000, height: 200 }, 0.1);
    expect(view?.position).toEqual({ x: 10, y: 20 });
    expect(view?.scale).toBeCloseTo(1.6, 10);
  });

  it('handles a single point and refuses empty input or a hidden viewport', () => {
    expect(fitView([{ x: 5, y: 5, size: 0 }], { width: 100, height: 100 }, 0)).toEqual({
      position: { x: 5, y: 5 },
      scale: 100,
    });
    expect(fitView([], { width: 100, height: 100 })).toBeNull();
    expect(fitView([{ x: 0, y: 0, size: 1 }], { width: 0, height: 100 })).toBeNull();
  });
});

describe('fitWithLabels', () => {
  it('leaves room above a community circle for its name at the fitted scale', () => {
    const nodes = [
      { type: 'community', x: 0, y: 0, size: 100 },
      { type: 'node', x: 0, y: 0, size: 5 },
    ];
    const viewport = { width: 400, height: 400 };
    const plain = fitView(nodes, viewport)!;
    const camera = fitWithLabels(nodes, viewport, 13);
    expect(camera.scale).toBeLessThan(plain.scale);
    // The name's top (13 px above the circle) is inside the viewport.
    const nameTop = (0 - 100 - 13 / camera.scale - camera.y) * camera.scale + 200;
    expect(nameTop).toBeGreaterThanOrEqual(0);
    // A name moved below its circle (its spot above was taken) fits too.
    const nameBottom = (0 + 100 + 13 / camera.scale - camera.y) * camera.scale + 200;
    expect(nameBottom).toBeLessThanOrEqual(400);
  });
});
