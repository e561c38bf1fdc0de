import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { protobufCodec, Topic } from '@kizuna/proto';
import { BusClient, InProcessBroker, InProcessClient } from '../bus/index.js';
import { NedbDocumentStore, type DocumentCollection } from '../documents/index.js';
import { OUTBOX_FIELD, outboxPush, OutboxRelay } from './outbox.js';

interface Run {
  _id: string;
  status: number;
  [OUTBOX_FIELD]?: unknown[];
}

describe('transactional outbox (embedded engine, in-process bus)', () => {
  let dir: string;
  let store: NedbDocumentStore;
  let runs: DocumentCollection<Run>;
  let broker: InProcessBroker;
  let seen: string[];

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-outbox-'));
    store = new NedbDocumentStore({ directory: dir });
    runs = store.collection<Run>('runs');
    broker = new InProcessBroker(undefined, { retryDelayMs: 1 });
    seen = [];
    broker.subscribe(Topic.AnalysisRequested, 'analysis', async (bytes) => {
      seen.push((protobufCodec.decode(Topic.AnalysisRequested, 'event', bytes) as { processId: string }).processId);
    });
    await runs.insertOne({ _id: 'r1', status: 0 });
  });

  afterEach(async () => {
    await broker.close();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  const request = (processId: string) =>
    outboxPush({
      topic: Topic.AnalysisRequested,
      payload: {
        processId,
        projectId: 'p1',
        datasetId: 'd1',
        postsKey: 'datasets/d1/posts.ndjson',
        k: 3,
        seed: 42,
        relations: ['retweet'],
      },
    });

  it('writes the change and its event at once, publishes the event once and clears the outbox', async () => {
    await runs.updateOne({ _id: 'r1', status: 0 }, { $set: { status: 1 }, ...request('r1') });
    expect((await runs.findOne({ _id: 'r1' }))?.[OUTBOX_FIELD]).toHaveLength(1);
    const relay = new OutboxRelay(new BusClient(new InProcessClient(broker))).watch(runs);
    await Promise.all([relay.flush(), relay.flush()]);
    await relay.flush();
    await broker.drain();
    expect(seen).toEqual(['r1']);
    expect(await runs.findOne({ _id: 'r1' })).toEqual({ _id: 'r1', status: 1 });
  });

  it('keeps events whose publishing failed and publishes them on a later round (as after a crash)', async () => {
    await runs.updateOne({ _id: 'r1' }, { $set: { status: 1 }, ...request('r1') });
    const failing = new BusClient(new InProcessClient(broker));
    const emit = failing.emit.bind(failing);
    let down = true;
    failing.emit = ((topic, payload) =>
      down ? Promise.reject(new Error('broker down')) : emit(topic, payload)) as typeof emit;
    const relay = new OutboxRelay(failing).watch(runs);
    await relay.flush();
    expect((await runs.findOne({ _id: 'r1' }))?.[OUTBOX_FIELD]).toHaveLength(1);
    down = false;
    // A new relay (the restarted process) takes over once the failed round's claim is released.
    await new OutboxRelay(failing).watch(runs).flush();
    await broker.drain();
    expect(seen).toEqual(['r1']);
    expect((await runs.findOne({ _id: 'r1' }))?.[OUTBOX_FIELD]).toBeUndefined();
  });

  it('leaves a document another relay has claimed to that relay', async () => {
    await runs.updateOne(
      { _id: 'r1' },
      { $set: { _outbox_claim: new Date(Date.now() + 60_000).toISOString() } as never, ...request('r1') },
    );
    await new OutboxRelay(new BusClient(new InProcessClient(broker))).watch(runs).flush();
    await broker.drain();
    expect(seen).toEqual([]);
  });

  it('refuses an event that breaks its contract when it is written, not later', () => {
    expect(() => outboxPush({ topic: Topic.AnalysisRequested, payload: { k: 'three' } as never })).toThrow();
  });
});
