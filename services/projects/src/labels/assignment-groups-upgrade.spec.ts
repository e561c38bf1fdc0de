import { describe, expect, it } from '@jest/globals';
import { NedbDocumentStore, type DocumentCollection, type DocumentStore } from '@kizuna/platform/documents';
import { JsonLogger } from '@kizuna/platform/logging';
import { ProjectDocumentsFormat, PROJECT_DOCUMENTS_VERSION } from '../documents-format.js';
import { groupAssignments } from './assignment-groups-upgrade.js';
import { groupKeys } from './label-groups.js';
import {
  assignmentId,
  LABEL_ASSIGNMENTS,
  LABEL_GROUPS,
  type LabelAssignmentRecord,
  type LabelGroupRecord,
} from './label-record.js';
import { labelActor } from './label-actor.js';
import { LabelsRepository } from './labels.repository.js';
import { LabelsService } from './labels.service.js';

/** An assignment as format 5 kept it, one document with an id of team, label and account. */
function in5(team: string, labelId: string, account: string, note = '', at = '2026-11-28T01:02:03.000Z') {
  const record: LabelAssignmentRecord = {
    _id: assignmentId(team, labelId, account),
    team,
    label_id: labelId,
    account,
    note,
    by_id: 'u1',
    by_name: 'Ann',
    at,
  };
  return record;
}

/** 2,600 assignments of two teams and three labels, notes and times varying in runs. */
function format5(): LabelAssignmentRecord[] {
  const all: LabelAssignmentRecord[] = [];
  for (let i = 0; i < 1500; i++)
    all.push(in5('acme', 'L1', `user${String(i).padStart(4, '0')}`, i % 700 < 350 ? '' : 'press'));
  for (let i = 0; i < 900; i++)
    all.push(in5('acme', 'L2', `user${i}`, 'bot?', i % 2 ? '2026-11-29T00:00:00.000Z' : undefined));
  for (let i = 0; i < 200; i++) all.push(in5('', 'L3', `＠名${i}`));
  return all;
}

const row = (a: LabelAssignmentRecord) => [a.team, a.label_id, a.account, a.note, a.by_id, a.by_name, a.at].join(' ');

const quiet = () => new JsonLogger('projects', 'info', () => undefined);

/** The collection, with its `method`'s `nth` call (and those after) failing as a stop would. */
function stoppingAt<T extends { _id: string }>(
  real: DocumentCollection<T>,
  method: 'find' | 'insertMany' | 'deleteMany',
  nth: number,
): DocumentCollection<T> {
  let calls = 0;
  const stopped = (...args: unknown[]) =>
    ++calls >= nth
      ? Promise.reject(new Error('stopped'))
      : (real[method] as (...a: unknown[]) => Promise<unknown>).apply(real, args);
  // Every method of the real one (a class instance: spreading it would lose them), that one stopping.
  const methods = ['insertOne', 'insertMany', 'findOne', 'find', 'count', 'updateOne', 'updateMany', 'deleteOne'];
  const wrapped = Object.fromEntries(
    [...methods, 'deleteMany', 'createIndex'].map((m) => [
      m,
      (real as never as Record<string, (...a: unknown[]) => unknown>)[m].bind(real),
    ]),
  );
  return { ...wrapped, [method]: stopped } as never as DocumentCollection<T>;
}

describe('format 6: label assignments become groups per label, note, who and when', () => {
  it('moves every assignment once, in groups, also when stopped half way at any write and started again', async () => {
    const original = format5().map(row).sort();
    for (const [collection, method, nth] of [
      ['from', 'deleteMany', 2],
      ['to', 'insertMany', 3],
      ['from', 'find', 2],
      ['from', 'deleteMany', 3],
    ] as const) {
      const store = new NedbDocumentStore({ inMemory: true });
      const from = store.collection<LabelAssignmentRecord>(LABEL_ASSIGNMENTS);
      const to = store.collection<LabelGroupRecord>(LABEL_GROUPS);
      await from.insertMany(format5());
      // The first start stops at that write or read; the next one finishes.
      await expect(
        groupAssignments(
          collection === 'from' ? stoppingAt(from, method, nth) : from,
          collection === 'to' ? stoppingAt(to, method as 'insertMany', nth) : to,
        ),
      ).rejects.toThrow('stopped');
      expect(await from.count({})).toBeGreaterThan(0);
      await groupAssignments(from, to);

      expect(await from.count({})).toBe(0);
      const groups = await to.find({});
      const moved = groups.flatMap((g) =>
        groupKeys(g).map((account) => row({ ...g, _id: '', account } as LabelAssignmentRecord)),
      );
      // Each assignment exactly once, with its note, who and when.
      expect(moved.sort()).toEqual(original);
      // A few groups, not a document each: the runs of equal fields within a batch of 1,000.
      expect(groups.length).toBeLessThan(1000);
      for (const g of groups) expect(g.n).toBe(groupKeys(g).length);
      await store.close();
    }
  });

  it('refuses label requests until the upgrade has finished, then the service reads the groups', async () => {
    const store = new NedbDocumentStore({ inMemory: true });
    await store
      .collection<{ _id: string; version: number }>('projects_format')
      .insertOne({ _id: 'projects', version: 5 });
    await store.collection<LabelAssignmentRecord>(LABEL_ASSIGNMENTS).insertMany(format5());
    const labels = new LabelsRepository(store);
    await labels.labels.insertOne({
      _id: 'L1',
      team: 'acme',
      name: 'Press',
      name_key: 'press',
      color: '#e6194b',
      created_by_id: 'u1',
      created_by_name: 'Ann',
      created_at: '',
      updated_at: '',
    });
    // The first start stops after its first batch of 1,000.
    const stopping: DocumentStore = {
      collection: <T extends { _id: string }>(name: string) => {
        const real = store.collection<T>(name);
        return name === LABEL_ASSIGNMENTS ? stoppingAt(real, 'find', 2) : real;
      },
      close: () => store.close(),
    };
    const halfWay = new ProjectDocumentsFormat(stopping, quiet());
    await expect(halfWay.upgrade()).resolves.toBe(5);
    const admin = labelActor();
    const during = new LabelsService(labels, halfWay);
    await expect(during.unassign(admin, 'acme', 'L1', ['user1400'], '')).rejects.toMatchObject({
      code: 'errors.labels_upgrading',
    });
    await expect(during.assignments('acme', '')).rejects.toMatchObject({ code: 'errors.labels_upgrading' });

    const next = new ProjectDocumentsFormat(store, quiet());
    await expect(next.upgrade()).resolves.toBe(PROJECT_DOCUMENTS_VERSION);
    const after = new LabelsService(labels, next);
    const acme = (await after.assignments('acme', '')).assignments.map(row).sort();
    expect(acme).toEqual(
      format5()
        .filter((a) => a.team === 'acme')
        .map(row)
        .sort(),
    );
    // A later change takes an account out of its group, once.
    await expect(after.unassign(admin, 'acme', 'L1', ['user0000', 'user1400', 'nobody'], '')).resolves.toMatchObject({
      accounts: ['user0000', 'user1400'],
    });
    const left = (await after.assignments('acme', 'L1')).assignments.map((a) => a.account);
    expect(left).toHaveLength(1498);
    expect(left).not.toContain('user1400');
    await store.close();
  });
});
