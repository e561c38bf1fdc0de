import { afterEach, describe, expect, it } from '@jest/globals';
import { BusClient, InProcessBroker, InProcessClient } from '@kizuna/platform/bus';
import { packKeys, protobufCodec, Topic } from '@kizuna/proto';
import { TeamAssignments } from './team-assignments.service.js';

const label = {
  labelId: 'L1',
  name: 'Critic',
  color: '#e6194b',
  createdByName: 'Ann',
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
};

/** The projects service's pages (label-pages.ts): two accounts a page, next naming where to go on. */
const PAGES: Record<string, { accounts: string[]; next: string }> = {
  '': { accounts: ['alice', 'bob'], next: 'acme|L1|bob' },
  'acme|L1|bob': { accounts: ['carol', 'dave'], next: 'acme|L1|dave' },
  'acme|L1|dave': { accounts: ['erin'], next: '' },
};

describe('TeamAssignments (issue 55)', () => {
  let broker: InProcessBroker;
  afterEach(async () => {
    await broker.close();
  });

  it('follows the pages to the last, asking for the same runs each time, and keeps every row and community', async () => {
    broker = new InProcessBroker();
    const asked: Array<{ after: string; processIds: string[] }> = [];
    broker.handleRequests(Topic.ProjectsLabelsAssignments, async (bytes) => {
      const req = protobufCodec.decode(Topic.ProjectsLabelsAssignments, 'request', bytes) as {
        after: string;
        processIds: string[];
      };
      asked.push({ after: req.after, processIds: [...req.processIds] });
      const page = PAGES[req.after];
      const packed = packKeys(page.accounts);
      return protobufCodec.encode(Topic.ProjectsLabelsAssignments, 'reply', {
        labels: [label],
        accountsUtf8: packed.utf8,
        accountEnds: packed.ends,
        labelIndexes: page.accounts.map(() => 0),
        byIndexes: page.accounts.map(() => 0),
        byNames: ['Ann'],
        atMs: page.accounts.map(() => 0),
        clusterIds: page.accounts.map((_, i) => i + 1),
        next: page.next,
      });
    });
    const read = await new TeamAssignments(new BusClient(new InProcessClient(broker))).read('acme', '', ['run-1']);
    expect(asked).toEqual([
      { after: '', processIds: ['run-1'] },
      { after: 'acme|L1|bob', processIds: ['run-1'] },
      { after: 'acme|L1|dave', processIds: ['run-1'] },
    ]);
    expect(read.rows.map((r) => r.account)).toEqual(['alice', 'bob', 'carol', 'dave', 'erin']);
    expect(read.rows.every((r) => r.labelId === 'L1')).toBe(true);
    expect(read.clusterIds).toEqual([1, 2, 1, 2, 1]);
    expect(read.labels.map((l) => l.name)).toEqual(['Critic']);
  });
});
