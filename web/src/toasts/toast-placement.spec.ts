import { describe, expect, it } from '@jest/globals';
import { toastPlacement } from './toast-placement';

const viewport = { width: 1366, height: 768 };
const stack = { width: 380, height: 60 };
/** A button at the top right, under the app bar, where a page keeps its actions. */
const topRightButton = { left: 1200, top: 90, right: 1340, bottom: 120 };

describe('toastPlacement', () => {
  it('keeps the top right while it covers no control', () => {
    expect(toastPlacement(stack, viewport, [{ left: 10, top: 90, right: 100, bottom: 120 }], 'top-right').name).toBe(
      'top-right',
    );
  });

  it('moves off a button it would cover, to the next free corner', () => {
    expect(toastPlacement(stack, viewport, [topRightButton], 'top-right').name).toBe('bottom-right');
    const bottomRight = { left: 1100, top: 700, right: 1340, bottom: 740 };
    expect(toastPlacement(stack, viewport, [topRightButton, bottomRight], 'top-right').name).toBe('bottom-left');
  });

  it('stays where it is while that corner is free, so toasts do not jump back', () => {
    expect(toastPlacement(stack, viewport, [topRightButton], 'bottom-right')).toEqual({
      name: 'bottom-right',
      bottom: 16,
      right: 16,
    });
  });

  it('takes the corner covering the fewest when none is free', () => {
    const everywhere = [
      { left: 0, top: 0, right: 1366, bottom: 768 },
      topRightButton,
      { left: 1000, top: 700, right: 1366, bottom: 760 },
    ];
    expect(toastPlacement(stack, viewport, everywhere, 'top-right').name).toBe('bottom-left');
  });
});
