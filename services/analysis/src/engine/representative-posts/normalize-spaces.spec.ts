import { describe, expect, it } from '@jest/globals';
import { normalizeSpaces } from './normalize-spaces.js';

const slow = (text: string): string => text.replace(/\s+/g, ' ').trim();

describe('normalizeSpaces', () => {
  it('equals collapsing every \\s run to one space and trimming, on texts mixing every whitespace kind', () => {
    const whitespace: string[] = [];
    for (let code = 0; code < 0x10000; code++)
      if (/\s/.test(String.fromCharCode(code))) whitespace.push(String.fromCharCode(code));
    const pieces = [...whitespace, 'a', 'RT', '写真', '…', '\u200b', 'x y'];
    let seed = 7;
    const next = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let t = 0; t < 20_000; t++) {
      let text = '';
      for (let i = next() % 8; i > 0; i--) text += pieces[next() % pieces.length];
      expect(normalizeSpaces(text)).toBe(slow(text));
    }
  });

  it('returns a normal text itself (no copy)', () => {
    const text = 'already normal text';
    expect(normalizeSpaces(text)).toBe(text);
    expect(normalizeSpaces('')).toBe('');
    expect(normalizeSpaces(' lead')).toBe('lead');
    expect(normalizeSpaces('two  spaces')).toBe('two spaces');
  });
});
