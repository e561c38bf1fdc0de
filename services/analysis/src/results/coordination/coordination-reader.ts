import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { CoordinationInputs, CoordinationResult } from '../../engine/coordination/index.js';
import { FailureCode, JobFailure } from '../../failures/job-failure.js';
import { COORDINATION_FORMAT_VERSION, decodeCoordinationInputs } from './coordination-codec.js';
import { resultKeys } from '../result-keys.js';
import { listsLimited, type SavedResult } from './saved-answer.js';

/**
 * Where a project's coordination is kept: beside its other prepared artifacts (deleted with the
 * dataset), under the format version, so that a newer reader never misreads an older file — it
 * finds none and the project's next run computes them again.
 */
export const coordinationKeys = {
  inputs: (datasetId: string) =>
    `${resultKeys.datasetPrefix(datasetId)}coordination/inputs.v${COORDINATION_FORMAT_VERSION}.bin`,
  /** The answer at the default settings, without communities (they depend on the run). */
  answer: (datasetId: string) =>
    `${resultKeys.datasetPrefix(datasetId)}coordination/answer.v${COORDINATION_FORMAT_VERSION}.json`,
};

/** Saves and reads a project's coordination inputs and its default answer. */
@Injectable()
export class CoordinationReader {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /** The answer first is not needed: the inputs are written last, so their presence means both are there. */
  async save(datasetId: string, inputs: Uint8Array, answer: Uint8Array): Promise<void> {
    try {
      await this.objects.put(coordinationKeys.answer(datasetId), Buffer.from(answer), {
        contentType: 'application/json',
      });
      await this.objects.put(coordinationKeys.inputs(datasetId), Buffer.from(inputs), {
        contentType: 'application/octet-stream',
      });
    } catch (err) {
      throw new JobFailure(
        FailureCode.Preprocessing,
        `saving coordination failed: ${err instanceof Error ? err.message : String(err)}`,
        { cause: err },
      );
    }
  }

  async has(datasetId: string): Promise<boolean> {
    return (await this.objects.stat(coordinationKeys.inputs(datasetId))) !== null;
  }

  async inputs(datasetId: string): Promise<CoordinationInputs | null> {
    const bytes = await this.inputBytes(datasetId);
    return bytes && decodeCoordinationInputs(bytes);
  }

  /** The stored inputs as they are kept (coordination-codec.ts), null when the project has none. */
  async inputBytes(datasetId: string): Promise<Uint8Array | null> {
    if (!(await this.has(datasetId))) return null;
    return this.objects.getBuffer(coordinationKeys.inputs(datasetId));
  }

  async defaultAnswer(datasetId: string): Promise<CoordinationResult | null> {
    if (!(await this.has(datasetId))) return null;
    return listsLimited(
      JSON.parse((await this.objects.getBuffer(coordinationKeys.answer(datasetId))).toString('utf8')) as SavedResult,
    );
  }
}
