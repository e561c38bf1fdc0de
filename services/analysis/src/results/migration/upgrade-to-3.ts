import type { ObjectStore } from '@kizuna/platform/objects';
import { resultKeys } from '../result-keys.js';
import { windowHasRelations } from '../window-codec.js';

type Json = Record<string, unknown>;

/**
 * Format 2 → 3 (stored/result-format.ts): nothing is rewritten; the run is checked to hold every
 * file format 3 requires. Those files are computed from the dataset by the analysis, so a run
 * saved before they existed cannot be completed from its own files: it fails here, is marked, and
 * answers errors.result_format_not_upgraded until it is analysed again.
 */
export async function upgradeTo3(objects: ObjectStore, processId: string, summary: Json): Promise<Json> {
  const missing: string[] = [];
  if (!(await objects.stat(resultKeys.membership(processId)))) missing.push('membership arrays');
  if (!(await objects.stat(resultKeys.relations(processId)))) missing.push('community relations');
  const windowKey = resultKeys.window(processId);
  const window = await objects.stat(windowKey);
  if (!window) missing.push('window index');
  else if (!(await windowHasRelations((start, end) => firstRange(objects, windowKey, start, end))))
    missing.push('interaction times in its window index');
  if (missing.length > 0) throw new Error(`saved before runs kept their ${missing.join(', ')}`);
  return summary;
}

async function firstRange(objects: ObjectStore, key: string, start: number, end: number): Promise<Buffer> {
  return (await objects.readRanges(key, [[start, end]]))[0];
}
