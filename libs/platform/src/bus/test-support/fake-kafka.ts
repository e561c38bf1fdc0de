import { createHash } from 'node:crypto';
import type {
  AdminLike,
  ConsumerLike,
  EachMessageLike,
  KafkaLike,
  KafkaMessageLike,
  ProducerLike,
  ProducerRecordLike,
  TopicSpecLike,
} from '../kafka/kafka-like.js';

interface Stored {
  key: string | null;
  value: Buffer;
  headers: Record<string, string>;
}

interface Member {
  consumer: FakeConsumer;
  topics: Set<string>;
  fromBeginning: boolean;
  concurrency: number;
  eachMessage: (payload: EachMessageLike) => Promise<void>;
  busy: number;
}

interface Group {
  members: Member[];
  committed: Map<string, number>;
  position: Map<string, number>;
  busy: Set<string>;
}

/**
 * An in-memory stand-in for a Kafka cluster with kafkajs's API shape, enough to run the
 * KafkaBroker through the bus contract here: topics with partitions, keyed partitioning,
 * consumer groups whose members split the partitions, committed offsets, redelivery of a
 * message whose handler threw, the admin calls for topics and lag, and the broker's refusal of a
 * message larger than its topic takes (`max.message.bytes`, else the cluster's
 * `message.max.bytes`), with kafkajs's words. Not Kafka: no rebalancing protocol, no retention,
 * no network.
 */
export class FakeKafka implements KafkaLike {
  readonly topics = new Map<string, Stored[][]>();
  private readonly groups = new Map<string, Group>();
  /** Each created topic's `max.message.bytes`, where its creator set one. */
  readonly topicMaxBytes = new Map<string, number>();
  private roundRobin = 0;
  private scheduled = false;

  constructor(
    private readonly autoCreatePartitions = 0,
    // Kafka's default message.max.bytes.
    private readonly messageMaxBytes = 1_048_588,
  ) {}

  producer(): ProducerLike {
    return {
      connect: async () => undefined,
      disconnect: async () => undefined,
      send: async (record: ProducerRecordLike) => {
        const partitions = this.partitions(record.topic);
        const max = this.topicMaxBytes.get(record.topic) ?? this.messageMaxBytes;
        for (const m of record.messages) {
          const size =
            m.value.length +
            Buffer.byteLength(String(m.key ?? '')) +
            Object.entries(m.headers ?? {}).reduce((n, [k, v]) => n + Buffer.byteLength(k) + Buffer.byteLength(v), 0);
          // As the broker answers (kafkajs's KafkaJSProtocolError MESSAGE_TOO_LARGE): nothing is stored.
          if (size > max)
            throw new Error('The request included a message larger than the max message size the server will accept');
        }
        for (const m of record.messages) {
          const key = m.key === undefined || m.key === null ? null : String(m.key);
          const p = key === null ? this.roundRobin++ % partitions.length : hash(key) % partitions.length;
          partitions[p].push({ key, value: Buffer.from(m.value), headers: { ...m.headers } });
        }
        this.schedule();
        return [];
      },
    };
  }

  /** Each consumer's fetch sizes, as asked, by group. */
  readonly fetchSizes = new Map<string, { maxBytesPerPartition?: number; maxBytes?: number }>();

  consumer(config: { groupId: string; maxBytesPerPartition?: number; maxBytes?: number }): ConsumerLike {
    this.fetchSizes.set(config.groupId, {
      maxBytesPerPartition: config.maxBytesPerPartition,
      maxBytes: config.maxBytes,
    });
    return new FakeConsumer(this, config.groupId);
  }

  admin(): AdminLike {
    return {
      connect: async () => undefined,
      disconnect: async () => undefined,
      listTopics: async () => [...this.topics.keys()],
      createTopics: async ({ topics }: { topics: TopicSpecLike[] }) => {
        let created = false;
        for (const t of topics) {
          if (this.topics.has(t.topic)) continue;
          const max = t.configEntries?.find((e) => e.name === 'max.message.bytes');
          if (max) this.topicMaxBytes.set(t.topic, Number(max.value));
          this.topics.set(
            t.topic,
            Array.from({ length: t.numPartitions }, () => []),
          );
          created = true;
        }
        return created;
      },
      fetchTopicOffsets: async (topic: string) =>
        this.partitions(topic).map((p, partition) => ({
          partition,
          offset: String(p.length),
          high: String(p.length),
          low: '0',
        })),
      fetchOffsets: async ({ groupId, topics }: { groupId: string; topics: string[] }) => {
        const group = this.group(groupId);
        return topics.map((topic) => ({
          topic,
          partitions: this.partitions(topic).map((_, partition) => ({
            partition,
            offset: String(group.committed.get(`${topic}:${partition}`) ?? -1),
          })),
        }));
      },
    };
  }

