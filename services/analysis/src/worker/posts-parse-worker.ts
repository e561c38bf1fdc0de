import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { parsePostsFileBatches, type PostRecord } from '@kizuna/proto/datasets';
import { lowerThreadPriority } from '@kizuna/platform/threads';
import { CorpusKeys } from '../engine/text/corpus-keys.js';
import { toColumns, type PostsPortMessage } from './analysis-messages.js';
import type { FromPostsParseWorker, PostsParseWorkerData, ToPostsParseWorker } from './posts-parse-messages.js';

// Worker thread entry of parsePostsInWorker: JSON-parses the posts file's lines off the main
// thread, whose event loop also answers the HTTP API in embedded mode. The same parser as a
// read in the main thread (parsePostsFileBatches), so the posts are the same. Given a port (`to`),
// the posts go there, to an analysis worker, and the main thread gets only their texts, the
// chunks of distinct term keys to tokenize, or a count. The keys are deduplicated here too
// (CorpusKeys): a map of half a million keys on the main thread held its event loop for 0.1–0.5 s
// at a time (the map's growth and the collections of a young generation it pointed into).
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
/** `chunks` wanted: the corpus's distinct keys, numbered and chunked as the main thread's own CorpusKeys would. */
const corpus = wanted === 'chunks' ? new CorpusKeys() : null;

function send(records: PostRecord[]): void {
  const posts = toColumns(records);
  const buffers = [posts.rows.buffer, posts.times.buffer, posts.followers.buffer] as ArrayBuffer[];
  sent += records.length;
  if (!to) {
    post({ kind: 'posts', posts }, buffers);
    return;
  }
  to.postMessage({ kind: 'posts', posts } satisfies PostsPortMessage, buffers);
  if (corpus) {
    const chunks: string[][] = [];
    for (const text of posts.texts) {
      const full = corpus.add(text);
      if (full) chunks.push(full);
    }
    post({ kind: 'handed-on', handed: { count: records.length, values: [], chunks } });
    return;
  }
  post({ kind: 'handed-on', handed: { count: records.length, values: wanted === 'texts' ? posts.texts : [] } });
}

/** `chunks` wanted: the last chunk and each post's key index, after the last posts. */
function sealCorpus(corpus: CorpusKeys): void {
  const last = corpus.seal();
  const keyIndex = corpus.keyIndex();
  post({ kind: 'handed-on', handed: { count: 0, values: [], chunks: last ? [last] : [], keyIndex } }, [
    keyIndex.buffer as ArrayBuffer,
  ]);
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
  if (corpus) sealCorpus(corpus);
  post({ kind: 'done' });
}

parse().catch((error: unknown) =>
  post({ kind: 'failure', message: error instanceof Error ? error.message : String(error) }),
);
