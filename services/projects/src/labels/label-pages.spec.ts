import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  BusClient,
  BusServer,
  BusTransportClient,
  DEFAULT_MAX_MESSAGE_BYTES,
  KafkaBroker,
  MessageSizeLimit,
  type MessageBroker,
} from '@kizuna/platform/bus';
import { FakeKafka } from '../../../../libs/platform/src/bus/test-support/fake-kafka.js';
import { NedbDocumentStore } from '@kizuna/platform/documents';
import { JsonLogger } from '@kizuna/platform/logging';
import { packKeys, protobufCodec, Topic, unpackKeys, type ReplyOf } from '@kizuna/proto';
import { LABEL_ASSIGNMENTS_PER_TEAM_MAX } from '@kizuna/proto/rules';
import { ProjectDocumentsFormat } from '../documents-format.js';
import { labelActor } from './label-actor.js';
import { newGroups } from './label-groups.js';
import { LabelPages } from './label-pages.js';
import { LabelsController } from './labels.controller.js';
import { LabelsRepository } from './labels.repository.js';
import { LabelsService } from './labels.service.js';

const admin = labelActor();
const TEAM = 'acme';
const NOTE = 'a note that takes room: '.padEnd(40, 'x');
/** A run of 110,000 users, 4,000 of them labelled; a second run whose users are all 200,000 labelled accounts. */
const RUN_USERS = 110_000;
const LABELLED_IN_RUN = 4_000;

function listening(server: BusServer): Promise<void> {
  return new Promise((resolve, reject) => server.listen((err) => (err ? reject(err) : resolve())));
}

/**
 * A team at the cap of 200,000 assignments, asked for over the Kafka adapter with its size limit
 * (Kafka's default 1 MiB, and a cluster whose brokers refuse more, issue 55): the team's
 * assignments whole would be far larger than a message; the projects service answers only the
 * run's users' and in pages, so every labels call of the gateway still gets its answer.
 */