  /** Messages of a topic, over all partitions, in the order of each partition. */
  messages(topic: string): Stored[] {
    return (this.topics.get(topic) ?? []).flat();
  }

  join(groupId: string, member: Member): void {
    this.group(groupId).members.push(member);
    this.schedule();
  }

  leave(groupId: string, consumer: FakeConsumer): void {
    const group = this.group(groupId);
    group.members = group.members.filter((m) => m.consumer !== consumer);
    // As after a rebalance: what was fetched but not committed is delivered again.
    for (const key of [...group.position.keys()]) if (!group.busy.has(key)) group.position.delete(key);
    this.schedule();
  }

  commit(groupId: string, offsets: Array<{ topic: string; partition: number; offset: string }>): void {
    const group = this.group(groupId);
    for (const o of offsets) group.committed.set(`${o.topic}:${o.partition}`, Number(o.offset));
  }

  private partitions(topic: string): Stored[][] {
    let partitions = this.topics.get(topic);
    if (!partitions) {
      if (this.autoCreatePartitions === 0) throw new Error(`This server does not host this topic-partition: ${topic}`);
      partitions = Array.from({ length: this.autoCreatePartitions }, () => []);
      this.topics.set(topic, partitions);
    }
    return partitions;
  }

  private group(groupId: string): Group {
    let group = this.groups.get(groupId);
    if (!group) {
      group = { members: [], committed: new Map(), position: new Map(), busy: new Set() };
      this.groups.set(groupId, group);
    }
    return group;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  /** Hands every member the next message of each partition assigned to it that is not busy. */
  private pump(): void {
    for (const [groupId, group] of this.groups) {
      for (const [topic, partitions] of this.topics) {
        const members = group.members.filter((m) => m.topics.has(topic));
        if (members.length === 0) continue;
        partitions.forEach((messages, partition) => {
          const member = members[partition % members.length];
          const key = `${topic}:${partition}`;
          if (group.busy.has(key) || member.busy >= member.concurrency) return;
          const committed = group.committed.get(key);
          const at = group.position.get(key) ?? committed ?? (member.fromBeginning ? 0 : messages.length);
          group.position.set(key, at);
          if (at >= messages.length) return;
          const stored = messages[at];
          group.busy.add(key);
          member.busy++;
          const message: KafkaMessageLike = {
            key: stored.key === null ? null : Buffer.from(stored.key),
            value: stored.value,
            offset: String(at),
            headers: Object.fromEntries(Object.entries(stored.headers).map(([k, v]) => [k, Buffer.from(v)])),
          };
          void member
            .eachMessage({ topic, partition, message, heartbeat: async () => undefined })
            .then(
              () => group.position.set(key, at + 1),
              // kafkajs delivers the message again after a failed eachMessage.
              () => group.position.set(key, at),
            )
            .finally(() => {
              group.busy.delete(key);
              member.busy--;
              this.schedule();
            });
        });
      }
      void groupId;
    }
  }
}

class FakeConsumer implements ConsumerLike {
  readonly events = { GROUP_JOIN: 'consumer.group_join' };
  private readonly listeners = new Set<(event: unknown) => void>();
  private topics: string[] = [];
  private fromBeginning = false;
  private running = false;

  constructor(
    private readonly kafka: FakeKafka,
    private readonly groupId: string,
  ) {}

  async connect(): Promise<void> {}

  async disconnect(): Promise<void> {
    if (this.running) this.kafka.leave(this.groupId, this);
    this.running = false;
  }

  async subscribe(subscription: { topics: string[]; fromBeginning?: boolean }): Promise<void> {
    for (const t of subscription.topics)
      if (!this.kafka.topics.has(t)) throw new Error(`This server does not host this topic-partition: ${t}`);
    this.topics.push(...subscription.topics);
    this.fromBeginning = subscription.fromBeginning === true;
  }

  async run(config: {
    partitionsConsumedConcurrently?: number;
    eachMessage(payload: EachMessageLike): Promise<void>;
  }): Promise<void> {
    this.running = true;
    this.kafka.join(this.groupId, {
      consumer: this,
      topics: new Set(this.topics),
      fromBeginning: this.fromBeginning,
      concurrency: config.partitionsConsumedConcurrently ?? 1,
      eachMessage: (payload) => config.eachMessage(payload),
      busy: 0,
    });
    setImmediate(() => {
      for (const listener of this.listeners) listener({ type: this.events.GROUP_JOIN });
    });
  }

  async commitOffsets(offsets: Array<{ topic: string; partition: number; offset: string }>): Promise<void> {
    this.kafka.commit(this.groupId, offsets);
  }

  on(_event: string, listener: (event: unknown) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

function hash(key: string): number {
  return createHash('md5').update(key).digest().readUInt32BE(0);
}
