import { describe, expect, it } from '@jest/globals';
import { accountsLabelled, runLabelIndex } from './run-label-index';
import { labelDocument } from '../../test/label-document';

const label = labelDocument;
const on = (label_id: string, name: string, color: string) => ({
  label_id,
  name,
  color,
  by_name: 'owner',
  at: '',
  note: '',
});

describe('runLabelIndex', () => {
  const index = runLabelIndex({
    labels: [label('b', 'Bot', '#4363d8'), label('c', 'Critic', '#e6194b')],
    accounts: [
      { account: 'alice', cluster_id: 1, labels: [on('c', 'Critic', '#e6194b')] },
      { account: 'bob', cluster_id: 2, labels: [on('b', 'Bot', '#4363d8'), on('c', 'Critic', '#e6194b')] },
    ],
    total: 2,
  });

  it('looks labels up by account, rings each in its first label, counts each label', () => {
    expect(index.byAccount.get('bob')?.map((l) => l.name)).toEqual(['Bot', 'Critic']);
    expect([...index.ringColors]).toEqual([
      ['alice', '#e6194b'],
      ['bob', '#4363d8'],
    ]);
    expect(index.counts.get('c')).toBe(2);
  });

  it('names the accounts a highlight lights, none when no label is chosen', () => {
    expect(accountsLabelled(index, 'b')).toEqual(new Set(['bob']));
    expect(accountsLabelled(index, null)).toBeNull();
  });

  it('is empty before the answer', () => {
    expect(runLabelIndex(undefined).byAccount.size).toBe(0);
  });
});
