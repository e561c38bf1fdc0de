import { describe, expect, it } from '@jest/globals';
import { readLabelCsv } from './label-csv.js';

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
});
