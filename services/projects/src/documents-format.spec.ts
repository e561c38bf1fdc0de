import { describe, expect, it } from '@jest/globals';
import { NedbDocumentStore, type DocumentStore } from '@kizuna/platform/documents';
import { JsonLogger } from '@kizuna/platform/logging';
import { ProjectDocumentsFormat, PROJECT_DOCUMENTS_VERSION } from './documents-format.js';
import type { ProjectRecord } from './project-record.js';
import { ProjectsRepository } from './projects.repository.js';
import { toProjectMessage } from './to-project-message.js';
import { insertVersion1Project } from './test-support/version-1-documents.js';

function logged(): { logger: JsonLogger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  return { logger: new JsonLogger('projects', 'info', (line) => lines.push(JSON.parse(line))), lines };
}

describe('ProjectDocumentsFormat: project documents of an older format upgraded at start-up', () => {
  it('gives older projects the fields the code reads, records the version, and logs it', async () => {
    const store = new NedbDocumentStore({ inMemory: true });
    await insertVersion1Project(store, 'p1');
    const repo = new ProjectsRepository(store);
    await repo.insert(
      {
        ...((await repo.findProject('p1')) as ProjectRecord),
        _id: 'p2',
        relations: ['retweet', 'reply'],
        validate_ms: 1234,
      },
      [],
    );
    const { logger, lines } = logged();

    await expect(new ProjectDocumentsFormat(store, logger).upgrade()).resolves.toBe(PROJECT_DOCUMENTS_VERSION);

    expect(await repo.findProject('p1')).toMatchObject({ relations: ['retweet'], validate_ms: 0 });
    // A project that had them keeps its own.
    expect(await repo.findProject('p2')).toMatchObject({ relations: ['retweet', 'reply'], validate_ms: 1234 });
    expect(await store.collection('projects_format').findOne({ _id: 'projects' })).toMatchObject({
      version: PROJECT_DOCUMENTS_VERSION,
    });
    // Neither had shares nor a company code (format 3): both are not shared.
    expect(await repo.findProject('p1')).toMatchObject({ shares: [], company_code: '' });
    expect(await repo.findProject('p2')).toMatchObject({ shares: [], company_code: '' });
    // The run from before format 4: not failed, not being removed, not queued, never resumed.
    expect((await repo.runsOf(['p1']))[0]).toMatchObject({
      failure_reason: '',
      failure_message: '',
      removing: false,
      queue_position: 0,
      resumes: 0,
    });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'project documents upgraded', version: 2, changed: 2 }),
      expect.objectContaining({ level: 'info', msg: 'project documents upgraded', version: 3, changed: 4 }),
      expect.objectContaining({ level: 'info', msg: 'project documents upgraded', version: 4, changed: 5 }),
      expect.objectContaining({ level: 'info', msg: 'project documents upgraded', version: 5, changed: 0 }),
      expect.objectContaining({ level: 'info', msg: 'project documents upgraded', version: 6, changed: 0 }),
    ]);
    const project = (await repo.findProject('p1'))!;
    expect(toProjectMessage(project, await repo.runsOf(['p1']))).toMatchObject({ relations: ['retweet'] });
  });

  it('changes nothing the second time', async () => {
    const store = new NedbDocumentStore({ inMemory: true });
    await insertVersion1Project(store, 'p1');
    await new ProjectDocumentsFormat(store, logged().logger).upgrade();
    const before = [await store.collection('projects').find({}), await store.collection('runs').find({})];
    const { logger, lines } = logged();
    await expect(new ProjectDocumentsFormat(store, logger).upgrade()).resolves.toBe(PROJECT_DOCUMENTS_VERSION);
    expect([await store.collection('projects').find({}), await store.collection('runs').find({})]).toEqual(before);
    expect(lines).toEqual([]);
  });

  it('logs a failed upgrade and lets the start go on, to try again next time', async () => {
    const store = new NedbDocumentStore({ inMemory: true });
    await insertVersion1Project(store, 'p1');
    const failing: DocumentStore = {
      collection: <T extends { _id: string }>(name: string) => {
        const real = store.collection<T>(name);
        return name === 'projects' ? { ...real, updateMany: async () => Promise.reject(new Error('disk full')) } : real;
      },
      close: () => store.close(),
    };
    const { logger, lines } = logged();
    await expect(new ProjectDocumentsFormat(failing, logger).upgrade()).resolves.toBe(1);
    expect(lines).toEqual([expect.objectContaining({ level: 'error', version: 1, message: 'disk full' })]);
    expect(await store.collection('projects_format').findOne({ _id: 'projects' })).toBeNull();
    await expect(new ProjectDocumentsFormat(store, logger).upgrade()).resolves.toBe(PROJECT_DOCUMENTS_VERSION);
  });
});
