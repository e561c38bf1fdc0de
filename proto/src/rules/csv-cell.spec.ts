import { describe, expect, it } from '@jest/globals';
import { csvCell, csvLine } from './csv-cell.js';

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
