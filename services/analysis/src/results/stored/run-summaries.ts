import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { AnalysisSummary } from '../../engine/types.js';
import { resultKeys } from '../result-keys.js';
import { RESULT_FORMAT_VERSION } from './result-format.js';
import { readJsonIfAny } from './stored-objects.js';

/**
 * The summary file also names the dataset, so node details can find the user posts shared by the
 * project's runs, and the format of the run's files.
 */
export type SavedSummary = AnalysisSummary & { dataset_id: string; format_version: number };

/** A run's summary file: written last, so its presence means the run's result is complete. */
@Injectable()
export class RunSummaries {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /** The summary, or null while the run is not (completely) saved. */
  async find(processId: string): Promise<SavedSummary | null> {
    const summary = await readJsonIfAny<SavedSummary>(this.objects, resultKeys.summary(processId));
    // Only a run whose start-up upgrade failed is left in an older format.
    if (summary && summary.format_version !== RESULT_FORMAT_VERSION)
      throw new DomainError(
        ErrorCode.ResultFormatNotUpgraded,
        'This run was saved in an older format that could not be brought up to date; analyze it again.',
      );
    return summary;
  }

  /**
   * The summary of a run saved in the current format, or null: a run left in an older format
   * counts as not saved, so a request to analyse it again computes it (the save replaces it).
   */
  async findCurrent(processId: string): Promise<SavedSummary | null> {
    const summary = await readJsonIfAny<SavedSummary>(this.objects, resultKeys.summary(processId));
    return summary?.format_version === RESULT_FORMAT_VERSION ? summary : null;
  }

  async get(processId: string): Promise<SavedSummary> {
    const summary = await this.find(processId);
    if (!summary) throw new DomainError(ErrorCode.NotFound, 'This result does not exist.');
    return summary;
  }
}
