import { describe, it, expect } from '@jest/globals';
import { hexToRgba } from './hex-to-rgba';

describe('hexToRgba', () => {
  it('converts long and short hex colors', () => {
    expect(hexToRgba('#1f77b4', 0.2)).toBe('rgba(31, 119, 180, 0.2)');
    expect(hexToRgba('#F0a', 1)).toBe('rgba(255, 0, 170, 1)');
    expect(hexToRgba('ff7f0e', 0.5)).toBe('rgba(255, 127, 14, 0.5)');
  });

  it('clamps alpha and falls back to grey for anything else', () => {
    expect(hexToRgba('#000000', 3)).toBe('rgba(0, 0, 0, 1)');
    expect(hexToRgba('red', 0.1)).toBe('rgba(128, 128, 128, 0.1)');
  });
});
