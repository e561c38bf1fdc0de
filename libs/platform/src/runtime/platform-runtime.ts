import path from 'node:path';
import type { KizunaConfig } from '../config/index.js';
import { createKafka, InProcessBroker, KafkaBroker, type MessageBroker } from '../bus/index.js';
import { createDocumentStore, registerDocumentSchema, type DocumentStore } from '../documents/index.js';
import { createObjectStore, type ObjectStore } from '../objects/index.js';
import { OutboxMailer, SmtpMailer, type Mailer } from '../mail/index.js';
import { JsonLogger } from '../logging/index.js';
import { HealthRegistry } from '../health/index.js';
import { AccessTokens, resolveTokenSecret } from '../tokens/index.js';
import { type Clock, SystemClock } from '../clock/index.js';
import { addressOf, anyAccepts, hostPorts, mongoHosts, reachAll } from './reach.js';
import { PrivateDataFolder } from './private-data-folder.js';
import { ForegroundRequests } from '../threads/foreground-requests.js';

export interface RuntimeOptions {
  /** A broker other than the configured one (tests: the Kafka broker on an in-memory cluster). */
  broker?: (logger: JsonLogger) => MessageBroker | Promise<MessageBroker>;
  /** A clock other than the machine's (tests: a TestClock they move on). */
  clock?: Clock;
}

/**
 * The engines one process runs on, chosen by configuration alone. In the embedded mode all
 * services of the process share one in-process broker and one object store; in the distributed
 * mode the broker is Kafka. Each service gets a document store of its own, because each service
 * owns its data.
 */
export class PlatformRuntime {
  readonly health = new HealthRegistry();
  /** The requests the process's services are answering: background work gives way to them. */
  readonly foreground = new ForegroundRequests();
  private readonly documentStores = new Map<string, DocumentStore>();

  private constructor(
    readonly config: KizunaConfig,
    readonly objects: ObjectStore,
    readonly mailer: Mailer,
    readonly accessTokens: AccessTokens,
    readonly broker: MessageBroker,
    readonly clock: Clock,
  ) {
    this.health.register('objects', async () => {
      await objects.stat('health/probe');
    });
    if (broker instanceof KafkaBroker)
      this.health.register('bus', async () => {
        await broker.ping();
      });
  }

  /**
   * Connects to what the configuration names. In the distributed mode Kafka, MongoDB and S3 are
   * reached at once; start-up fails within config.startupTimeoutMs with one message naming each
   * that did not answer.
   */
  static async create(config: KizunaConfig, options: RuntimeOptions = {}): Promise<PlatformRuntime> {
    const logger = new JsonLogger('bus', config.logLevel);
    // Before any store opens, so nothing is ever written readable by others.
    await new PrivateDataFolder(config.dataDir, new JsonLogger('platform', config.logLevel)).secure();
    const [objects, broker] = await reachAll<[ObjectStore, MessageBroker, void]>(
      [
        {
          what:
            config.objects.kind === 's3'
              ? `the object store at S3_ENDPOINT=${config.objects.endPoint}:${config.objects.port}`
              : `the object folder ${config.objects.directory}`,
          connect: () => createObjectStore(config.objects),
        },
        {
          what:
            config.bus.kind === 'kafka'
              ? `Kafka at KAFKA_BROKERS=${config.bus.brokers.join(',')}`
              : 'the in-process bus',
          connect: async () => {
            if (options.broker) return options.broker(logger);
            if (config.bus.kind === 'in-process') return new InProcessBroker(logger);
            await anyAccepts(hostPorts(config.bus.brokers, 9092));
            const broker = new KafkaBroker({
              kafka: createKafka(config.bus, logger),
              prefix: config.bus.topicPrefix,
              topics: {
                create: config.bus.createTopics,
                partitions: config.bus.partitions,
                workPartitions: config.bus.analysisPartitions,
                replicationFactor: config.bus.replicationFactor,
              },
              requestTimeoutMs: config.bus.requestTimeoutMs,
              maxMessageBytes: config.bus.maxMessageBytes,
              logger,
            });
            try {
              await broker.connect();
            } catch (err) {
              await broker.close();
              throw err;
            }
            return broker;
          },
          release: (broker) => broker.close(),
        },
        {
          what:
            config.documents.kind === 'mongo'
              ? `MongoDB at MONGO_URL=${addressOf(config.documents.url)}`
              : 'the document folder',
          connect: async () => {
            if (config.documents.kind !== 'mongo') return;
            const hosts = mongoHosts(config.documents.url);
            if (hosts.length > 0) await anyAccepts(hosts);
            const { MongooseDocumentStore } = await import('../mongo-documents/index.js');
            const probe = new MongooseDocumentStore({
              url: config.documents.url,
              database: `${config.documents.databasePrefix}_startup`,
              serverSelectionTimeoutMs: config.startupTimeoutMs,
            });
            try {
              await probe.ping();
            } finally {
              await probe.close();
            }
          },
        },
      ],
      config.startupTimeoutMs,
    );
    const mailer =
      config.mail.kind === 'smtp'
        ? new SmtpMailer({ url: config.mail.url, from: config.mail.from })
        : new OutboxMailer({ directory: config.mail.directory });
    const clock = options.clock ?? new SystemClock();
    const tokens = new AccessTokens(await resolveTokenSecret(config), config.auth.tokenTtlMinutes, clock);
    return new PlatformRuntime(config, objects, mailer, tokens, broker, clock);
  }

  logger(service: string): JsonLogger {
    return new JsonLogger(service, this.config.logLevel);
  }

  async documents(service: string): Promise<DocumentStore> {
    let store = this.documentStores.get(service);
    if (!store) {
      const docs = this.config.documents;
      store = await createDocumentStore(
        docs.kind === 'embedded'
          ? { kind: 'embedded', directory: path.join(docs.directory, service), logger: this.logger('documents') }
          : { kind: 'mongo', url: docs.url, database: `${docs.databasePrefix}_${service}` },
      );
      this.documentStores.set(service, store);
      const s = store;
      registerDocumentSchema('health', { indexes: [] }); // only counted, as a ping
      this.health.register(`documents:${service}`, async () => {
        await s.collection('health').count({});
      });
    }
    return store;
  }

  async close(): Promise<void> {
    await this.broker.close(); // the in-process broker drains first
    for (const store of this.documentStores.values()) await store.close();
    this.documentStores.clear();
    if (this.mailer instanceof SmtpMailer) this.mailer.close();
  }
}
