import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { DomainError } from '@kizuna/platform/errors';
import { createObjectStore, type ObjectStore } from '@kizuna/platform/objects';
import { giveWayToRequests, lowerThreadPriority } from '@kizuna/platform/threads';
import { NetworkUserCounter } from '@kizuna/proto/rules';
import { encodePostLine, inspectCsv, POSTS_FILE_CONTENT_TYPE, validateAndConvert } from '../csv/index.js';
import type { CsvJob, CsvWorkerData, FromCsvWorker, RegisterReport } from './csv-job-messages.js';
import { buildReviewIndex } from '../review/build-review-index.js';
import { LineStartsWriter } from '../review/line-starts.js';
import { LineChunks } from './line-chunks.js';
import { reviewKeys } from '../review/review-keys.js';

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
  } else send({ type: 'done', result: await register(objects, job) });
}

/**
 * Validates every row into the posts file, counting the network's users on the way (step 3 warns
 * of a k above them). The review screen's indexes are not built here: they are built after
 * registration, so the analysis does not wait for them (ReviewIndexes).
 */
async function register(objects: ObjectStore, job: Extract<CsvJob, { type: 'register' }>): Promise<RegisterReport> {
  const users = new NetworkUserCounter(job.relations);
  const starts = new LineStartsWriter();
  const lines = new LineChunks();
  // Room for a few chunks, so the next ones are made while the store writes the last.
  const out = new PassThrough({ highWaterMark: 1024 * 1024 });
  const write = async (chunks: Buffer[]): Promise<void> => {
    for (const chunk of chunks) if (!out.write(chunk)) await once(out, 'drain');
  };
  const saving = objects.put(job.postsKey, out, { contentType: POSTS_FILE_CONTENT_TYPE });
  saving.catch(() => undefined);
  try {
    const report = await validateAndConvert(
      open(objects, job.uploadKey),
      job.inspection,
      job.mapping,
      // Waited on only when a chunk is full: not a promise per post.
      (post) => {
        users.add(post.author, post.text);
        starts.add(lines.add(encodePostLine(post)));
        return lines.hasFull ? write(lines.takeFull()) : undefined;
      },
      progress,
    );
    await write(lines.takeAll());
    out.end();
    await saving;
    // Not the registration's failure when it cannot be written: Detail's pages in file order
    // then find the lines by reading the posts file, as for datasets registered before it existed.
    await objects
      .put(reviewKeys(job.postsKey).lineStarts, starts.bytes(), { contentType: 'application/octet-stream' })
      .catch(() => undefined);
    return { ...report, networkUsers: users.count };
  } catch (err) {
    out.destroy(err as Error);
    await saving.catch(() => undefined);
    await objects.delete(job.postsKey).catch(() => undefined);
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
