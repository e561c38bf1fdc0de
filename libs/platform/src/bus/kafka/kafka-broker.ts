import { randomUUID } from 'node:crypto';
import { deadLetterTopic, isEventTopic, protobufCodec, Topic } from '@kizuna/proto';
import { ErrorCode } from '../../errors/index.js';
import type { JsonLogger } from '../../logging/index.js';
import {
  EncodedBusError,
  type DeadLetter,
  type EventHandler,
  type MessageBroker,
  type RequestHandler,
} from '../message-broker.js';
import { DEFAULT_MAX_MESSAGE_BYTES, MessageSizeLimit } from '../message-size.js';
import type { ConsumerLike, KafkaLike, KafkaMessageLike } from './kafka-like.js';

/** Every reply travels on this topic, addressed by the requesting instance's id. */
export const REPLY_TOPIC = 'bus.replies.v1';

/** Topics whose handler holds its consumer while it works: a pod takes one at a time. */
export const DEFAULT_WORK_TOPICS: readonly string[] = [Topic.AnalysisRequested];

/** The consumer group of a service's work topics (KEDA watches its lag on analysis.requested.v1). */
export function workGroupOf(service: string): string {
  return `${service}.jobs`;
}

const HEADER = {
  correlation: 'kizuna-correlation-id',
  replyTo: 'kizuna-reply-to',
  deadline: 'kizuna-deadline',
  outcome: 'kizuna-outcome',
  error: 'kizuna-error',
  group: 'kizuna-group',
  attempts: 'kizuna-attempts',
} as const;

export interface KafkaTopicSettings {
  /** Create the topics at start-up (needs the right to); otherwise they must exist. */
  create: boolean;
  partitions: number;
  /** Partitions of analysis.requested.v1: the most analysis pods that work at once. */
  workPartitions: number;
  replicationFactor: number;
}

export interface KafkaBrokerOptions {
  kafka: KafkaLike;
  /** Put before every topic and consumer group name, e.g. `staging.` (tests use a fresh one each). */
  prefix?: string;
  topics: KafkaTopicSettings;
  requestTimeoutMs: number;
  /** Attempts per event and consumer group before the event is parked on `<topic>.dlq`. */
  maxAttempts?: number;
  /** First retry delay; doubled for each further attempt. */
  retryDelayMs?: number;
  workTopics?: readonly string[];
  /** Partitions a member of a group handles at once (in order within each partition). */
  concurrency?: number;
  /**
   * The largest message sent (KAFKA_MAX_MESSAGE_BYTES; default Kafka's 1 MiB): checked before
   * every send, set on the topics created and the consumers' fetch sizes, so the broker, the
   * topics and every client agree (deploy/helm sets the same on the bundled broker).
   */
  maxMessageBytes?: number;
  logger?: JsonLogger;
}

interface GroupRegistration {
  requests: Map<string, RequestHandler>;
  events: Map<string, EventHandler>;
  started: Promise<void> | null;
  consumers: ConsumerLike[];
  consumerGroups: Array<{ groupId: string; topics: string[] }>;
}

interface PendingRequest {
  resolve(bytes: Uint8Array): void;
  reject(err: unknown): void;
  timer: NodeJS.Timeout;
}

/**
 * The bus on Kafka (kafkajs). The same topics and protobuf bytes as the in-process broker:
 * - each service is a consumer group (`<prefix><service>`); a work topic such as
 *   analysis.requested.v1 has a consumer of its own (`<service>.jobs`) that handles one message at
 *   a time, so a pod takes one analysis at a time and the others go to the group's other pods;
 * - events are keyed (run, project or dataset), so one run's events stay in order and analysis
 *   requests spread over the partitions;
 * - a request carries a correlation id, the requester's id and a deadline; the reply comes back on
 *   bus.replies.v1, and the requester gives up after requestTimeoutMs;
 * - a failing event handler is retried with doubling delays, then the event is parked on
 *   `<topic>.dlq` with the error in its headers; the offset is committed only after the handler
 *   succeeded or the event was parked, so a crash redelivers (handlers are idempotent).
 */
