import { deadLetterTopic, type Topic } from '@kizuna/proto';
import type { JsonLogger } from '../logging/json-logger.js';
import type { DeadLetter, EventHandler, MessageBroker, RequestHandler } from './message-broker.js';

/** Events kept per topic while no consumer group has subscribed (see hold), and in the start-up log. */
const MAX_HELD_PER_TOPIC = 10_000;
/** How long after the broker is made every event is also logged for consumer groups that join later. */
const STARTUP_REPLAY_MS = 120_000;

export interface BrokerOptions {
  /** Attempts per event and consumer group before the event is parked on `<topic>.dlq`. */
  maxAttempts?: number;
  retryDelayMs?: number;
}

/**
 * The embedded message broker: the in-process twin of Kafka. Request topics have one handler
 * group (replicas take turns); every consumer group of an event topic gets each event once,
 * after the publisher has moved on, as with a real broker. Everything crossing it is bytes.
 */
export class InProcessBroker implements MessageBroker {
  private readonly requestHandlers = new Map<string, RequestHandler[]>();
  private readonly eventGroups = new Map<string, Map<string, EventHandler[]>>();
  private readonly turn = new Map<string, number>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly held = new Map<string, Uint8Array[]>();
  /**
   * Every event published while the services start, per topic, for a consumer group that joins
   * after it (Kafka's consumers read from the beginning): at start-up projects resumes cut-off runs
   * while one service (ingest) may have subscribed to the topic and another (analysis) not yet.
   */
  private startupLog: Map<string, Uint8Array[]> | null = new Map();
  private readonly startupEnds = Date.now() + STARTUP_REPLAY_MS;
  readonly deadLetters: DeadLetter[] = [];
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;

  constructor(
    private readonly logger?: JsonLogger,
    options: BrokerOptions = {},
  ) {
    this.maxAttempts = options.maxAttempts ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 200;
  }

  handleRequests(topic: string, handler: RequestHandler, _group?: string): () => void {
    const list = this.requestHandlers.get(topic) ?? [];
    list.push(handler);
    this.requestHandlers.set(topic, list);
    return () => list.splice(list.indexOf(handler), 1);
  }

  subscribe(topic: string, group: string, handler: EventHandler): () => void {
    const groups = this.eventGroups.get(topic) ?? new Map<string, EventHandler[]>();
    const joins = !groups.has(group);
    const list = groups.get(group) ?? [];
    list.push(handler);
    groups.set(group, list);
    this.eventGroups.set(topic, groups);
    const logged = joins ? this.loggedAtStartup(topic) : undefined;
    if (logged) {
      // The start-up log holds every held event too: each is given once.
      this.held.delete(topic);
      for (const bytes of logged) this.dispatch(topic, group, list, bytes);
      return () => list.splice(list.indexOf(handler), 1);
    }
    const held = this.held.get(topic);
    if (held) {
      this.held.delete(topic);
      for (const bytes of held) this.dispatch(topic, group, list, bytes);
    }
    return () => list.splice(list.indexOf(handler), 1);
  }

  /** Registrations deliver at once here; nothing to join. */
  async start(_group: string): Promise<void> {}

  async request(topic: string, bytes: Uint8Array): Promise<Uint8Array> {
    const handler = this.next(topic, this.requestHandlers.get(topic) ?? []);
    if (!handler) throw new Error(`no handler for request topic ${topic}`);
    return handler(bytes);
  }

  /** Resolves once the event is queued, not when it is handled. */
  async publish(topic: string, bytes: Uint8Array, _key?: string): Promise<void> {
    this.logAtStartup(topic, bytes);
    const groups = this.eventGroups.get(topic);
    if (!groups || groups.size === 0) {
      this.hold(topic, bytes);
      return;
    }
    for (const [group, handlers] of groups) this.dispatch(topic, group, handlers, bytes);
  }

  /** Waits until every event published so far (and those they caused) has been handled. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  async close(): Promise<void> {
    await this.drain();
  }

  private async deliver(topic: string, group: string, handler: EventHandler, bytes: Uint8Array): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await handler(bytes);
        return;
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        if (attempt >= this.maxAttempts) {
          const dlq = deadLetterTopic(topic as Topic);
          this.deadLetters.push({ topic, group, bytes, error, at: new Date().toISOString() });
          this.logger?.error('event parked on dead-letter topic', { topic, dlq, group, attempts: attempt, error });
          return;
        }
        this.logger?.warn('event handler failed, retrying', { topic, group, attempt, error });
        await new Promise((r) => setTimeout(r, this.retryDelayMs * attempt));
      }
    }
  }

  /**
   * Keeps an event no group has subscribed to yet, for the first group that does, as a Kafka
   * topic keeps it for a consumer group that joins later: at start-up a service may publish
   * (projects resuming runs) before the consumer (analysis) has subscribed.
   */
  private hold(topic: string, bytes: Uint8Array): void {
    const held = this.held.get(topic) ?? [];
    if (held.length >= MAX_HELD_PER_TOPIC) {
      this.logger?.warn('event dropped: no subscriber and too many held', { topic, held: held.length });
      return;
    }
    held.push(bytes);
    this.held.set(topic, held);
  }

  /** The topic's events published at start-up, while that lasts (then the log is let go). */
  private loggedAtStartup(topic: string): Uint8Array[] | undefined {
    if (this.startupLog && Date.now() > this.startupEnds) this.startupLog = null;
    return this.startupLog?.get(topic);
  }

  private logAtStartup(topic: string, bytes: Uint8Array): void {
    if (this.startupLog && Date.now() > this.startupEnds) this.startupLog = null;
    if (!this.startupLog) return;
    const log = this.startupLog.get(topic) ?? [];
    if (log.length < MAX_HELD_PER_TOPIC) log.push(bytes);
    this.startupLog.set(topic, log);
  }

  private dispatch(topic: string, group: string, handlers: EventHandler[], bytes: Uint8Array): void {
    const handler = this.next(`${topic}#${group}`, handlers);
    if (!handler) return;
    const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
      this.deliver(topic, group, handler, bytes),
    );
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private next<T>(key: string, handlers: T[]): T | undefined {
    if (handlers.length === 0) return undefined;
    const i = (this.turn.get(key) ?? 0) % handlers.length;
    this.turn.set(key, i + 1);
    return handlers[i];
  }
}
