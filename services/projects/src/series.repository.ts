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

  /**
   * Runs removed (one, or a project's): they leave every series that named them, and a series left
   * with fewer than two runs compares nothing and goes too. Answers how many series went.
   */
  async forgetRuns(processIds: readonly string[]): Promise<number> {
    if (processIds.length === 0) return 0;
    for (const id of processIds) await this.series.updateMany({ process_ids: id }, { $pull: { process_ids: id } });
    return (
      (await this.series.deleteMany({ process_ids: { $size: 0 } })) +
      (await this.series.deleteMany({ process_ids: { $size: 1 } }))
    );
  }
}