export class KafkaBroker implements MessageBroker {
  readonly deadLetters: DeadLetter[] = [];
  private readonly instanceId = randomUUID();
  private readonly producer;
  private readonly admin;
  private readonly groups = new Map<string, GroupRegistration>();
  private readonly pending = new Map<string, PendingRequest>();
  private readonly prefix: string;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;
  private readonly workTopics: ReadonlySet<string>;
  private readonly concurrency: number;
  private readonly sizeLimit: MessageSizeLimit;
  private connected: Promise<void> | null = null;
  private replies: Promise<void> | null = null;
  private replyConsumer: ConsumerLike | null = null;
  private closed = false;

  constructor(private readonly options: KafkaBrokerOptions) {
    this.prefix = options.prefix ?? '';
    this.maxAttempts = options.maxAttempts ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 500;
    this.workTopics = new Set(options.workTopics ?? DEFAULT_WORK_TOPICS);
    this.concurrency = options.concurrency ?? 8;
    this.sizeLimit = new MessageSizeLimit(options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES);
    this.producer = options.kafka.producer({ allowAutoTopicCreation: false });
    this.admin = options.kafka.admin();
  }

  /** Connects the producer and the admin client, and creates the topics when configured to. */
  connect(): Promise<void> {
    this.connected ??= (async () => {
      await this.producer.connect();
      await this.admin.connect();
      if (this.options.topics.create) await this.createTopics();
      // Join the reply group now, so the first request does not wait for it.
      this.listenForReplies().catch((err: unknown) => this.logError('reply consumer failed to start', err, {}));
    })().catch((err: unknown) => {
      this.connected = null; // the next call tries again
      throw err;
    });
    return this.connected;
  }

  /** Every topic of the contracts, its dead-letter topic (events) and the reply topic. */
  topicSpecs(): Array<{
    topic: string;
    numPartitions: number;
    replicationFactor: number;
    configEntries?: Array<{ name: string; value: string }>;
  }> {
    const t = this.options.topics;
    // Each topic takes the messages the clients may send, whatever the cluster's default.
    const size = { name: 'max.message.bytes', value: String(this.sizeLimit.maxBytes) };
    const specs = [];
    for (const topic of Object.values(Topic)) {
      const numPartitions = this.workTopics.has(topic) ? t.workPartitions : t.partitions;
      specs.push({
        topic: this.name(topic),
        numPartitions,
        replicationFactor: t.replicationFactor,
        configEntries: [size],
      });
      if (isEventTopic(topic))
        specs.push({
          topic: this.name(deadLetterTopic(topic)),
          numPartitions: 1,
          replicationFactor: t.replicationFactor,
          configEntries: [size],
        });
    }
    specs.push({
      topic: this.name(REPLY_TOPIC),
      numPartitions: t.partitions,
      replicationFactor: t.replicationFactor,
      // Replies matter for seconds: keep them minutes, in small segments, so a new requester reads little.
      configEntries: [{ name: 'retention.ms', value: '300000' }, { name: 'segment.ms', value: '60000' }, size],
    });
    return specs;
  }

  /** Resolves when the cluster answers a metadata request (the readiness check). */
  async ping(): Promise<void> {
    await this.connect();
    await this.admin.listTopics();
  }

  handleRequests(topic: string, handler: RequestHandler, group = 'requests'): () => void {
    const reg = this.registration(group);
    reg.requests.set(topic, handler);
    return () => reg.requests.delete(topic);
  }

  subscribe(topic: string, group: string, handler: EventHandler): () => void {
    const reg = this.registration(group);
    reg.events.set(topic, handler);
    // A subscription made on its own (not through a server) starts once the caller's turn ends.
    queueMicrotask(
      () =>
        void this.start(group).catch((err: unknown) => this.logError('consumer group failed to start', err, { group })),
    );
    return () => reg.events.delete(topic);
  }

  start(group: string): Promise<void> {
    const reg = this.registration(group, false);
    reg.started ??= this.startGroup(group, reg);
    return reg.started;
  }

