import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { firstValueFrom } from 'rxjs';
import { Topic } from '@kizuna/proto';
import { BusServer } from './bus-server.js';
import { BusClient } from './bus-client.js';
import { BusTransportClient } from './bus-transport-client.js';
import { createKafka, KafkaBroker, REPLY_TOPIC, type KafkaLike } from './kafka/index.js';
import { FakeKafka } from './test-support/fake-kafka.js';
import { runBusContract, type BusTransportUnderTest } from './test-support/bus-contract-suite.js';

const topics = { create: true, partitions: 3, workPartitions: 4, replicationFactor: 1 };

function listening(server: BusServer): Promise<void> {
  return new Promise((resolve, reject) => server.listen((err) => (err ? reject(err) : resolve())));
}

/** Brokers as pods have them: one per service instance, all on one cluster and one prefix. */
function transportOn(kafka: () => KafkaLike, prefix: string): BusTransportUnderTest {
  const brokers: KafkaBroker[] = [];
  const broker = () => {
    const b = new KafkaBroker({
      kafka: kafka(),
      prefix,
      topics,
      requestTimeoutMs: 20_000,
      maxAttempts: 3,
      retryDelayMs: 5,
    });
    brokers.push(b);
    return b;
  };
  return {
    server: (group) => new BusServer(broker(), group),
    client: () => new BusTransportClient(broker()),
    deadLetters: () => brokers.flatMap((b) => b.deadLetters.map((d) => ({ topic: d.topic, error: d.error }))),
    drain: async () => {
      for (const b of brokers) await b.drain();
    },
    close: async () => {
      for (const b of brokers.splice(0)) await b.close();
    },
  };
}

// The KafkaBroker's own logic (groups, keys, replies, retries, dead letters, lag) on an in-memory
// cluster with kafkajs's API: runs everywhere.
runBusContract('Kafka broker on an in-memory cluster', async () => {
  const cluster = new FakeKafka();
  return transportOn(() => cluster, `t${randomUUID().slice(0, 8)}.`);
});

