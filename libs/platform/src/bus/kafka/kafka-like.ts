/**
 * The part of kafkajs the KafkaBroker uses. kafkajs's `Kafka` provides it; the test fake
 * (test-support/fake-kafka.ts) does too, so the broker's logic runs in the contract suite here
 * without a Kafka cluster.
 */
export interface KafkaMessageLike {
  key?: Buffer | string | null;
  value: Buffer | null;
  offset: string;
  headers?: Record<string, Buffer | string | Array<Buffer | string> | undefined>;
}

export interface ProducerRecordLike {
  topic: string;
  acks?: number;
  messages: Array<{ key?: string | Buffer | null; value: Buffer; headers?: Record<string, string> }>;
}

export interface ProducerLike {
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  send(record: ProducerRecordLike): Promise<unknown>;
}

export interface EachMessageLike {
  topic: string;
  partition: number;
  message: KafkaMessageLike;
  heartbeat(): Promise<void>;
}

export interface ConsumerLike {
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  subscribe(subscription: { topics: string[]; fromBeginning?: boolean }): Promise<void>;
  run(config: {
    autoCommit?: boolean;
    partitionsConsumedConcurrently?: number;
    eachMessage(payload: EachMessageLike): Promise<void>;
  }): Promise<void>;
  commitOffsets(offsets: Array<{ topic: string; partition: number; offset: string }>): Promise<void>;
  on(event: string, listener: (event: unknown) => void): () => void;
  readonly events: { GROUP_JOIN: string };
}

export interface TopicSpecLike {
  topic: string;
  numPartitions: number;
  replicationFactor: number;
  configEntries?: Array<{ name: string; value: string }>;
}

export interface AdminLike {
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  listTopics(): Promise<string[]>;
  createTopics(options: { waitForLeaders?: boolean; topics: TopicSpecLike[] }): Promise<boolean>;
  fetchTopicOffsets(topic: string): Promise<Array<{ partition: number; offset: string; high: string; low: string }>>;
  fetchOffsets(options: {
    groupId: string;
    topics: string[];
  }): Promise<Array<{ topic: string; partitions: Array<{ partition: number; offset: string }> }>>;
}

export interface KafkaLike {
  producer(config?: { allowAutoTopicCreation?: boolean }): ProducerLike;
  consumer(config: {
    groupId: string;
    allowAutoTopicCreation?: boolean;
    sessionTimeout?: number;
    rebalanceTimeout?: number;
    heartbeatInterval?: number;
    /** The most bytes one fetch takes of a partition, and in all: at least the largest message. */
    maxBytesPerPartition?: number;
    maxBytes?: number;
  }): ConsumerLike;
  admin(): AdminLike;
}
