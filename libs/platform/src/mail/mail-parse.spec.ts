import { describe, expect, it } from '@jest/globals';
import { encodeHeaderText, formatMail } from './mail-format.js';
import { decodeHeaderText, parseMail } from './mail-parse.js';

describe('mail format and parse', () => {
  it('round-trips a long Japanese subject through encoded words no longer than 75 characters', () => {
    const subject = 'コミュニティ分析が完了しました：プロジェクト「2024年 衆議院選挙 関連投稿」の結果をご確認ください';
    const encoded = encodeHeaderText(subject);
    for (const word of encoded.split('\r\n ')) expect(word.length).toBeLessThanOrEqual(75);
    expect(decodeHeaderText(encoded.replace(/\r\n /g, ' '))).toBe(subject);
  });

  it('keeps ASCII subjects as they are', () => {
    expect(encodeHeaderText('Analysis finished (k=6)')).toBe('Analysis finished (k=6)');
  });

  it('decodes Q encoded words and quoted-printable bodies', () => {
    const raw = [
      'To: a@example.com',
      'Subject: =?UTF-8?Q?caf=C3=A9_au_lait?=',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'soft =',
      'break and caf=C3=A9',
    ].join('\r\n');
    expect(parseMail(raw)).toMatchObject({ to: 'a@example.com', subject: 'café au lait', text: 'soft break and café' });
  });

  it('writes CRLF line ends and reads them back as LF', () => {
    const raw = formatMail(
      { to: 'a@example.com', subject: 's', text: 'one\ntwo\r\nthree' },
      'k@example.com',
      new Date(0),
    );
    expect(raw.split('\r\n\r\n')[1]).toBe('one\r\ntwo\r\nthree');
    expect(raw).toContain('Date: Thu, 01 Jan 1970 00:00:00 GMT\r\n');
    expect(parseMail(raw).text).toBe('one\ntwo\nthree');
  });
});
