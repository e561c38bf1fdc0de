import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { KizunaConfig } from '@kizuna/platform/config';
import { registerDocumentSchema, type DocumentStore } from '@kizuna/platform/documents';
import type { JsonLogger } from '@kizuna/platform/logging';
import { CONFIG, DOCUMENT_STORE, LOGGER } from '@kizuna/platform/runtime';
import { createLogStore, type LogStore, type LogStream, type LogStreamSpec } from './storage/index.js';

export const ACCESS_LOG_FIELDS = [
  'user_id',
  'user_name',
  'user_email',
  'project_id',
  'project_name',
  'process_id',
  'client_address',
  // What a label change did (issue 48); empty for the other actions and in entries written before.
  'detail',
] as const;
export type AccessLogField = (typeof ACCESS_LOG_FIELDS)[number];

export const SECURITY_EVENT_FIELDS = ['user_id', 'user_email', 'actor_email', 'client_address', 'detail'] as const;
export type SecurityEventField = (typeof SECURITY_EVENT_FIELDS)[number];

/** Type: the spec's type_action (0 login, 1 analysis start, 2 result view), and 3 a label change. */
export const ACCESS_LOG_SPEC: LogStreamSpec<AccessLogField> = { name: 'access_logs', fields: ACCESS_LOG_FIELDS };
/** Type: the SecurityEventKind. */
export const SECURITY_EVENT_SPEC: LogStreamSpec<SecurityEventField> = {
  name: 'security_events',
  fields: SECURITY_EVENT_FIELDS,
};

/** The logs service's two streams, on the log store the configuration chooses. */
@Injectable()
export class LogStreams implements OnModuleInit, OnModuleDestroy {
  private readonly store: LogStore;
  private accessStream?: LogStream<AccessLogField>;
  private securityStream?: LogStream<SecurityEventField>;

  constructor(
    @Inject(CONFIG) config: KizunaConfig,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {
    this.store = createLogStore(config, documents, logger);
  }

  async onModuleInit(): Promise<void> {
    this.accessStream = await this.store.stream(ACCESS_LOG_SPEC);
    this.securityStream = await this.store.stream(SECURITY_EVENT_SPEC);
    await this.moveLegacy(ACCESS_LOG_SPEC, this.accessStream, 'type_action');
    await this.moveLegacy(SECURITY_EVENT_SPEC, this.securityStream, 'kind');
  }

  /** Entries kept in the document store by earlier versions (same collection name) move to the log store once. */
  private async moveLegacy<F extends string>(spec: LogStreamSpec<F>, stream: LogStream<F>, typeField: string) {
    // Read once and emptied: no fields or indexes worth declaring.
    registerDocumentSchema(spec.name, { indexes: [] });
    const legacy = this.documents.collection<{ _id: string } & Record<string, unknown>>(spec.name);
    const docs = await legacy.find({});
    if (docs.length === 0) return;
    for (const doc of docs) {
      const fields = {} as Record<F, string>;
      for (const f of spec.fields) fields[f] = typeof doc[f] === 'string' ? (doc[f] as string) : '';
      await stream.append({ type: Number(doc[typeField]) || 0, at: Date.parse(String(doc.created_at)) || 0, fields });
    }
    await legacy.deleteMany({});
    this.logger.info('moved log entries from the document store to the log store', {
      stream: spec.name,
      entries: docs.length,
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.store.close();
  }

  get access(): LogStream<AccessLogField> {
    if (!this.accessStream) throw new Error('log streams not open yet');
    return this.accessStream;
  }

  get security(): LogStream<SecurityEventField> {
    if (!this.securityStream) throw new Error('log streams not open yet');
    return this.securityStream;
  }
}
