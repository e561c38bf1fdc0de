import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DOCUMENT_STORE } from '@kizuna/platform/runtime';
import type { DocumentCollection, DocumentStore } from '@kizuna/platform/documents';
import type { SecurityEventRecord } from './security-event-record.js';

@Injectable()
export class SecurityEventsRepository implements OnModuleInit {
  private readonly events: DocumentCollection<SecurityEventRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.events = store.collection<SecurityEventRecord>('security_events');
  }

  async onModuleInit(): Promise<void> {
    await this.events.createIndex({ created_at: -1 });
  }

  add(entry: Omit<SecurityEventRecord, '_id'>): Promise<SecurityEventRecord> {
    return this.events.insertOne({ _id: randomUUID(), ...entry });
  }
}
