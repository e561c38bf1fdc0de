import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { AnalysisSummary } from '../../engine/types.js';
import { resultKeys } from '../result-keys.js';
import { readJsonIfAny } from './stored-objects.js';

/** The summary file also names the dataset, so node details can find the user posts shared by the project's runs. */
export type SavedSummary = AnalysisSummary & { dataset_id: string };

/** A run's summary file: written last, so its presence means the run's result is complete. */
@Injectable()
export class RunSummaries {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /** The summary, or null while the run is not (completely) saved. */
  async find(processId: string): Promise<SavedSummary | null> {
    return readJsonIfAny<SavedSummary>(this.objects, resultKeys.summary(processId));
  }

  async get(processId: string): Promise<SavedSummary> {
    const summary = await this.find(processId);
    if (!summary) throw new DomainError(ErrorCode.NotFound, 'This result does not exist.');
    return summary;
  }
}
