import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DOCUMENT_STORE } from '@kizuna/platform/runtime';
import type { DocumentCollection, DocumentStore } from '@kizuna/platform/documents';
import type { AccessLogRecord } from './access-log-record.js';

@Injectable()
export class AccessLogsRepository implements OnModuleInit {
  private readonly logs: DocumentCollection<AccessLogRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.logs = store.collection<AccessLogRecord>('access_logs');
  }

  async onModuleInit(): Promise<void> {
    await this.logs.createIndex({ type_action: 1, created_at: -1 });
  }

  add(entry: Omit<AccessLogRecord, '_id'>): Promise<AccessLogRecord> {
    return this.logs.insertOne({ _id: randomUUID(), ...entry });
  }
}
