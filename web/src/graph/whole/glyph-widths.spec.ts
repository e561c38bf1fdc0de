import { describe, expect, it } from '@jest/globals';
import { GlyphWidths } from './glyph-widths';

describe('GlyphWidths', () => {
  it('sums the widths of the characters, measuring each character once', () => {
    const measured: string[] = [];
    const widths = new GlyphWidths((ch) => {
      measured.push(ch);
      return ch === '山' ? 12 : 5;
    });
    expect(widths.of('ab山a')).toBe(27);
    expect(widths.of('ba')).toBe(10);
    expect(measured).toEqual(['a', 'b', '山']);
  });
});
