import { ErrorCode } from '@kizuna/platform/errors';
import { describe, expect, it } from '@jest/globals';
import iconv from 'iconv-lite';
import { CsvError } from './csv-error.js';
import { detectEncoding, looksBinary } from './detect-encoding.js';

describe('detectEncoding', () => {
  it('decides by BOM first', () => {
    expect(detectEncoding(Buffer.from([0xef, 0xbb, 0xbf, 0x61]), true)).toBe('utf-8-bom');
    expect(detectEncoding(Buffer.from([0xff, 0xfe, 0x61, 0x00]), true)).toBe('utf-16le');
    expect(detectEncoding(Buffer.from([0xfe, 0xff, 0x00, 0x61]), true)).toBe('utf-16be');
  });

  it('takes valid UTF-8 (and plain ASCII) as UTF-8', () => {
    expect(detectEncoding(Buffer.from('a,b,c\n1,2,3\n'), true)).toBe('utf-8');
    expect(detectEncoding(Buffer.from('名前,本文,日時\n'), true)).toBe('utf-8');
  });

  it('tolerates a character cut by the end of a partial sample, not of a whole file', () => {
    const cut = Buffer.from('a,b,名').subarray(0, 5);
    expect(detectEncoding(cut, false)).toBe('utf-8');
    // As a whole file the dangling lead bytes are not UTF-8, so chardet decides.
    expect(detectEncoding(Buffer.concat([Buffer.from('a,b,c\n'), cut]), true)).toBe('windows-1252');
  });

  it('rejects charsets outside Japanese and Western ones', () => {
    const korean = iconv.encode(
      '이름,본문,시간\n김철수,안녕하세요 여러분 오늘 날씨가 좋네요,2020-01-01\n'.repeat(20),
      'euc-kr',
    );
    expect(() => detectEncoding(korean, true)).toThrow(CsvError);
    try {
      detectEncoding(korean, true);
    } catch (error) {
      expect((error as CsvError).code).toBe(ErrorCode.UnsupportedEncoding);
      expect((error as CsvError).detail.detected).toBe('EUC-KR');
    }
  });
});

describe('looksBinary', () => {
  it('flags NUL bytes and runs of control characters but not text', () => {
    expect(looksBinary(Buffer.from('a,b\u0000c'))).toBe(true);
    expect(looksBinary(Buffer.from('a\u0001b\u0002c\u0003d'))).toBe(true);
    expect(looksBinary(Buffer.from('a,b,c\r\n1,\t2,3\f\n'))).toBe(false);
    expect(looksBinary(Buffer.from('one stray \u0007 bell in a longer line of otherwise ordinary text'))).toBe(false);
  });
});
