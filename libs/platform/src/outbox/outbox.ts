import { randomUUID } from 'node:crypto';
import { type CompleteEventOf, type EventTopic, protobufCodec } from '@kizuna/proto';
import type { BusClient } from '../bus/index.js';
import type { BaseDocument, DocumentCollection } from '../documents/index.js';
import type { JsonLogger } from '../logging/index.js';

/** The field of a document that holds the events its last writes have yet to publish. */
export const OUTBOX_FIELD = '_outbox';
/** Who publishes a document's pending events, until when (ISO time): one relay at a time. */
export const OUTBOX_CLAIM_FIELD = '_outbox_claim';

export type OutboxEvent = { [T in EventTopic]: { topic: T; payload: CompleteEventOf<T> } }[EventTopic];

export interface OutboxEntry {
  id: string;
  topic: EventTopic;
  payload: unknown;
  at: string;
}

/**
 * The part of an update that records events together with the change they announce: merge it into
 * the same updateOne (`{ $set: {...}, ...outboxPush(events) }`), so the state change and its
 * events are written at once — one document, one atomic write, on MongoDB and on the embedded
 * engine alike. Each payload is checked against its topic's contract now, not when it is
 * published.
 */
export function outboxPush(...events: OutboxEvent[]): { $push: Record<string, { $each: OutboxEntry[] }> } {
  const at = new Date().toISOString();
  const entries = events.map((e) => {
    protobufCodec.encode(e.topic, 'event', e.payload);
    return { id: randomUUID(), topic: e.topic, payload: e.payload as unknown, at };
  });
  return { $push: { [OUTBOX_FIELD]: { $each: entries } } };
}

type WithOutbox = BaseDocument & { [OUTBOX_FIELD]?: OutboxEntry[]; [OUTBOX_CLAIM_FIELD]?: string };

export interface OutboxRelayOptions {
  /** How often pending events are looked for (what a crash between write and publish costs). */
  intervalMs?: number;
  /** How long a relay may hold a document's events before another relay takes them over. */
  claimMs?: number;
  /** Documents handled per round. */
  batch?: number;
}

/**
 * Publishes the events recorded with outboxPush through the BusClient, then removes them from
 * their document. Runs right after a service's write (flush) and every intervalMs, so events
 * written before a crash leave after the restart. At least once: an event published just before
 * a crash is published again, which the consumers' idempotence absorbs. Several relays (pods)
 * share the work: a relay claims a document's events for claimMs before publishing them.
 */
export class OutboxRelay {
  private readonly collections: Array<DocumentCollection<WithOutbox>> = [];
  private readonly intervalMs: number;
  private readonly claimMs: number;
  private readonly batch: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly bus: BusClient,
    private readonly logger?: JsonLogger,
    options: OutboxRelayOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 1000;
    this.claimMs = options.claimMs ?? 30_000;
    this.batch = options.batch ?? 100;
  }

  watch<T extends BaseDocument>(collection: DocumentCollection<T>): this {
    this.collections.push(collection as unknown as DocumentCollection<WithOutbox>);
    return this;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
  }

  /**
   * Stops the timer and waits for a round under way. What is still pending stays in the documents
   * for the next start: publishing during shutdown could hand events to consumers already gone
   * (in one process the services close one after another), and lose them.
   */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Publishes every pending event now; calls made while a round runs are served by one more round. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          for (const collection of this.collections) await this.relay(collection);
        } while (this.again);
      } catch (err) {
        // Left pending: the next round publishes it.
        this.logger?.warn('outbox relay round failed, events stay pending', {
          error: err instanceof Error ? err.message : String(err),
        });
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async relay(collection: DocumentCollection<WithOutbox>): Promise<void> {
    const now = new Date();
    const pending = await collection.find(
      {
        [OUTBOX_FIELD]: { $exists: true },
        $or: [{ [OUTBOX_CLAIM_FIELD]: { $exists: false } }, { [OUTBOX_CLAIM_FIELD]: { $lt: now.toISOString() } }],
      },
      { limit: this.batch },
    );
    for (const doc of pending) {
      const until = new Date(Date.now() + this.claimMs).toISOString();
      const claimed = await collection.updateOne(
        {
          _id: doc._id,
          $or: [{ [OUTBOX_CLAIM_FIELD]: { $exists: false } }, { [OUTBOX_CLAIM_FIELD]: { $lt: now.toISOString() } }],
        },
        { $set: { [OUTBOX_CLAIM_FIELD]: until } },
      );
      if (!claimed) continue; // another relay has them
      const entries = claimed[OUTBOX_FIELD] ?? [];
      const sent: string[] = [];
      try {
        for (const entry of entries) {
          await this.bus.emit(entry.topic, entry.payload as never);
          sent.push(entry.id);
        }
      } finally {
        await collection.updateOne(
          { _id: doc._id },
          {
            ...(sent.length > 0 ? { $pull: { [OUTBOX_FIELD]: { id: { $in: sent } } } } : {}),
            $unset: { [OUTBOX_CLAIM_FIELD]: '' },
          },
        );
        // Only an outbox still empty goes: a write may have added events meanwhile.
        await collection.updateOne({ _id: doc._id, [OUTBOX_FIELD]: { $size: 0 } }, { $unset: { [OUTBOX_FIELD]: '' } });
      }
    }
  }
}
