import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { NedbDocumentStore } from '@kizuna/platform/documents';
import { LABEL_TEAMS, type LabelTeamRecord } from './label-record.js';
import { TeamLease } from './team-lease.js';

const LEASE_MS = 600;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Two replicas' leases on one store (issue 55): a change longer than the lease keeps the team. */
describe('TeamLease', () => {
  let store: NedbDocumentStore;

  beforeEach(() => {
    store = new NedbDocumentStore({ inMemory: true });
  });

  afterEach(async () => {
    await store.close();
  });

  it('is renewed while a change runs longer than the lease, so another replica waits for its end', async () => {
    const teams = store.collection<LabelTeamRecord>(LABEL_TEAMS);
    const first = new TeamLease(teams, LEASE_MS);
    const second = new TeamLease(teams, LEASE_MS);
    const seen: string[] = [];
    const long = first.hold('acme', async () => {
      seen.push('first starts');
      // Five leases long: without renewal the second replica would take the team after one.
      await sleep(LEASE_MS * 5);
      seen.push('first ends');
      return 1;
    });
    await sleep(LEASE_MS / 3);
    const other = second.hold('acme', async () => {
      seen.push('second starts');
      return 2;
    });
    await Promise.all([long, other]);
    expect(seen).toEqual(['first starts', 'first ends', 'second starts']);
    // Freed at the end, renewals stopped: nothing moves the lease afterwards.
    await sleep(LEASE_MS);
    expect(await teams.findOne({ _id: 'acme' })).toMatchObject({ lease_until: '', lease_by: '' });
  });

  it('still frees a lease whose holder stopped renewing it (a replica gone) after its time', async () => {
    const teams = store.collection<LabelTeamRecord>(LABEL_TEAMS);
    // As a replica that took the lease and stopped: its time written, nobody renewing it.
    await teams.insertOne({
      _id: 'acme',
      lease_until: new Date(Date.now() + LEASE_MS).toISOString(),
      lease_by: 'gone',
    });
    const started = Date.now();
    await new TeamLease(teams, LEASE_MS).hold('acme', async () => 0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LEASE_MS - 10);
  });
});