describe('Kafka broker specifics (in-memory cluster)', () => {
  const make = (cluster: FakeKafka) =>
    new KafkaBroker({ kafka: cluster, prefix: 'x.', topics, requestTimeoutMs: 300, maxAttempts: 2, retryDelayMs: 1 });

  it('creates every topic, its dead-letter topic and the reply topic, with the partitions configured', async () => {
    const cluster = new FakeKafka();
    const broker = make(cluster);
    await broker.connect();
    expect(cluster.topics.get(`x.${Topic.AnalysisRequested}`)).toHaveLength(4);
    expect(cluster.topics.get(`x.${Topic.ProjectsGet}`)).toHaveLength(3);
    expect(cluster.topics.has(`x.${Topic.AnalysisFailed}.dlq`)).toBe(true);
    expect(cluster.topics.has(`x.${Topic.ProjectsGet}.dlq`)).toBe(false);
    expect(cluster.topics.has(`x.${REPLY_TOPIC}`)).toBe(true);
    await broker.close();
  });

  it('keys analysis requests by dataset: projects spread over partitions, the runs of one stay together', async () => {
    const cluster = new FakeKafka();
    const broker = make(cluster);
    const client = new BusTransportClient(broker);
    for (let i = 0; i < 40; i++)
      for (const k of [3, 6, 10])
        await firstValueFrom(
          client.emit(Topic.AnalysisRequested, { processId: `run-${i}-${k}`, datasetId: `ds-${i}`, k }),
          { defaultValue: undefined },
        );
    const partitions = cluster.topics.get(`x.${Topic.AnalysisRequested}`)!;
    expect(partitions.filter((p) => p.length > 0)).toHaveLength(4);
    for (const p of partitions) for (const m of p) expect(p.filter((o) => o.key === m.key)).toHaveLength(3);
    await firstValueFrom(client.emit(Topic.AnalysisProgress, { processId: 'run-1-3', stage: 'parse', percent: 0 }), {
      defaultValue: undefined,
    });
    expect(cluster.messages(`x.${Topic.AnalysisProgress}`)[0].key).toBe('run-1-3');
    await broker.close();
  });

  it('gives up on a request nobody answers after the timeout', async () => {
    const broker = make(new FakeKafka());
    const started = Date.now();
    await expect(broker.request(Topic.ProjectsGet, new Uint8Array())).rejects.toThrow(
      /no reply on projects.get.v1 within 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    await broker.close();
  });

  describe("the bus's message size (issue 55)", () => {
    const MAX = 64 * 1024;
    const sized = (cluster: FakeKafka) =>
      new KafkaBroker({
        kafka: cluster,
        prefix: 'x.',
        topics,
        requestTimeoutMs: 5_000,
        maxAttempts: 2,
        retryDelayMs: 1,
        maxMessageBytes: MAX,
      });
    // A cluster whose brokers take more than the clients send: what stops a message is the client's check.
    const roomy = () => new FakeKafka(0, 10 * MAX);

    it('creates its topics to take the configured size and fetches at least that much', async () => {
      const cluster = roomy();
      const broker = sized(cluster);
      const server = new BusServer(broker, 'projects');
      server.addHandler(Topic.ProjectsGet, async () => ({}), false);
      await listening(server);
      expect(cluster.topicMaxBytes.get(`x.${Topic.ProjectsGet}`)).toBe(MAX);
      expect(cluster.topicMaxBytes.get(`x.${REPLY_TOPIC}`)).toBe(MAX);
      expect(cluster.topicMaxBytes.get(`x.${Topic.AnalysisFailed}.dlq`)).toBe(MAX);
      expect(cluster.fetchSizes.get('x.projects')?.maxBytesPerPartition).toBeGreaterThanOrEqual(MAX);
      server.close();
      await broker.close();
    });

    it('refuses a request too large before it is sent, with the domain error a user can read', async () => {
      const cluster = roomy();
      const broker = sized(cluster);
      const client = new BusClient(new BusTransportClient(broker));
      const started = Date.now();
      await expect(
        client.request(Topic.ProjectsLabelsAssign, {
          actor: { userId: 'u', email: '', name: '', isAdmin: true, supplierCode: '' },
          team: 't',
          labelId: 'l',
          accounts: Array.from({ length: 8_000 }, (_, i) => `account-number-${i}`),
          note: '',
          clientAddress: '',
        }),
      ).rejects.toMatchObject({ code: 'errors.message_too_large', params: { max: String(MAX) } });
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(cluster.messages(`x.${Topic.ProjectsLabelsAssign}`)).toHaveLength(0);
      await broker.close();
    });

    it('answers a reply too large with the domain error at once, not with a timeout', async () => {
      // A broker set like the clients: without the check, Kafka refuses the reply and the requester waits.
      const cluster = new FakeKafka(0, MAX);
      const server = sized(cluster);
      const requester = sized(cluster);
      const bus = new BusServer(server, 'projects');
      bus.addHandler(
        Topic.ProjectsLabelsList,
        async () => ({ labels: [], teams: Array.from({ length: 8_000 }, (_, i) => `team-number-${i}`) }),
        false,
      );
      await listening(bus);
      const client = new BusClient(new BusTransportClient(requester));
      const started = Date.now();
      await expect(client.request(Topic.ProjectsLabelsList, { team: 't', withTeams: true })).rejects.toMatchObject({
        code: 'errors.message_too_large',
        params: { topic: Topic.ProjectsLabelsList, max: String(MAX) },
      });
      expect(Date.now() - started).toBeLessThan(4_000);
      bus.close();
      await server.close();
      await requester.close();
    });
  });

  it('takes one work message at a time per member, the others go to other members', async () => {
    const cluster = new FakeKafka();
    const pods = [make(cluster), make(cluster)];
    let running = 0;
    let most = 0;
    const seen: string[] = [];
    for (const [i, pod] of pods.entries()) {
      pod.subscribe(Topic.AnalysisRequested, 'analysis', async () => {
        running++;
        most = Math.max(most, running);
        seen.push(`pod${i}`);
        await new Promise((r) => setTimeout(r, 20));
        running--;
      });
      await pod.start('analysis');
    }
    const client = new BusTransportClient(pods[0]);
    for (let i = 0; i < 8; i++)
      await firstValueFrom(client.emit(Topic.AnalysisRequested, { processId: `r${i}`, datasetId: `d${i}`, k: 3 }), {
        defaultValue: undefined,
      });
    for (const pod of pods) await pod.drain();
    expect(seen).toHaveLength(8);
    expect(most).toBeLessThanOrEqual(2);
    expect(new Set(seen).size).toBe(2);
    for (const pod of pods) await pod.close();
  });
});

const brokers = process.env.KAFKA_BROKERS;
if (brokers) {
  const config = {
    kind: 'kafka' as const,
    brokers: brokers.split(',').map((b) => b.trim()),
    clientId: 'kizuna-contract',
    topicPrefix: '',
    partitions: 3,
    analysisPartitions: 4,
    replicationFactor: 1,
    createTopics: true,
    requestTimeoutMs: 20_000,
    maxMessageBytes: 1_048_576,
    ssl: false,
    sasl: null,
  };
  // A fresh topic prefix per test: the cluster's topics of other tests stay out of the way.
  runBusContract('Kafka at KAFKA_BROKERS', async () =>
    transportOn(() => createKafka(config), `kizuna-contract-${randomUUID().slice(0, 8)}.`),
  );
} else {
  console.warn('KAFKA_BROKERS not set: skipping the Kafka contract tests against a real cluster');
  describe.skip('bus contract: Kafka at KAFKA_BROKERS (KAFKA_BROKERS not set)', () => {
    // Reported as to do, not as a test that passed: nothing ran.
    it.todo('runs when KAFKA_BROKERS is set');
  });
}
