import { describe, expect, it } from '@jest/globals';
import { readLabelCsv, readLabelCsvInTurns, recordPieces } from './label-csv.js';

describe('readLabelCsv', () => {
  it('reads account,label[,note] rows, skipping a header of those names', () => {
    const { rows, refused } = readLabelCsv('Account,Label\r\n@Alice,Critic,press\r\nbob,Bot\r\n');
    expect(rows).toEqual([
      { line: 2, account: '@Alice', key: 'alice', label: 'Critic', note: 'press' },
      { line: 3, account: 'bob', key: 'bob', label: 'Bot', note: '' },
    ]);
    expect(refused).toEqual([]);
  });

  it('reads a first row that is no header as a row', () => {
    expect(readLabelCsv('alice,Critic').rows).toHaveLength(1);
  });

  it('counts bad rows with their reason and line, never failing the file', () => {
    const { rows, refused } = readLabelCsv(
      'alice,Critic\n,Critic\nbob,\ncarol,' + 'x'.repeat(41) + '\n\ndave,"quoted, label"\n',
    );
    expect(rows.map((r) => [r.line, r.key, r.label])).toEqual([
      [1, 'alice', 'Critic'],
      [5, 'dave', 'quoted, label'],
    ]);
    expect(refused.map((r) => [r.line, r.reason])).toEqual([
      [2, 'errors.label_account_invalid'],
      [3, 'errors.label_name_required'],
      [4, 'errors.label_name_too_long'],
    ]);
  });

  it("reads back a cell an export made safe for a spreadsheet ('=…, '@…)", () => {
    expect(readLabelCsv("'@alice,'=Critic").rows[0]).toMatchObject({ key: 'alice', label: '=Critic' });
  });

  it('cuts a file into pieces of whole records only, a quoted line break staying inside its record', () => {
    const text = 'a,"x\ny",1\nb,"""q""\n",2\nc,z,3\n';
    const pieces = [...recordPieces(text, 2)];
    expect(pieces.join('')).toBe(text);
    expect(pieces).toEqual(['a,"x\ny",1\n', 'b,"""q""\n",2\n', 'c,z,3\n']);
  });

  it('reads in turns what it reads at once, numbering records across pieces, and stops past the cap', async () => {
    const text = ['Account,Label', ...Array.from({ length: 30_000 }, (_, i) => `u${i},"L ${i % 3}\nx",n`)].join('\r\n');
    const whole = readLabelCsv(text);
    await expect(readLabelCsvInTurns(text, 1_000_000)).resolves.toEqual(whole);
    expect(whole.records).toBe(30_001);
    expect(whole.rows[29_999]).toMatchObject({ line: 30_001, key: 'u29999' });
    expect((await readLabelCsvInTurns(text, 10)).records).toBeLessThan(30_001);
  });
});
