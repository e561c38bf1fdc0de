import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { parsePostsFileBatches, type PostRecord } from '@kizuna/proto';
import { lowerThreadPriority } from '@kizuna/platform/threads';
import { termKey } from '../engine/text/post-text.js';
import { toColumns, type PostsPortMessage } from './analysis-messages.js';
import type { FromPostsParseWorker, PostsParseWorkerData, ToPostsParseWorker } from './posts-parse-messages.js';

// Worker thread entry of parsePostsInWorker: JSON-parses the posts file's lines off the main
// thread, whose event loop also answers the HTTP API in embedded mode. The same parser as a
// read in the main thread (parsePostsFileBatches), so the posts are the same. Given a port (`to`),
// the posts go there, to an analysis worker, and the main thread gets only their texts, their
// term keys (computed here: normalizing half a million texts is a second of work) or a count.
const port = parentPort;
if (port === null) throw new Error('posts-parse-worker must run as a worker thread');
const { nice, to, wanted = 'texts' } = workerData as PostsParseWorkerData;
lowerThreadPriority(nice);

const post = (message: FromPostsParseWorker, transfer: ArrayBuffer[] = []): void => port.postMessage(message, transfer);

/** Posts per message: a few milliseconds of the main thread's time to take in, so it is never held long. */
const POSTS_PER_MESSAGE = 2_000;

const queue: ToPostsParseWorker[] = [];
let wake: (() => void) | null = null;
port.on('message', (message: ToPostsParseWorker) => {
  queue.push(message);
  wake?.();
  wake = null;
});

/** The file's bytes as they come from the reader, each acknowledged once taken (the reader's flow control). */
async function* incoming(): AsyncGenerator<Uint8Array> {
  for (;;) {
    while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    const next = queue.shift()!;
    if (next.kind === 'end') return;
    post({ kind: 'took' });
    yield next.bytes;
  }
}

let sent = 0;

function send(records: PostRecord[]): void {
  const posts = toColumns(records);
  const buffers = [posts.rows.buffer, posts.times.buffer, posts.followers.buffer] as ArrayBuffer[];
  sent += records.length;
  if (!to) {
    post({ kind: 'posts', posts }, buffers);
    return;
  }
  to.postMessage({ kind: 'posts', posts } satisfies PostsPortMessage, buffers);
  const values = wanted === 'texts' ? posts.texts : wanted === 'keys' ? posts.texts.map(termKey) : [];
  post({ kind: 'handed-on', handed: { count: records.length, values } });
}

async function parse(): Promise<void> {
  let pending: PostRecord[] = [];
  for await (const batch of parsePostsFileBatches(Readable.from(incoming(), { objectMode: false })))
    for (const record of batch) {
      pending.push(record);
      if (pending.length === POSTS_PER_MESSAGE) {
        send(pending);
        pending = [];
      }
    }
  if (pending.length > 0) send(pending);
  if (to) {
    to.postMessage({ kind: 'end', count: sent } satisfies PostsPortMessage);
    to.close();
  }
  post({ kind: 'done' });
}

parse().catch((error: unknown) =>
  post({ kind: 'failure', message: error instanceof Error ? error.message : String(error) }),
);
