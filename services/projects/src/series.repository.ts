import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOCUMENT_STORE } from '@kizuna/platform/runtime';
import { createDeclaredIndexes, type DocumentCollection, type DocumentStore } from '@kizuna/platform/documents';
import type { RemovedSeriesRunRecord, SeriesRecord } from './series-record.js';
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

  /**
   * Runs removed (one, or a project's): they leave every series that named them, which keeps what
   * it needs to say which upload is gone (issue 58). A series left with fewer than two runs stays
   * until its creator deletes it: it compares nothing and says so (docs/series.md). A run already
   * taken out (a removal finished again after a crash) is not listed twice.
   */
  async forgetRuns(gone: readonly RemovedSeriesRunRecord[]): Promise<void> {
    for (const run of gone)
      await this.series.updateMany(
        { process_ids: run.process_id },
        { $pull: { process_ids: run.process_id }, $push: { removed_runs: { ...run } } },
      );
  }
}