describe("a team's 200,000 label assignments over the Kafka adapter's size limit", () => {
  let store: NedbDocumentStore;
  let brokers: MessageBroker[];
  let servers: BusServer[];
  let client: BusClient;
  let labelIds: string[];
  const runs = new Map<string, Map<string, number>>();

  beforeAll(async () => {
    store = new NedbDocumentStore({ inMemory: true });
    const repo = new LabelsRepository(store);
    await repo.onModuleInit();
    const format = new ProjectDocumentsFormat(store, new JsonLogger('projects', 'error', () => undefined));
    await format.upgrade();
    const service = new LabelsService(repo, format);
    labelIds = [];
    for (const name of ['Critic', 'Press']) labelIds.push((await service.create(admin, TEAM, name, '#e6194b', ''))._id);
    // Written straight to the store: the cap, 100,000 accounts carrying both labels.
    const accounts = Array.from({ length: 100_000 }, (_, i) => `account_${String(i).padStart(6, '0')}`);
    const fields = { note: NOTE, by_id: 'a1', by_name: 'Admin', at: '2026-12-07T00:00:00.000Z' };
    for (const labelId of labelIds) await repo.groups.insertMany(newGroups(TEAM, labelId, accounts, fields, 'seed'));
    // run-small: 106,000 unlabelled users and 4,000 labelled ones; run-all: every labelled account.
    const small = new Map<string, number>();
    for (let i = 0; i < RUN_USERS - LABELLED_IN_RUN; i++) small.set(`other_${i}`, 1);
    for (let i = 0; i < LABELLED_IN_RUN; i++) small.set(`account_${String(i * 25).padStart(6, '0')}`, (i % 5) + 1);
    runs.set('run-small', small);
    const all = new Map<string, number>();
    for (let i = 0; i < 100_000; i++) all.set(`account_${String(i).padStart(6, '0')}`, (i % 3) + 1);
    runs.set('run-all', all);

    // One cluster with Kafka's default broker limit; each side a broker with the same client limit.
    const cluster = new FakeKafka();
    const broker = () =>
      new KafkaBroker({
        kafka: cluster,
        prefix: 'big.',
        topics: { create: true, partitions: 2, workPartitions: 2, replicationFactor: 1 },
        requestTimeoutMs: 60_000,
        maxMessageBytes: DEFAULT_MAX_MESSAGE_BYTES,
      });
    brokers = [broker(), broker(), broker()];
    const requester = new BusClient(new BusTransportClient(brokers[0]));
    const controller = new LabelsController(service, new LabelPages(repo, service, requester));
    const projects = new BusServer(brokers[1], 'projects');
    projects.addHandler(Topic.ProjectsLabelsAssignments, (req) => controller.assignments(req as never), false);
    // The analysis service's answer (RunUserKeys): which of the packed keys are the run's users, and their communities.
    const analysis = new BusServer(brokers[2], 'analysis');
    analysis.addHandler(
      Topic.AnalysisUsersPresent,
      async (req: { processId: string; accountsUtf8: Uint8Array; accountEnds: number[] }) => {
        const users = runs.get(req.processId) ?? new Map<string, number>();
        const out = { indexes: [] as number[], clusterIds: [] as number[] };
        for (const [i, key] of unpackKeys({ utf8: req.accountsUtf8, ends: req.accountEnds }).entries()) {
          const community = users.get(key);
          if (community === undefined) continue;
          out.indexes.push(i);
          out.clusterIds.push(community);
        }
        return out;
      },
      false,
    );
    servers = [projects, analysis];
    for (const s of servers) await listening(s);
    client = new BusClient(new BusTransportClient(brokers[0]));
  }, 300_000);

  afterAll(async () => {
    for (const s of servers) s.close();
    for (const b of brokers) await b.close();
    await store.close();
  });

  /** Every page of an ask, as the gateway's TeamAssignments follows them. */
  async function allPages(labelId: string, processIds: string[]) {
    const pages: Array<ReplyOf<Topic.ProjectsLabelsAssignments>> = [];
    let after = '';
    do {
      const reply = await client.request(Topic.ProjectsLabelsAssignments, { team: TEAM, labelId, processIds, after });
      pages.push(reply);
      after = reply.next;
    } while (after);
    return pages;
  }

  const sizeOf = (reply: ReplyOf<Topic.ProjectsLabelsAssignments>) =>
    protobufCodec.encode(Topic.ProjectsLabelsAssignments, 'reply', reply).byteLength;

  it('would not fit whole: the team as one reply is many times what the bus takes', () => {
    const accounts = Array.from({ length: LABEL_ASSIGNMENTS_PER_TEAM_MAX }, (_, i) => `account_${i}`);
    const packed = packKeys(accounts);
    const whole = protobufCodec.encode(Topic.ProjectsLabelsAssignments, 'reply', {
      accountsUtf8: packed.utf8,
      accountEnds: packed.ends,
      noteIndexes: accounts.map((_, i) => i),
      notes: accounts.map(() => NOTE),
    });
    expect(new MessageSizeLimit().problem(Topic.ProjectsLabelsAssignments, whole.byteLength)).not.toBeNull();
  });

  it("answers a run's labels (the graph's rings, the downloads) with only its users' assignments, each page fitting", async () => {
    const pages = await allPages('', ['run-small']);
    for (const p of pages) expect(sizeOf(p)).toBeLessThanOrEqual(DEFAULT_MAX_MESSAGE_BYTES - 1024);
    const accounts = pages.flatMap((p) => unpackKeys({ utf8: p.accountsUtf8, ends: p.accountEnds }));
    // Each labelled user of the run carries both labels.
    expect(accounts).toHaveLength(LABELLED_IN_RUN * 2);
    const users = runs.get('run-small')!;
    expect(pages.flatMap((p) => p.clusterIds)).toEqual(accounts.map((a) => users.get(a)));
    expect(pages[0].labels.map((l) => l.name).sort()).toEqual(['Critic', 'Press']);
    expect(pages.every((p) => p.notes.every((n) => n === NOTE))).toBe(true);
  }, 300_000);

  it('answers the member filter of one label on a run', async () => {
    const pages = await allPages(labelIds[1], ['run-small']);
    const accounts = pages.flatMap((p) => unpackKeys({ utf8: p.accountsUtf8, ends: p.accountEnds }));
    expect(accounts).toHaveLength(LABELLED_IN_RUN);
    expect(new Set(pages.flatMap((p) => p.labelIndexes.map((i) => p.labels[i].labelId)))).toEqual(
      new Set([labelIds[1]]),
    );
  }, 120_000);

  it('answers a run whose users carry every assignment, and the export of the whole team, in pages that each fit', async () => {
    for (const processIds of [['run-all'], []]) {
      const pages = await allPages('', processIds);
      expect(pages.length).toBeGreaterThan(1);
      for (const p of pages) expect(sizeOf(p)).toBeLessThanOrEqual(DEFAULT_MAX_MESSAGE_BYTES - 1024);
      const accounts = pages.flatMap((p) =>
        unpackKeys({ utf8: p.accountsUtf8, ends: p.accountEnds }).map(
          (a, i) => `${p.labels[p.labelIndexes[i]].labelId}|${a}`,
        ),
      );
      // Every assignment once, none lost or repeated at a page's edge.
      expect(accounts).toHaveLength(LABEL_ASSIGNMENTS_PER_TEAM_MAX);
      expect(new Set(accounts).size).toBe(LABEL_ASSIGNMENTS_PER_TEAM_MAX);
    }
  }, 900_000);
});
