import { describe, expect, it } from '@jest/globals';
import iconv from 'iconv-lite';
import { decodeWholeText } from './text-encoding.js';

describe('decodeWholeText', () => {
  it('reads UTF-8 with and without a BOM, Shift_JIS and Windows-1252 as the upload does', () => {
    expect(decodeWholeText(Buffer.from('\uFEFFalice,批評家\n'))).toEqual({
      text: 'alice,批評家\n',
      encoding: 'utf-8-bom',
    });
    expect(decodeWholeText(Buffer.from('alice,批評家\n'))).toEqual({ text: 'alice,批評家\n', encoding: 'utf-8' });
    const sjis = iconv.encode('山田,批評家の一覧です\n鈴木,自動投稿アカウント\n', 'cp932');
    expect(decodeWholeText(sjis)).toEqual({
      text: '山田,批評家の一覧です\n鈴木,自動投稿アカウント\n',
      encoding: 'shift_jis',
    });
    const latin = iconv.encode('josé,café crème critique\n', 'windows-1252');
    expect(decodeWholeText(latin)?.text).toBe('josé,café crème critique\n');
  });

  it('answers null for binary content', () => {
    expect(decodeWholeText(Buffer.from([0x50, 0x4b, 3, 4, 0, 0]))).toBeNull();
  });
});
