import { describe, expect, it } from '@jest/globals';
import { fileNameFromDisposition } from './file-name-from-disposition';

describe('fileNameFromDisposition', () => {
  it('reads the encoded name first, then the quoted or bare one', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="login_logs_20260301.csv"; filename*=UTF-8''login_logs_20260301.csv`,
        'x.csv',
      ),
    ).toBe('login_logs_20260301.csv');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E3%83%AD%E3%82%B0.csv`, 'x.csv')).toBe('ログ.csv');
    expect(fileNameFromDisposition('attachment; filename="a b.csv"', 'x.csv')).toBe('a b.csv');
    expect(fileNameFromDisposition('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
  });

  it('falls back when there is no usable name', () => {
    expect(fileNameFromDisposition(null, 'x.csv')).toBe('x.csv');
    expect(fileNameFromDisposition('attachment', 'x.csv')).toBe('x.csv');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E3%8`, 'x.csv')).toBe('x.csv');
  });
});
