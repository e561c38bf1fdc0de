import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { BusClient, InProcessBroker, InProcessClient } from '@kizuna/platform/bus';
import { NedbDocumentStore, type DocumentStore } from '@kizuna/platform/documents';
import { JsonLogger } from '@kizuna/platform/logging';
import { protobufCodec, Topic } from '@kizuna/proto';
import { LABELS_PER_TEAM_MAX } from '@kizuna/proto/rules';
import { ProjectDocumentsFormat } from '../documents-format.js';
import { labelAssignments } from './label-record.js';
import { LabelOutbox } from './label-outbox.js';
import { LabelsRepository } from './labels.repository.js';
import { labelActor } from './label-actor.js';
import { LabelsService } from './labels.service.js';

const admin = labelActor();

/** The store as a replica on a network sees it: each call answered a millisecond later, so two replicas' calls interleave. */
function overNetwork(store: DocumentStore): DocumentStore {
  return {
    collection: <T extends { _id: string }>(name: string) => {
      const real = store.collection<T>(name);
      return new Proxy(real, {
        get: (target, key) => {
          const value = Reflect.get(target, key) as unknown;
          if (typeof value !== 'function') return value;
          return async (...args: unknown[]) => {
            await new Promise((resolve) => setTimeout(resolve, 1));
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    },
    close: () => store.close(),
  };
}

/**
 * Two projects service replicas on one document store (issue 55): each with its own repositories,
 * queues and outbox relay, as two pods on one MongoDB.
 */
describe("a team's label changes across two replicas", () => {
  let store: NedbDocumentStore;
  let broker: InProcessBroker;
  let logged: Array<{ detail: string; clientAddress: string; userId: string }>;
  let replicas: Array<{
    service: LabelsService;
    repo: LabelsRepository;
    outbox: LabelOutbox;
    format: ProjectDocumentsFormat;
  }>;

  beforeEach(async () => {
    store = new NedbDocumentStore({ inMemory: true });
    broker = new InProcessBroker(undefined, { retryDelayMs: 1 });
    logged = [];
    broker.subscribe(Topic.AccessLogged, 'logs', async (bytes) => {
      logged.push(protobufCodec.decode(Topic.AccessLogged, 'event', bytes) as (typeof logged)[number]);
    });
    replicas = [];
    for (let i = 0; i < 2; i++) {
      const repo = new LabelsRepository(overNetwork(store));
      await repo.onModuleInit();
      const format = new ProjectDocumentsFormat(store, new JsonLogger('projects', 'error', () => undefined));
      await format.upgrade();
      const outbox = new LabelOutbox(repo, new BusClient(new InProcessClient(broker)));
      replicas.push({
        repo,
        outbox,
        format,
        service: new LabelsService(repo, format, outbox),
      });
    }
  });

  afterEach(async () => {
    for (const r of replicas) await r.outbox.onModuleDestroy();
    await broker.close();
    await store.close();
  });

  it('keeps the 200-labels limit when both make the last ones at once', async () => {
    const [a, b] = replicas;
    for (let i = 0; i < LABELS_PER_TEAM_MAX - 3; i++)
      await a.service.create(admin, 'acme', `Label ${i}`, '#e6194b', '');
    // Three more fit; each replica is asked for six at once.
    const results = await Promise.allSettled(
      [0, 1, 2, 3, 4, 5].flatMap((i) => [
        a.service.create(admin, 'acme', `From A ${i}`, '#3cb44b', ''),
        b.service.create(admin, 'acme', `From B ${i}`, '#4363d8', ''),
      ]),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect(r).toMatchObject({ reason: { code: 'errors.too_many_labels' } });
    expect(await a.repo.labels.count({ team: 'acme' })).toBe(LABELS_PER_TEAM_MAX);
  }, 60_000);

  it('never leaves a deleted label on accounts when one replica assigns it while the other deletes it', async () => {
    const [a, b] = replicas;
    for (let round = 0; round < 3; round++) {
      const label = await a.service.create(admin, 'acme', `Critic ${round}`, '#e6194b', '');
      const accounts = Array.from({ length: 5000 }, (_, i) => `user${i}`);
      const assigning = a.service.assign(admin, 'acme', label._id, accounts, 'note', '');
      // The delete arrives while the assignment is under way on the other replica.
      await new Promise((resolve) => setImmediate(resolve));
      const deleting = b.service.remove(admin, 'acme', label._id, label.name, '');
      const [assigned, deleted] = await Promise.allSettled([assigning, deleting]);
      const left = await a.repo.groups.count(labelAssignments('acme', label._id));
      const labelLeft = await a.repo.labels.count({ _id: label._id });
      // Either the delete came second and took every assignment with it, or it came first and the
      // assignment found no label (409 errors.label_not_found): never assignments of no label.
      expect({ labelLeft, left }).toEqual({ labelLeft: 0, left: 0 });
      if (assigned.status === 'rejected') expect(assigned.reason).toMatchObject({ code: 'errors.label_not_found' });
      expect(deleted.status).toBe('fulfilled');
    }
  }, 120_000);

  it('logs a change in the write that ends it, published by the outbox whoever asked', async () => {
    const [a, b] = replicas;
    const label = await a.service.create(admin, 'acme', 'Critic', '#e6194b', '10.0.0.1');
    await b.service.assign(admin, 'acme', label._id, ['@Alice', 'bob'], 'press', '10.0.0.2');
    await broker.drain();
    expect(logged).toEqual([
      expect.objectContaining({
        userId: 'a1',
        clientAddress: '10.0.0.1',
        detail: `create in team "acme" "Critic" (${label._id})`,
      }),
      expect.objectContaining({
        clientAddress: '10.0.0.2',
        detail: `assign "Critic" (${label._id}); 2 account(s): alice, bob`,
      }),
    ]);
    // Published and cleared; the lease is free.
    expect(await a.repo.teams.findOne({ _id: 'acme' })).toEqual({ _id: 'acme', lease_until: '', lease_by: '' });
  });

  it('keeps the entry in the team document until a relay publishes it (a crash after the change)', async () => {
    const [a] = replicas;
    // A replica whose relay never ran: stopped right after the change.
    const alone = new LabelsService(a.repo, a.format);
    const label = await alone.create(admin, 'acme', 'Critic', '#e6194b', '10.0.0.1');
    expect((await a.repo.teams.findOne({ _id: 'acme' }))?._outbox).toEqual([
      expect.objectContaining({
        topic: Topic.AccessLogged,
        payload: expect.objectContaining({ clientAddress: '10.0.0.1' }),
      }),
    ]);
    await a.outbox.flush();
    await broker.drain();
    expect(logged.map((l) => l.detail)).toEqual([`create in team "acme" "Critic" (${label._id})`]);
  });
});
