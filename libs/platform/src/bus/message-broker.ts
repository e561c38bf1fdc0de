import { Topic } from '@kizuna/proto';

export type RequestHandler = (bytes: Uint8Array) => Promise<Uint8Array>;
export type EventHandler = (bytes: Uint8Array) => Promise<void>;

/** A request answered with an error travels back as this, carrying the encoded BusError. */
export class EncodedBusError extends Error {
  constructor(readonly bytes: Uint8Array) {
    super('bus request failed');
  }
}

/** An event parked after its retries, as the broker of this process saw it. */
export interface DeadLetter {
  topic: string;
  group: string;
  bytes: Uint8Array;
  error: string;
  at: string;
}

/**
 * The bus port: what BusServer and BusTransportClient need from a broker. Everything crossing it
 * is protobuf bytes. Two adapters: InProcessBroker (embedded) and KafkaBroker (distributed).
 */
export interface MessageBroker {
  /** Serves a request topic for a consumer group (the service); members of a group take turns. */
  handleRequests(topic: string, handler: RequestHandler, group?: string): () => void;
  /** Every consumer group of an event topic gets each event once, on one of its members. */
  subscribe(topic: string, group: string, handler: EventHandler): () => void;
  /** Starts delivering what was registered for the group (Kafka joins the consumer group). */
  start(group: string): Promise<void>;
  request(topic: string, bytes: Uint8Array): Promise<Uint8Array>;
  /** Resolves once the event is stored by the broker, not when it is handled. `key` chooses the partition. */
  publish(topic: string, bytes: Uint8Array, key?: string): Promise<void>;
  /** Waits until every event published so far (and those they caused) has been handled by this process's groups. */
  drain(): Promise<void>;
  readonly deadLetters: DeadLetter[];
  close(): Promise<void>;
}

/**
 * The partition key of an event: what it is about. Events of one run (progress, completion) are
 * keyed by the run, so they stay in order on one partition. Analysis requests are keyed by their
 * dataset: the runs of one project (k = 3, 6, 10) go to the same partition, so one pod computes
 * them one after the other and tokenizes the posts once (the worker keeps them for the
 * project's next run), while different projects spread over the partitions and their pods.
 */
export function partitionKeyOf(topic: string, data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const d = data as Record<string, unknown>;
  const order =
    topic === ANALYSIS_REQUESTED ? ['datasetId', 'projectId', 'processId'] : ['processId', 'projectId', 'datasetId'];
  for (const field of order) {
    const v = d[field];
    if (typeof v === 'string' && v !== '') return v;
  }
  return undefined;
}

const ANALYSIS_REQUESTED: string = Topic.AnalysisRequested;
