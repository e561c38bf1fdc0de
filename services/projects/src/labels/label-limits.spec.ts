import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NedbDocumentStore } from '@kizuna/platform/documents';
import { JsonLogger } from '@kizuna/platform/logging';
import { LABEL_ASSIGNMENTS_PER_TEAM_MAX } from '@kizuna/proto/rules';
import { ProjectDocumentsFormat } from '../documents-format.js';
import { labelLogDetails, LOG_ACCOUNTS_PER_ENTRY } from './label-log.js';
import { LabelGroups, newGroups } from './label-groups.js';
import type { LabelRecord } from './label-record.js';
import { LabelsRepository } from './labels.repository.js';
import { labelActor } from './label-actor.js';
import { LabelsService } from './labels.service.js';

const admin = labelActor();
const label: LabelRecord = {
  _id: 'L1',
  team: 'acme',
  name: 'Press',
  name_key: 'press',
  color: '#e6194b',
  created_by_id: 'a1',
  created_by_name: 'Admin',
  created_at: '',
  updated_at: '',
};

describe('bounded label log entries (issue 55)', () => {
  it('names every account of a large change, at most 1,000 per entry', () => {
    const accounts = Array.from({ length: 2500 }, (_, i) => `user${i}`);
    const details = labelLogDetails('assign', label, accounts);
    expect(details).toHaveLength(3);
    expect(details[0]).toMatch(/^assign "Press" \(L1\), part 1 of 3; 1000 of 2500 account\(s\): user0, user1, /);
    expect(details[2]).toMatch(/^assign "Press" \(L1\), part 3 of 3; 500 of 2500 account\(s\): user2000, /);
    const named = details.flatMap((d) => d.slice(d.indexOf(': ') + 2).split(', '));
    expect(named).toEqual(accounts);
    // An account key is at most 100 characters: an entry stays far under the bus's message size.
    for (const d of labelLogDetails(
      'assign',
      label,
      accounts.map((a) => a.padEnd(100, 'x')),
    ))
      expect(d.length).toBeLessThan(LOG_ACCOUNTS_PER_ENTRY * 102 + 100);
    expect(labelLogDetails('assign', label, ['alice', 'bob'])).toEqual([
      'assign "Press" (L1); 2 account(s): alice, bob',
    ]);
  });
});

describe('labels on accounts per team (issue 55)', () => {
  let store: NedbDocumentStore;
  let repo: LabelsRepository;
  let service: LabelsService;

  beforeAll(async () => {
    store = new NedbDocumentStore({ inMemory: true });
    repo = new LabelsRepository(store);
    await repo.onModuleInit();
    const format = new ProjectDocumentsFormat(store, new JsonLogger('projects', 'error', () => undefined));
    await format.upgrade();
    service = new LabelsService(repo, format);
    await repo.labels.insertOne(label);
    // The team ten short of the cap.
    const at = '2026-12-01T00:00:00.000Z';
    const seeds = Array.from({ length: LABEL_ASSIGNMENTS_PER_TEAM_MAX - 10 }, (_, i) => `seed${i}`).sort();
    await repo.groups.insertMany(
      newGroups('acme', 'L1', seeds, { note: '', by_id: 'a1', by_name: 'Admin', at }, 'seed'),
    );
  }, 300_000);

  afterAll(async () => {
    await store.close();
  });

  it('refuses a change that would pass the cap whole, and takes one that reaches it', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `new${i}`);
    await expect(service.assign(admin, 'acme', 'L1', eleven, '', '')).rejects.toMatchObject({
      code: 'errors.too_many_label_assignments',
      params: { max: String(LABEL_ASSIGNMENTS_PER_TEAM_MAX) },
    });
    await expect(
      service.importCsv(admin, 'acme', new TextEncoder().encode(eleven.map((a) => `${a},Press`).join('\n')), ''),
    ).rejects.toMatchObject({
      code: 'errors.too_many_label_assignments',
    });
    expect(await new LabelGroups(repo.groups).count('acme')).toBe(LABEL_ASSIGNMENTS_PER_TEAM_MAX - 10);
    await service.assign(admin, 'acme', 'L1', eleven.slice(0, 10), '', '');
    expect(await new LabelGroups(repo.groups).count('acme')).toBe(LABEL_ASSIGNMENTS_PER_TEAM_MAX);
    // Another team has room of its own.
    await repo.labels.insertOne({ ...label, _id: 'L2', team: 'beta' });
    await expect(service.assign(admin, 'beta', 'L2', ['alice'], '', '')).resolves.toMatchObject({
      accounts: ['alice'],
    });
  }, 120_000);
});
