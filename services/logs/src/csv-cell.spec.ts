import { describe, expect, it } from '@jest/globals';
import { csvCell, csvLine } from './csv-cell.js';
import { formatTokyo, tokyoDateStamp } from './tokyo-time.js';

describe('csvCell', () => {
  it('neutralises every formula lead: = + - @, tab and carriage return', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves ordinary text alone and quotes commas, quotes and line breaks', () => {
    expect(csvCell('山田 太郎')).toBe('山田 太郎');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('')).toBe('');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvLine(['x', 'y,z'])).toBe('x,"y,z"\r\n');
  });
});

describe('Tokyo times', () => {
  it('shows UTC instants in Asia/Tokyo and dates files by the Tokyo day', () => {
    expect(formatTokyo(Date.parse('2026-02-28T15:00:00Z'))).toBe('2026/03/01 00:00:00');
    expect(formatTokyo(Date.parse('2026-02-28T14:59:59Z'))).toBe('2026/02/28 23:59:59');
    expect(tokyoDateStamp(Date.parse('2026-12-31T15:00:00Z'))).toBe('20270101');
    expect(tokyoDateStamp(Date.parse('2026-12-31T14:59:59Z'))).toBe('20261231');
  });
});
