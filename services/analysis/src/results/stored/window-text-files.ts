import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { resultKeys } from '../result-keys.js';
import { windowTextsName } from '../window-codec.js';

/** A dataset's originals' texts, one file per relation set, that its runs' window indexes point into by byte range. */
@Injectable()
export class WindowTextFiles {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /** Whether the texts for this relation set are saved (a run saves them once). */
  async has(datasetId: string, relations: readonly string[]): Promise<boolean> {
    return (await this.objects.stat(resultKeys.windowTexts(datasetId, windowTextsName(relations)))) !== null;
  }

  /** The texts of a few originals by byte range, or null when the file is not there. */
  async read(
    datasetId: string,
    relations: readonly string[],
    ranges: ReadonlyArray<readonly [number, number]>,
  ): Promise<string[] | null> {
    const key = resultKeys.windowTexts(datasetId, windowTextsName(relations));
    if (!(await this.objects.stat(key))) return null;
    if (ranges.length === 0) return [];
    return (await this.objects.readRanges(key, ranges)).map((p) => p.toString('utf8'));
  }
}
