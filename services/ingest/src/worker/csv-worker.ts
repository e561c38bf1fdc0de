import { parentPort, workerData } from 'node:worker_threads';
import { createObjectStore } from '@kizuna/platform/objects';
import { giveWayToRequests, lowerThreadPriority } from '@kizuna/platform/threads';
import { inspectCsv } from '../csv/index.js';
import type { CsvJob, CsvWorkerData, FromCsvWorker } from './csv-job-messages.js';
import { buildReviewIndex } from '../review/build-review-index.js';
import { registerFirstPart, registerSecondPart, registerWhole } from './register-posts.js';
import { SplitFailed } from './second-part-link.js';
import { toThreadFailure } from './thread-failure.js';

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
  if (job.type === 'inspect')
    send({ type: 'done', result: await inspectCsv(() => objects.get(job.uploadKey), { onRows: progress }) });
  else if (job.type === 'review') {
    const foreground = job.giveWayTo;
    await buildReviewIndex(
      objects,
      job.postsKey,
      (percent) => send({ type: 'percent', percent }),
      foreground ? () => giveWayToRequests(foreground) : undefined,
    );
    send({ type: 'done', result: null });
  } else if (job.part?.role === 'second') {
    await registerSecondPart(objects, job, job.part, progress);
    send({ type: 'done', result: null });
  } else if (job.part) {
    try {
      send({ type: 'done', result: await registerFirstPart(objects, job, job.part, progress) });
    } catch (err) {
      if (!(err instanceof SplitFailed)) throw err;
      send({ type: 'split-failed', reason: err.message });
    }
  } else send({ type: 'done', result: await registerWhole(objects, job, progress) });
}

const { job, nice } = workerData as CsvWorkerData;
lowerThreadPriority(nice);
run(job).catch((err: unknown) => send({ type: 'failed', ...toThreadFailure(err) }));