  async request(topic: string, bytes: Uint8Array): Promise<Uint8Array> {
    this.sizeLimit.check(topic, bytes.byteLength);
    await this.connect();
    await this.listenForReplies();
    const correlation = randomUUID();
    const timeoutMs = this.options.requestTimeoutMs;
    const reply = new Promise<Uint8Array>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(correlation);
        reject(new Error(`no reply on ${topic} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(correlation, { resolve, reject, timer });
    });
    try {
      await this.producer.send({
        topic: this.name(topic),
        acks: -1,
        messages: [
          {
            value: Buffer.from(bytes),
            headers: {
              [HEADER.correlation]: correlation,
              [HEADER.replyTo]: this.instanceId,
              [HEADER.deadline]: String(Date.now() + timeoutMs),
            },
          },
        ],
      });
    } catch (err) {
      const waiting = this.pending.get(correlation);
      if (waiting) {
        clearTimeout(waiting.timer);
        this.pending.delete(correlation);
      }
      throw err;
    }
    return reply;
  }

  async publish(topic: string, bytes: Uint8Array, key?: string): Promise<void> {
    this.sizeLimit.check(topic, bytes.byteLength);
    await this.connect();
    await this.producer.send({
      topic: this.name(topic),
      acks: -1,
      messages: [{ key: key ?? null, value: Buffer.from(bytes) }],
    });
  }

  /** Waits until the consumer groups of this process have no lag (twice in a row), at most 60 s. */
  async drain(timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    let quiet = 0;
    while (quiet < 2) {
      if (Date.now() > until) throw new Error('bus did not drain within the time allowed');
      quiet = (await this.lag()) === 0 ? quiet + 1 : 0;
      await sleep(50);
    }
  }

  /** Messages not yet handled by this process's consumer groups, over all their topics. */
  async lag(): Promise<number> {
    let total = 0;
    for (const reg of this.groups.values()) {
      if (!reg.started) continue;
      await reg.started;
      for (const { groupId, topics } of reg.consumerGroups) {
        const committed = await this.admin.fetchOffsets({ groupId, topics });
        for (const topic of topics) {
          const ends = await this.admin.fetchTopicOffsets(topic);
          const done = committed.find((c) => c.topic === topic)?.partitions ?? [];
          for (const end of ends) {
            const at = Number(done.find((d) => d.partition === end.partition)?.offset ?? -1);
            total += Math.max(0, Number(end.high) - Math.max(0, at));
          }
        }
      }
    }
    return total;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new Error('bus closed'));
      this.pending.delete(id);
    }
    const consumers = [...this.groups.values()].flatMap((g) => g.consumers);
    if (this.replyConsumer) consumers.push(this.replyConsumer);
    await Promise.allSettled(consumers.map((c) => c.disconnect()));
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
  }

  private async createTopics(): Promise<void> {
    const existing = new Set(await this.admin.listTopics());
    const missing = this.topicSpecs().filter((s) => !existing.has(s.topic));
    if (missing.length === 0) return;
    await this.admin.createTopics({ waitForLeaders: true, topics: missing });
    this.options.logger?.info('kafka topics created', { topics: missing.map((m) => m.topic) });
  }

  private registration(group: string, adding = true): GroupRegistration {
    let reg = this.groups.get(group);
    if (!reg) {
      reg = { requests: new Map(), events: new Map(), started: null, consumers: [], consumerGroups: [] };
      this.groups.set(group, reg);
    } else if (adding && reg.started && !this.closed) {
      // Kafka assigns partitions per subscription; late handlers would need a new consumer.
      throw new Error(`consumer group ${group} already started: register its handlers before it starts`);
    }
    return reg;
  }

  private async startGroup(group: string, reg: GroupRegistration): Promise<void> {
    await this.connect();
    const topics = [...reg.requests.keys(), ...reg.events.keys()];
    const ordinary = topics.filter((t) => !this.workTopics.has(t));
    const work = topics.filter((t) => this.workTopics.has(t));
    const runs: Array<Promise<void>> = [];
    if (ordinary.length > 0) runs.push(this.runConsumer(group, group, ordinary, reg, this.concurrency));
    if (work.length > 0) runs.push(this.runConsumer(group, workGroupOf(group), work, reg, 1));
    await Promise.all(runs);
  }

  private async runConsumer(
    group: string,
    groupName: string,
    topics: string[],
    reg: GroupRegistration,
    concurrency: number,
  ): Promise<void> {
    const groupId = this.name(groupName);
    const consumer = this.options.kafka.consumer({
      groupId,
      allowAutoTopicCreation: false,
      // A work message may take minutes; handlers heartbeat while they run (see handle).
      sessionTimeout: 60_000,
      rebalanceTimeout: 120_000,
      heartbeatInterval: 3_000,
      ...this.fetchSizes(),
    });
    reg.consumers.push(consumer);
    reg.consumerGroups.push({ groupId, topics: topics.map((t) => this.name(t)) });
    const joined = this.joined(consumer);
    await consumer.connect();
    // A group that has never committed starts at the beginning: events published before the
    // consumer first joined are kept for it, as the embedded broker does.
    await consumer.subscribe({ topics: topics.map((t) => this.name(t)), fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      partitionsConsumedConcurrently: concurrency,
      eachMessage: async ({ topic, partition, message, heartbeat }) => {
        const logical = topic.slice(this.prefix.length);
        const beat = setInterval(() => void heartbeat().catch(() => undefined), 3_000);
        const request = reg.requests.get(logical);
        const event = reg.events.get(logical);
        if (!request && !event) {
          // Only while a server closes: the next member of the group (or this one restarted) takes it.
          this.options.logger?.warn('message on a topic whose handler has closed, left uncommitted', { topic });
          return;
        }
        try {
          if (request) await this.answer(logical, request, message);
          else if (event) await this.deliver(logical, group, event, message);
        } finally {
          clearInterval(beat);
        }
        await consumer.commitOffsets([{ topic, partition, offset: String(BigInt(message.offset) + 1n) }]);
      },
    });
    await joined;
  }

  /** Runs a request handler and sends its reply (or its error) back to the requester. */
  private async answer(topic: string, handler: RequestHandler, message: KafkaMessageLike): Promise<void> {
    const correlation = header(message, HEADER.correlation);
    const replyTo = header(message, HEADER.replyTo);
    const deadline = Number(header(message, HEADER.deadline) ?? Infinity);
    if (!correlation || !replyTo) {
      this.options.logger?.error('request without a correlation id or reply address, not answered', { topic });
      return;
    }
    if (Date.now() > deadline) {
      // The requester has given up and answered its caller; doing the work now would surprise it.
      this.options.logger?.warn('request expired before it was handled, not answered', { topic, correlation });
      return;
    }
    let outcome: 'ok' | 'error' = 'ok';
    let value: Uint8Array;
    try {
      value = await handler(new Uint8Array(message.value ?? Buffer.alloc(0)));
    } catch (err) {
      outcome = 'error';
      value =
        err instanceof EncodedBusError
          ? err.bytes
          : protobufCodec.encodeError({ code: ErrorCode.Internal, message: 'Internal server error', params: {} });
      if (!(err instanceof EncodedBusError)) this.logError('request handler failed', err, { topic });
    }
    // A reply too large for the bus goes back as the error it is, rather than leaving the
    // requester to wait for its timeout after Kafka refused it.
    const tooLarge = this.sizeLimit.problem(topic, value.byteLength);
    if (tooLarge) {
      outcome = 'error';
      value = protobufCodec.encodeError({ code: tooLarge.code, message: tooLarge.message, params: tooLarge.params });
      this.options.logger?.error('reply too large for the bus, answered with an error', { topic, ...tooLarge.params });
    }
    await this.producer.send({
      topic: this.name(REPLY_TOPIC),
      acks: -1,
      messages: [
        {
          key: replyTo,
          value: Buffer.from(value),
          headers: { [HEADER.correlation]: correlation, [HEADER.replyTo]: replyTo, [HEADER.outcome]: outcome },
        },
      ],
    });
  }

  /** Hands an event to its handler; retries with doubling delays, then parks it on `<topic>.dlq`. */
  private async deliver(topic: string, group: string, handler: EventHandler, message: KafkaMessageLike): Promise<void> {
    const bytes = new Uint8Array(message.value ?? Buffer.alloc(0));
    for (let attempt = 1; ; attempt++) {
      try {
        await handler(bytes);
        return;
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        if (attempt >= this.maxAttempts) {
          const dlq = deadLetterTopic(topic as Topic);
          await this.producer.send({
            topic: this.name(dlq),
            acks: -1,
            messages: [
              {
                key: message.key ?? null,
                value: Buffer.from(bytes),
                headers: { [HEADER.error]: error, [HEADER.group]: group, [HEADER.attempts]: String(attempt) },
              },
            ],
          });
          this.deadLetters.push({ topic, group, bytes, error, at: new Date().toISOString() });
          this.options.logger?.error('event parked on dead-letter topic', {
            topic,
            dlq,
            group,
            attempts: attempt,
            error,
          });
          return;
        }
        this.options.logger?.warn('event handler failed, retrying', { topic, group, attempt, error });
        await sleep(this.retryDelayMs * 2 ** (attempt - 1));
      }
    }
  }

  /** A fetch always has room for the largest message the clients send (kafkajs's defaults: 1 MiB a partition, 10 MiB in all). */
  private fetchSizes(): { maxBytesPerPartition: number; maxBytes: number } {
    const max = this.sizeLimit.maxBytes;
    return { maxBytesPerPartition: max, maxBytes: Math.max(10 * 1_048_576, max) };
  }

  /** One consumer per requester instance reads the reply topic and settles its own requests. */
  private listenForReplies(): Promise<void> {
    this.replies ??= (async () => {
      const consumer = this.options.kafka.consumer({
        groupId: this.name(`replies.${this.instanceId}`),
        allowAutoTopicCreation: false,
        ...this.fetchSizes(),
      });
      this.replyConsumer = consumer;
      const joined = this.joined(consumer);
      await consumer.connect();
      await consumer.subscribe({ topics: [this.name(REPLY_TOPIC)], fromBeginning: true });
      await consumer.run({
        autoCommit: true,
        partitionsConsumedConcurrently: this.concurrency,
        eachMessage: async ({ message }) => {
          if (header(message, HEADER.replyTo) !== this.instanceId) return;
          const correlation = header(message, HEADER.correlation) ?? '';
          const waiting = this.pending.get(correlation);
          if (!waiting) return; // timed out already; the requester has answered its caller
          clearTimeout(waiting.timer);
          this.pending.delete(correlation);
          const bytes = new Uint8Array(message.value ?? Buffer.alloc(0));
          if (header(message, HEADER.outcome) === 'error') waiting.reject(new EncodedBusError(bytes));
          else waiting.resolve(bytes);
        },
      });
      await joined;
    })().catch((err: unknown) => {
      this.replies = null; // the next request tries again
      throw err;
    });
    return this.replies;
  }

  /** Resolves when the consumer has joined its group (or after 30 s, logged: it keeps trying). */
  private joined(consumer: ConsumerLike): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.options.logger?.warn('consumer has not joined its group after 30 s; it keeps trying');
        resolve();
      }, 30_000);
      timer.unref();
      const remove = consumer.on(consumer.events.GROUP_JOIN, () => {
        clearTimeout(timer);
        remove();
        resolve();
      });
    });
  }

  private name(topicOrGroup: string): string {
    return `${this.prefix}${topicOrGroup}`;
  }

  private logError(message: string, err: unknown, fields: Record<string, unknown>): void {
    this.options.logger?.error(message, { ...fields, error: err instanceof Error ? err.message : String(err) });
  }
}

function header(message: KafkaMessageLike, name: string): string | undefined {
  const v = message.headers?.[name];
  if (v === undefined || v === null) return undefined;
  return Array.isArray(v) ? String(v[0]) : String(v);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
