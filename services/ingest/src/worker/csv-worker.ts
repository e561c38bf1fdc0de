import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { DomainError } from '@kizuna/platform/errors';
import { createObjectStore, type ObjectStore } from '@kizuna/platform/objects';
import { lowerThreadPriority } from '@kizuna/platform/threads';
import { encodePostLine, inspectCsv, POSTS_FILE_CONTENT_TYPE, validateAndConvert } from '../csv/index.js';
import type { CsvJob, CsvWorkerData, FromCsvWorker } from './csv-job-messages.js';
import { encodeReviewIndex, ReviewIndexBuilder } from '../review/review-index.js';
import { reviewKeys } from '../review/review-keys.js';
import { buildSearchGrams } from '../review/search-grams.js';

/**
 * Worker-thread entry: runs one CSV job (inspection, or validating every row into the posts
 * file) off the event loop every service shares, reading and writing the object store itself.
 */
const port = parentPort;
if (!port) throw new Error('csv-worker must run in a worker thread');
const send = (message: FromCsvWorker): void => port.postMessage(message);
const progress = (rows: number): void => send({ type: 'progress', rows });

async function run(job: CsvJob): Promise<void> {
  const objects = await createObjectStore(job.objects);
  const open = () => objects.get(job.uploadKey);
  if (job.type === 'inspect') send({ type: 'done', result: await inspectCsv(open, { onRows: progress }) });
  else send({ type: 'done', result: await register(objects, job) });
}

async function register(objects: ObjectStore, job: Extract<CsvJob, { type: 'register' }>) {
  const out = new PassThrough();
  const saving = objects.put(job.postsKey, out, { contentType: POSTS_FILE_CONTENT_TYPE });
  saving.catch(() => undefined);
  // The review screen's index is built while the posts are written, so it is ready with them.
  const review = new ReviewIndexBuilder();
  const keys = reviewKeys(job.postsKey);
  try {
    const report = await validateAndConvert(
      open(objects, job.uploadKey),
      job.inspection,
      job.mapping,
      async (post) => {
        const line = encodePostLine(post);
        review.add(post, Buffer.byteLength(line));
        if (!out.write(line)) await once(out, 'drain');
      },
      progress,
    );
    out.end();
    await saving;
    if (report.rowsValid > 0) {
      const { index, searchText } = review.build();
      await objects.put(keys.index, encodeReviewIndex(index), { contentType: 'application/octet-stream' });
      await objects.put(keys.search, searchText, { contentType: 'text/plain; charset=utf-8' });
      await objects.put(keys.grams, buildSearchGrams(review.searchLines()), {
        contentType: 'application/octet-stream',
      });
    }
    return report;
  } catch (err) {
    out.destroy(err as Error);
    await saving.catch(() => undefined);
    await objects.delete(job.postsKey).catch(() => undefined);
    await objects.delete(keys.index).catch(() => undefined);
    await objects.delete(keys.search).catch(() => undefined);
    await objects.delete(keys.grams).catch(() => undefined);
    throw err;
  }
}

function open(objects: ObjectStore, key: string) {
  return () => objects.get(key);
}

const { job, nice } = workerData as CsvWorkerData;
lowerThreadPriority(nice);
run(job).catch((err: unknown) => {
  const domain = err instanceof DomainError;
  send({
    type: 'failed',
    code: domain ? err.code : null,
    message: err instanceof Error ? err.message : String(err),
    params: domain ? err.params : {},
  });
});
