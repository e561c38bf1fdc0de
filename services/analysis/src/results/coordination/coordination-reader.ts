import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { CoordinationInputs, CoordinationResult } from '../../engine/coordination/index.js';
import { FailureCode, JobFailure } from '../../failures/job-failure.js';
import {
  COORDINATION_FORMAT_VERSION,
  decodeCoordinationInputs,
  PREVIOUS_COORDINATION_FORMAT_VERSION,
  SHINGLES_COORDINATION_FORMAT_VERSION,
} from './coordination-codec.js';
import { resultKeys } from '../result-keys.js';
import { listsLimited, type SavedResult } from './saved-answer.js';

/**
 * Where a project's coordination is kept: beside its other prepared artifacts (deleted with the
 * dataset), under the format version, so that a newer reader never misreads an older file — it
 * finds none and the project's next run computes them again. Version 2 (the shingles of
 * near-identical posts, matched when read) and version 1 (before them: answers pair equal texts
 * only) are still read until the project's next run writes version 3.
 */
export const coordinationKeys = {
  inputs: (datasetId: string, version = COORDINATION_FORMAT_VERSION) =>
    `${resultKeys.datasetPrefix(datasetId)}coordination/inputs.v${version}.bin`,
  /**
   * The exact copies' inputs (no shingles: answers at 100 % only), written while the project is
   * prepared, until the near-identical inputs computed after its runs replace them.
   */
  exactInputs: (datasetId: string, version = COORDINATION_FORMAT_VERSION) =>
    `${resultKeys.datasetPrefix(datasetId)}coordination/inputs.v${version}.exact.bin`,
  /** The answer at the default settings, without communities (they depend on the run). */
  answer: (datasetId: string, version = COORDINATION_FORMAT_VERSION) =>
    `${resultKeys.datasetPrefix(datasetId)}coordination/answer.v${version}.json`,
};

/** Saves and reads a project's coordination inputs and its default answer. */
@Injectable()
export class CoordinationReader {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /**
   * The answer first: the inputs are written last, so their presence means both are there. Without
   * an answer, the exact copies' inputs (kept until the near-identical ones replace them).
   */
  async save(datasetId: string, inputs: Uint8Array, answer: Uint8Array | null): Promise<void> {
    try {
      if (!answer) {
        await this.objects.put(coordinationKeys.exactInputs(datasetId), Buffer.from(inputs), {
          contentType: 'application/octet-stream',
        });
        return;
      }
      await this.objects.put(coordinationKeys.answer(datasetId), Buffer.from(answer), {
        contentType: 'application/json',
      });
      await this.objects.put(coordinationKeys.inputs(datasetId), Buffer.from(inputs), {
        contentType: 'application/octet-stream',
      });
      await this.objects.delete(coordinationKeys.exactInputs(datasetId));
      // The files of older versions this replaces.
      for (const version of [SHINGLES_COORDINATION_FORMAT_VERSION, PREVIOUS_COORDINATION_FORMAT_VERSION]) {
        await this.objects.delete(coordinationKeys.inputs(datasetId, version));
        await this.objects.delete(coordinationKeys.answer(datasetId, version));
      }
      await this.objects.delete(coordinationKeys.exactInputs(datasetId, SHINGLES_COORDINATION_FORMAT_VERSION));
    } catch (err) {
      throw new JobFailure(
        FailureCode.Preprocessing,
        `saving coordination failed: ${err instanceof Error ? err.message : String(err)}`,
        { cause: err },
      );
    }
  }

  /** Whether the project has inputs of a version read, exact copies' or more (a run computes them when not). */
  async has(datasetId: string): Promise<boolean> {
    return (
      (await this.nearIdenticalReady(datasetId)) ||
      (await this.objects.stat(coordinationKeys.exactInputs(datasetId))) !== null ||
      (await this.objects.stat(coordinationKeys.exactInputs(datasetId, SHINGLES_COORDINATION_FORMAT_VERSION))) !== null
    );
  }

  /**
   * Whether the project's inputs with near-identical posts are saved (computed after its runs),
   * of the current version or, with `current` false, of version 2 (matched when read).
   */
  async nearIdenticalReady(datasetId: string, { current = false } = {}): Promise<boolean> {
    for (const version of current
      ? [COORDINATION_FORMAT_VERSION]
      : [COORDINATION_FORMAT_VERSION, SHINGLES_COORDINATION_FORMAT_VERSION])
      if ((await this.objects.stat(coordinationKeys.inputs(datasetId, version))) !== null) return true;
    return false;
  }

  /** The key of the inputs the project has: near-identical, exact copies', then older versions; null for none. */
  private async inputsKey(datasetId: string): Promise<string | null> {
    for (const key of [
      coordinationKeys.inputs(datasetId),
      coordinationKeys.inputs(datasetId, SHINGLES_COORDINATION_FORMAT_VERSION),
      coordinationKeys.exactInputs(datasetId),
      coordinationKeys.exactInputs(datasetId, SHINGLES_COORDINATION_FORMAT_VERSION),
      coordinationKeys.inputs(datasetId, PREVIOUS_COORDINATION_FORMAT_VERSION),
    ])
      if ((await this.objects.stat(key)) !== null) return key;
    return null;
  }

  /** The version whose default answer the project has, the current one first; null for none. */
  private async version(datasetId: string): Promise<number | null> {
    for (const version of [
      COORDINATION_FORMAT_VERSION,
      SHINGLES_COORDINATION_FORMAT_VERSION,
      PREVIOUS_COORDINATION_FORMAT_VERSION,
    ])
      if ((await this.objects.stat(coordinationKeys.inputs(datasetId, version))) !== null) return version;
    return null;
  }

  async inputs(datasetId: string): Promise<CoordinationInputs | null> {
    const bytes = await this.inputBytes(datasetId);
    return bytes && decodeCoordinationInputs(bytes);
  }

  /** The stored inputs as they are kept (coordination-codec.ts), null when the project has none. */
  async inputBytes(datasetId: string): Promise<Uint8Array | null> {
    const key = await this.inputsKey(datasetId);
    return key === null ? null : this.objects.getBuffer(key);
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
