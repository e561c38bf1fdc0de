import path from 'node:path';
import type { KizunaConfig } from '../config/index.js';
import { InProcessBroker } from '../bus/index.js';
import { createDocumentStore, type DocumentStore } from '../documents/index.js';
import { createObjectStore, type ObjectStore } from '../objects/index.js';
import { OutboxMailer, SmtpMailer, type Mailer } from '../mail/index.js';
import { JsonLogger } from '../logging/index.js';
import { HealthRegistry } from '../health/index.js';
import { AccessTokens, resolveTokenSecret } from '../tokens/index.js';

/**
 * The engines one process runs on, chosen by configuration alone. In the embedded mode all
 * services of the process share one broker and one object store; each service gets a document
 * store of its own, because each service owns its data.
 */
export class PlatformRuntime {
  readonly broker: InProcessBroker;
  readonly health = new HealthRegistry();
  private readonly documentStores = new Map<string, DocumentStore>();

  private constructor(
    readonly config: KizunaConfig,
    readonly objects: ObjectStore,
    readonly mailer: Mailer,
    readonly accessTokens: AccessTokens,
  ) {
    this.broker = new InProcessBroker(this.logger('bus'));
    this.health.register('objects', async () => {
      await objects.stat('health/probe');
    });
  }

  static async create(config: KizunaConfig): Promise<PlatformRuntime> {
    const objects = await createObjectStore(config.objects);
    const mailer =
      config.mail.kind === 'smtp'
        ? new SmtpMailer({ url: config.mail.url, from: config.mail.from })
        : new OutboxMailer({ directory: config.mail.directory });
    const tokens = new AccessTokens(await resolveTokenSecret(config), config.auth.tokenTtlMinutes);
    return new PlatformRuntime(config, objects, mailer, tokens);
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
      this.health.register(`documents:${service}`, async () => {
        await s.collection('health').count({});
      });
    }
    return store;
  }

  async close(): Promise<void> {
    await this.broker.drain();
    for (const store of this.documentStores.values()) await store.close();
    this.documentStores.clear();
    if (this.mailer instanceof SmtpMailer) this.mailer.close();
  }
}
