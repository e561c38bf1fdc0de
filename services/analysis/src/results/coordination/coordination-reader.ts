import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { CoordinationInputs, CoordinationResult } from '../../engine/coordination/index.js';
import { FailureCode, JobFailure } from '../../failures/job-failure.js';
import {
  COORDINATION_FORMAT_VERSION,
  decodeCoordinationInputs,
  PREVIOUS_COORDINATION_FORMAT_VERSION,
} from './coordination-codec.js';
import { resultKeys } from '../result-keys.js';
import { listsLimited, type SavedResult } from './saved-answer.js';

/**
 * Where a project's coordination is kept: beside its other prepared artifacts (deleted with the
 * dataset), under the format version, so that a newer reader never misreads an older file — it
 * finds none and the project's next run computes them again. Version 1 (before the shingles of
 * near-identical posts) is still read until then: answers from it pair equal texts only.
 */
export const coordinationKeys = {
  inputs: (datasetId: string, version = COORDINATION_FORMAT_VERSION) =>
    `${resultKeys.datasetPrefix(datasetId)}coordination/inputs.v${version}.bin`,
  /** The answer at the default settings, without communities (they depend on the run). */
  answer: (datasetId: string, version = COORDINATION_FORMAT_VERSION) =>
    `${resultKeys.datasetPrefix(datasetId)}coordination/answer.v${version}.json`,
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
      // The version-1 files this replaces (a project prepared before the shingles).
      await this.objects.delete(coordinationKeys.inputs(datasetId, PREVIOUS_COORDINATION_FORMAT_VERSION));
      await this.objects.delete(coordinationKeys.answer(datasetId, PREVIOUS_COORDINATION_FORMAT_VERSION));
    } catch (err) {
      throw new JobFailure(
        FailureCode.Preprocessing,
        `saving coordination failed: ${err instanceof Error ? err.message : String(err)}`,
        { cause: err },
      );
    }
  }

  /** Whether the project has inputs of the current version (a run computes them when not). */
  async has(datasetId: string): Promise<boolean> {
    return (await this.objects.stat(coordinationKeys.inputs(datasetId))) !== null;
  }

  /** The version whose inputs the project has, the current one first; null for none. */
  private async version(datasetId: string): Promise<number | null> {
    for (const version of [COORDINATION_FORMAT_VERSION, PREVIOUS_COORDINATION_FORMAT_VERSION])
      if ((await this.objects.stat(coordinationKeys.inputs(datasetId, version))) !== null) return version;
    return null;
  }

  async inputs(datasetId: string): Promise<CoordinationInputs | null> {
    const bytes = await this.inputBytes(datasetId);
    return bytes && decodeCoordinationInputs(bytes);
  }

  /** The stored inputs as they are kept (coordination-codec.ts), null when the project has none. */
  async inputBytes(datasetId: string): Promise<Uint8Array | null> {
    const version = await this.version(datasetId);
    return version === null ? null : this.objects.getBuffer(coordinationKeys.inputs(datasetId, version));
  }

  async defaultAnswer(datasetId: string): Promise<CoordinationResult | null> {
    const version = await this.version(datasetId);
    if (version === null) return null;
    return listsLimited(
      JSON.parse(
        (await this.objects.getBuffer(coordinationKeys.answer(datasetId, version))).toString('utf8'),
      ) as SavedResult,
    );
  }
}
