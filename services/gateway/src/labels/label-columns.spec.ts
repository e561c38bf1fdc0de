import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { csvCell, CSV_BOM } from '@kizuna/platform/csv';
import { labelAccountKey } from '@kizuna/proto/rules';
import { LabelColumnsStream, splitCells, splitRecords, withLabelColumns, type LabelCells } from './label-columns.js';

describe('withLabelColumns', () => {
  const labels = new Map([
    ['alice', { names: 'Critic; Bot', notes: 'Critic: press' }],
    ['=bob', { names: 'Bot', notes: '' }],
  ]);

  it("adds the account's labels to each row by its node_id, keeping every other byte", () => {
    const csv = '\uFEFFnode_id,tweet_text\r\nalice,"two\r\nlines, ""quoted"""\r\ncarol,plain\r\n';
    expect(withLabelColumns(csv, (k) => labels.get(k))).toBe(
      '\uFEFFnode_id,tweet_text,labels,label_notes\r\n' +
        'alice,"two\r\nlines, ""quoted""",Critic; Bot,Critic: press\r\n' +
        'carol,plain,,\r\n',
    );
  });

  it('keys a screen name as the network does, reading a formula-safe cell back', () => {
    const csv = "\uFEFFrank,tweet_user_screen_name\r\n1,@Alice\r\n2,'=bob\r\n";
    expect(withLabelColumns(csv, (k) => labels.get(k))).toBe(
      "\uFEFFrank,tweet_user_screen_name,labels,label_notes\r\n1,@Alice,Critic; Bot,Critic: press\r\n2,'=bob,Bot,\r\n",
    );
  });

  it('leaves a file without an account column as it is', () => {
    const csv = '\uFEFFcluster_id,keyword\r\n1,ramen\r\n';
    expect(withLabelColumns(csv, () => ({ names: 'x', notes: '' }))).toBe(csv);
  });

  it('splits records and cells as RFC 4180 has them', () => {
    expect(splitRecords('a,"b\nc"\r\nd\ne')).toEqual(['a,"b\nc"', 'd', 'e']);
    expect(splitCells('a,"b,""c""",')).toEqual(['a', 'b,"c"', '']);
  });

  /** The whole-text version the stream replaced: every record split at once. */
  function reference(text: string, labelsOf: (key: string) => LabelCells | undefined): string {
    const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
    const records = splitRecords(body);
    if (records.length === 0) return text;
    const header = splitCells(records[0]);
    const column = ['node_id', 'tweet_user_screen_name', 'account'].map((n) => header.indexOf(n)).find((i) => i >= 0);
    if (column === undefined) return text;
    const out = [CSV_BOM, records[0], ',labels,label_notes\r\n'];
    for (const record of records.slice(1)) {
      const raw = splitCells(record)[column] ?? '';
      const cells = labelsOf(labelAccountKey(/^'[=+\-@\t\r]/.test(raw) ? raw.slice(1) : raw));
      out.push(record, ',', csvCell(cells?.names ?? ''), ',', csvCell(cells?.notes ?? ''), '\r\n');
    }
    return out.join('');
  }

  async function streamed(text: string, pieceBytes: number): Promise<string> {
    const bytes = Buffer.from(text, 'utf8');
    const pieces: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += pieceBytes) pieces.push(bytes.subarray(i, i + pieceBytes));
    const out: Buffer[] = [];
    for await (const chunk of Readable.from(pieces).pipe(new LabelColumnsStream((k) => labels.get(k))))
      out.push(chunk as Buffer);
    return Buffer.concat(out).toString('utf8');
  }

  it('streams what the whole text gives, however the bytes are cut (CRLF, LF, CR, quotes, no last line end)', async () => {
    const files = [
      '\uFEFFnode_id,tweet_text\r\nalice,"two\r\nlines, ""quoted"""\r\ncarol,plain\r\n',
      'node_id,tweet_text\nalice,"a\rb"\n\n=bob,x\nアリス,日本語のテキスト',
      "\uFEFFrank,tweet_user_screen_name\r1,@Alice\r2,'=bob\r",
      '\uFEFFrank,text\r\n1,no account column\r\n',
      '\uFEFF',
      '',
      'node_id',
      'rank,text',
      '\uFEFFnode_id,text\r\nalice,"never closed\r\n',
    ];
    for (const text of files)
      for (const piece of [1, 2, 3, 5, 64])
        expect({ text, piece, out: await streamed(text, piece) }).toEqual({
          text,
          piece,
          out: reference(text, (k) => labels.get(k)),
        });
  });
});
