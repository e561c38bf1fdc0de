import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { FailureCode, JobFailure } from '../../failures/job-failure.js';

/** The key, once it is known to exist; a missing result file means the result does not exist. */
export async function existingKey(objects: ObjectStore, key: string): Promise<string> {
  if (!(await objects.stat(key))) throw new DomainError(ErrorCode.NotFound, 'This result does not exist.');
  return key;
}

export async function readJson<T>(objects: ObjectStore, key: string): Promise<T> {
  return JSON.parse((await objects.getBuffer(await existingKey(objects, key))).toString('utf8')) as T;
}

/** The parsed file, or null where it is absent (one stat, then one read). */
export async function readJsonIfAny<T>(objects: ObjectStore, key: string): Promise<T | null> {
  if (!(await objects.stat(key))) return null;
  return JSON.parse((await objects.getBuffer(key)).toString('utf8')) as T;
}

/** Writes a file of a run being saved; a failed write fails the run with the step's code. */
export async function putJson(objects: ObjectStore, key: string, body: unknown, failure: FailureCode): Promise<void> {
  try {
    await objects.put(key, JSON.stringify(body), { contentType: 'application/json' });
  } catch (err) {
    throw savingFailed(key, err, failure);
  }
}

export async function putBytes(
  objects: ObjectStore,
  key: string,
  body: Uint8Array,
  failure: FailureCode,
  contentType = 'application/octet-stream',
): Promise<void> {
  try {
    await objects.put(key, Buffer.from(body.buffer, body.byteOffset, body.byteLength), { contentType });
  } catch (err) {
    throw savingFailed(key, err, failure);
  }
}

function savingFailed(key: string, err: unknown, failure: FailureCode): JobFailure {
  return new JobFailure(failure, `saving ${key} failed: ${err instanceof Error ? err.message : String(err)}`, {
    cause: err,
  });
}
