import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NedbDocumentStore } from '@kizuna/platform/documents';
import { JsonLogger } from '@kizuna/platform/logging';
import { ProjectDocumentsFormat } from '../documents-format.js';
import { ProjectsRepository } from '../projects.repository.js';
import { labelActor } from './label-actor.js';
import { LabelsRepository } from './labels.repository.js';
import { LabelsService } from './labels.service.js';

/** The projects service decides who may change labels, whatever the gateway let through (issue 55 item 5). */
describe('label editors', () => {
  let store: NedbDocumentStore;
  let service: LabelsService;
  const admin = labelActor();
  const editor = labelActor({ userId: 'e1', name: 'Eri', isAdmin: false, labelEditor: true, supplierCode: 'acme' });
  // Owns a project, which was enough before the right: no more.
  const owner = labelActor({ userId: 'o1', name: 'Oda', isAdmin: false, supplierCode: 'acme' });

  beforeAll(async () => {
    store = new NedbDocumentStore({ inMemory: true });
    const repo = new LabelsRepository(store);
    await repo.onModuleInit();
    const format = new ProjectDocumentsFormat(store, new JsonLogger('projects', 'error', () => undefined));
    await format.upgrade();
    service = new LabelsService(repo, format);
    await new ProjectsRepository(store).projects.insertOne({ _id: 'p1', owner_id: 'o1' } as never);
  });

  afterAll(() => store.close());

  it('lets an admin and a label editor change labels, and refuses everyone else every change', async () => {
    expect(await service.mayChange(admin)).toBe(true);
    expect(await service.mayChange(editor)).toBe(true);
    expect(await service.mayChange(owner)).toBe(false);
    const press = await service.create(editor, 'acme', 'Press', '#e6194b', '');
    await service.assign(editor, 'acme', press._id, ['@alice'], 'note', '');
    const critic = await service.create(admin, 'acme', 'Critic', '#3cb44b', '');
    const refused = { code: 'errors.not_label_editor' };
    await expect(service.create(owner, 'acme', 'Mine', '#e6194b', '')).rejects.toMatchObject(refused);
    await expect(service.update(owner, 'acme', press._id, 'Renamed', '', '')).rejects.toMatchObject(refused);
    await expect(service.update(owner, 'acme', press._id, '', '#3cb44b', '')).rejects.toMatchObject(refused);
    await expect(service.assign(owner, 'acme', press._id, ['bob'], '', '')).rejects.toMatchObject(refused);
    await expect(service.unassign(owner, 'acme', press._id, ['alice'], '')).rejects.toMatchObject(refused);
    await expect(service.importCsv(owner, 'acme', new TextEncoder().encode('carol,Press\n'), '')).rejects.toMatchObject(
      refused,
    );
    await expect(service.remove(owner, 'acme', critic._id, 'Critic', '')).rejects.toMatchObject(refused);
    // Nothing of the refused changes was stored; reading stays open to the team.
    const { labels, assignments } = await service.assignments('acme', '');
    expect(labels.map((l) => [l.name, l.color])).toEqual([
      ['Critic', '#3cb44b'],
      ['Press', '#e6194b'],
    ]);
    expect(assignments.map((a) => a.account)).toEqual(['alice']);
    await expect(service.remove(editor, 'acme', critic._id, 'Critic', '')).resolves.toMatchObject({ accounts: [] });
  });
});
