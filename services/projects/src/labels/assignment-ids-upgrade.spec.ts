import { describe, expect, it } from '@jest/globals';
import { NedbDocumentStore, type DocumentStore } from '@kizuna/platform/documents';
import { JsonLogger } from '@kizuna/platform/logging';
import { ProjectDocumentsFormat, PROJECT_DOCUMENTS_VERSION } from '../documents-format.js';
import { moveAssignmentsToTeamIds } from './assignment-ids-upgrade.js';
import {
  assignmentId,
  LABEL_ASSIGNMENTS,
  LABEL_ASSIGNMENTS_BEFORE_5,
  type LabelAssignmentRecord,
} from './label-record.js';
import { LabelsRepository } from './labels.repository.js';
import { labelActor } from './label-actor.js';
import { LabelsService } from './labels.service.js';

/** An assignment as format 4 kept it: the id is label and account. */
function before5(team: string, labelId: string, account: string, note = ''): LabelAssignmentRecord {
  return {
    _id: `${labelId}/${account}`,
    team,
    label_id: labelId,
    account,
    note,
    by_id: 'u1',
    by_name: 'Ann',
    at: '2026-11-28T01:02:03.000Z',
  };
}

const quiet = () => new JsonLogger('projects', 'info', () => undefined);

describe('format 5: label assignments move to ids of team, label and account', () => {
  it('moves every assignment with its note, who and when; the service reads them; the old collection is empty', async () => {
    const store = new NedbDocumentStore({ inMemory: true });
    const old = store.collection<LabelAssignmentRecord>(LABEL_ASSIGNMENTS_BEFORE_5);
    await old.createIndex({ team: 1 });
    await old.createIndex({ label_id: 1 });
    const kept = [
      ...Array.from({ length: 2500 }, (_, i) => before5('acme', 'L1', `user${i}`)),
      before5('acme', 'L2', 'user1', 'a critic'),
      before5('', 'L3', 'nocode'),
    ];
    await old.insertMany(kept);
    const labels = new LabelsRepository(store);
    await labels.onModuleInit();
    await labels.labels.insertMany([
      {
        _id: 'L1',
        team: 'acme',
        name: 'Press',
        name_key: 'press',
        color: '#e6194b',
        created_by_id: 'u1',
        created_by_name: 'Ann',
        created_at: '',
        updated_at: '',
      },
      {
        _id: 'L2',
        team: 'acme',
        name: 'Critic',
        name_key: 'critic',
        color: '#3cb44b',
        created_by_id: 'u1',
        created_by_name: 'Ann',
        created_at: '',
        updated_at: '',
      },
      {
        _id: 'L3',
        team: '',
        name: 'Bot',
        name_key: 'bot',
        color: '#4363d8',
        created_by_id: 'u1',
        created_by_name: 'Ann',
        created_at: '',
        updated_at: '',
      },
    ]);

    const format = new ProjectDocumentsFormat(store, quiet());
    await expect(format.upgrade()).resolves.toBe(PROJECT_DOCUMENTS_VERSION);

    expect(await old.count({})).toBe(0);
    const service = new LabelsService(labels, format);
    const acme = await service.assignments('acme', '');
    expect(acme.assignments).toHaveLength(2501);
    expect(acme.assignments.find((a) => a.label_id === 'L2')).toEqual({
      _id: assignmentId('acme', 'L2', 'user1'),
      team: 'acme',
      label_id: 'L2',
      account: 'user1',
      note: 'a critic',
      by_id: 'u1',
      by_name: 'Ann',
      at: '2026-11-28T01:02:03.000Z',
    });
    expect((await service.assignments('acme', 'L1')).assignments).toHaveLength(2500);
    expect((await service.assignments('', '')).assignments.map((a) => a.account)).toEqual(['nocode']);
    await store.close();
  });

  it('finishes a move stopped half way without writing an assignment twice', async () => {
    const store = new NedbDocumentStore({ inMemory: true });
    const old = store.collection<LabelAssignmentRecord>(LABEL_ASSIGNMENTS_BEFORE_5);
    const next = store.collection<LabelAssignmentRecord>(LABEL_ASSIGNMENTS);
    await old.insertMany([before5('t', 'L1', 'a'), before5('t', 'L1', 'b')]);
    // Stopped after writing the batch, before taking it out of the old collection.
    await next.insertOne({ ...before5('t', 'L1', 'a'), _id: assignmentId('t', 'L1', 'a') });

    await expect(moveAssignmentsToTeamIds(old, next)).resolves.toBe(1);

    expect((await next.find({})).map((a) => a._id).sort()).toEqual([
      assignmentId('t', 'L1', 'a'),
      assignmentId('t', 'L1', 'b'),
    ]);
    expect(await old.count({})).toBe(0);
    await store.close();
  });

  it('refuses label requests while the move is unfinished, so one stopped half way never resurrects a label taken off', async () => {
    const store = new NedbDocumentStore({ inMemory: true });
    await store
      .collection<{ _id: string; version: number }>('projects_format')
      .insertOne({ _id: 'projects', version: 4 });
    const old = store.collection<LabelAssignmentRecord>(LABEL_ASSIGNMENTS_BEFORE_5);
    await old.insertMany(Array.from({ length: 1500 }, (_, i) => before5('t', 'L1', `user${i}`)));
    const labels = new LabelsRepository(store);
    await labels.labels.insertOne({
      _id: 'L1',
      team: 't',
      name: 'Press',
      name_key: 'press',
      color: '#e6194b',
      created_by_id: 'u1',
      created_by_name: 'Ann',
      created_at: '',
      updated_at: '',
    });
    // The first start stops after its first batch of 1,000 (the old collection's second read fails).
    let reads = 0;
    const stopping: DocumentStore = {
      collection: <T extends { _id: string }>(name: string) => {
        const real = store.collection<T>(name);
        if (name !== LABEL_ASSIGNMENTS_BEFORE_5) return real;
        return {
          ...real,
          find: (...args: Parameters<typeof real.find>) =>
            ++reads > 1 ? Promise.reject(new Error('stopped')) : real.find(...args),
        };
      },
      close: () => store.close(),
    };
    const halfWay = new ProjectDocumentsFormat(stopping, quiet());
    await expect(halfWay.upgrade()).resolves.toBe(4);
    const admin = labelActor();
    const during = new LabelsService(labels, halfWay);
    // user0 has moved, user1400 still waits in the old collection: either change would be lost or undone.
    for (const account of ['user0', 'user1400'])
      await expect(during.unassign(admin, 't', 'L1', [account], '')).rejects.toMatchObject({
        code: 'errors.labels_upgrading',
      });
    await expect(during.assignments('t', '')).rejects.toMatchObject({ code: 'errors.labels_upgrading' });
    await expect(during.list('t')).rejects.toMatchObject({ code: 'errors.labels_upgrading' });

    // The next start finishes the move; then the label comes off and stays off.
    const next = new ProjectDocumentsFormat(store, quiet());
    await expect(next.upgrade()).resolves.toBe(PROJECT_DOCUMENTS_VERSION);
    const after = new LabelsService(labels, next);
    await expect(after.unassign(admin, 't', 'L1', ['user0', 'user1400'], '')).resolves.toMatchObject({
      accounts: ['user0', 'user1400'],
    });
    await expect(new ProjectDocumentsFormat(store, quiet()).upgrade()).resolves.toBe(PROJECT_DOCUMENTS_VERSION);
    const left = (await after.assignments('t', '')).assignments.map((a) => a.account);
    expect(left).toHaveLength(1498);
    expect(left).not.toContain('user1400');
    expect(left).not.toContain('user0');
    await store.close();
  });
});
