import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOCUMENT_STORE } from '@kizuna/platform/runtime';
import { createDeclaredIndexes, type DocumentCollection, type DocumentStore } from '@kizuna/platform/documents';
import type { SeriesRecord } from './series-record.js';
import './projects.schema.js';

/** The saved series (issue 45), kept beside the projects whose runs they name. */
@Injectable()
export class SeriesRepository implements OnModuleInit {
  readonly series: DocumentCollection<SeriesRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.series = store.collection<SeriesRecord>('series');
  }

  async onModuleInit(): Promise<void> {
    await createDeclaredIndexes(this.series, 'series');
  }
}
