import { describe, expect, it } from '@jest/globals';
import { splitCells, splitRecords, withLabelColumns } from './label-columns.js';

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
});
