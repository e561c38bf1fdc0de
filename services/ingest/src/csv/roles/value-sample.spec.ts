import { describe, expect, it } from '@jest/globals';
import { SAMPLE_CELL_CHARS, SAMPLE_CELLS, SAMPLE_ROWS, ValueSample } from './value-sample.js';

describe('ValueSample', () => {
  it('keeps the first rows, trimmed, cut or padded to the width, cells cut in length', () => {
    const sample = new ValueSample(3);
    sample.add([' a ', 'x'.repeat(SAMPLE_CELL_CHARS + 50), 'c', 'extra']);
    sample.add(['only one']);
    expect(sample.rows()).toEqual([
      ['a', 'x'.repeat(SAMPLE_CELL_CHARS), 'c'],
      ['only one', '', ''],
    ]);
  });

  it('stops at SAMPLE_ROWS rows, and at fewer rows for a wide file', () => {
    const narrow = new ValueSample(3);
    for (let i = 0; i < SAMPLE_ROWS + 10; i++) narrow.add([String(i), 'b', 'c']);
    expect(narrow.rows()).toHaveLength(SAMPLE_ROWS);
    expect(narrow.rows().at(-1)?.[0]).toBe(String(SAMPLE_ROWS - 1));
    const wide = new ValueSample(500);
    for (let i = 0; i < SAMPLE_ROWS; i++) wide.add(['v']);
    expect(wide.rows()).toHaveLength(SAMPLE_CELLS / 500);
  });
});
