import { Kafka, logLevel, Partitioners, type SASLOptions } from 'kafkajs';
import type { KafkaBusConfig } from '../../config/index.js';
import type { JsonLogger } from '../../logging/index.js';
import type { AdminLike, ConsumerLike, KafkaLike, ProducerLike } from './kafka-like.js';

/** kafkajs on the configured brokers; its log goes to Kizuna's JSON log (warnings and errors only). */
export function createKafka(config: KafkaBusConfig, logger?: JsonLogger): KafkaLike {
  const kafka = new Kafka({
    clientId: config.clientId,
    brokers: config.brokers,
    ssl: config.ssl,
    sasl: config.sasl ? (config.sasl as SASLOptions) : undefined,
    // Fail fast at start-up: a few short attempts rather than kafkajs's minutes of retrying.
    connectionTimeout: 3_000,
    requestTimeout: 30_000,
    retry: { retries: 5, initialRetryTime: 300, maxRetryTime: 3_000 },
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ namespace, level, log }) => {
        const { message, ...fields } = log;
        const line = `kafka ${namespace}: ${message}`;
        if (level <= logLevel.ERROR) logger?.warn(line, fields);
        else logger?.debug(line, fields);
      },
  });
  return {
    producer: (cfg) =>
      kafka.producer({ ...cfg, createPartitioner: Partitioners.DefaultPartitioner }) as unknown as ProducerLike,
    consumer: (cfg) => kafka.consumer(cfg) as unknown as ConsumerLike,
    admin: () => kafka.admin() as unknown as AdminLike,
  };
}
