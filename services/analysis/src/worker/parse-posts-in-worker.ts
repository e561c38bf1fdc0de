import type { Readable } from 'node:stream';
import { Worker, type MessagePort } from 'node:worker_threads';
import type { PostColumns } from './analysis-messages.js';
import { builtWorkerScript } from '../package-dir.js';
import type {
  FromPostsParseWorker,
  PostsHandedOn,
  PostsParseWorkerData,
  ToPostsParseWorker,
  WantedOfPosts,
} from './posts-parse-messages.js';

/** Chunks of the file sent to the worker and not yet taken by it: bounds the bytes held between the two. */
const CHUNKS_IN_FLIGHT = 8;

/** The posts file is not a valid posts file (the message names the line, as PostsFileError's does). */
export class PostsParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PostsParseError';
  }
}

/**
 * The posts of a posts file (see @kizuna/proto posts-file), JSON-parsed in a worker thread and
 * handed back a few thousand at a time in file order. This thread only moves the file's bytes to
 * the worker: parsing half a million lines here held the event loop, which in embedded mode also
 * answers the HTTP API, for 100–500 ms at a time over 15 s. The worker runs at `nice`.
 */
export function parsePostsInWorker(readable: Readable, nice = 0): AsyncGenerator<PostColumns> {
  return parsedInWorker(readable, { nice }) as AsyncGenerator<PostColumns>;
}

/**
 * The same read, but the posts go from the worker to `to` (PostsPortMessage: an analysis
 * worker's `load-from` port), never through this thread; only what it wants of them is handed
 * back here (their texts, the chunks of their distinct term keys or how many), a few thousand
 * posts at a time in file order. `to` is transferred to the worker. A bad line fails here with
 * the same message.
 */
export function sendPostsFromWorker(
  readable: Readable,
  to: MessagePort,
  wanted: WantedOfPosts,
  nice = 0,
): AsyncGenerator<PostsHandedOn> {
  return parsedInWorker(readable, { nice, to, wanted }) as AsyncGenerator<PostsHandedOn>;
}

async function* parsedInWorker(
  readable: Readable,
  data: PostsParseWorkerData,
): AsyncGenerator<PostColumns | PostsHandedOn> {
  const worker = new Worker(postsParseWorkerPath(), {
    workerData: data,
    transferList: data.to ? [data.to] : [],
  });
  const arrived: (PostColumns | PostsHandedOn)[] = [];
  let failure: Error | null = null;
  let done = false;
  let inFlight = 0;
  // Two loops wait here: the one sending bytes and the one handing on posts.
  const waiting: (() => void)[] = [];
  const wakeUp = (): void => {
    for (const wake of waiting.splice(0)) wake();
  };
  const until = async (ready: () => boolean): Promise<void> => {
    while (!ready() && failure === null) await new Promise<void>((resolve) => waiting.push(resolve));
    if (failure) throw failure;
  };
  worker.on('message', (message: FromPostsParseWorker) => {
    if (message.kind === 'took') inFlight--;
    else if (message.kind === 'posts') arrived.push(message.posts);
    else if (message.kind === 'handed-on') arrived.push(message.handed);
    else if (message.kind === 'done') done = true;
    else failure = new PostsParseError(message.message);
    wakeUp();
  });
  worker.on('error', (error) => {
    failure ??= error;
    wakeUp();
  });
  worker.on('exit', (code) => {
    if (!done) failure ??= new Error(`posts parse worker exited early with code ${code}`);
    wakeUp();
  });
  const send = (message: ToPostsParseWorker, transfer: ArrayBuffer[] = []): void =>
    worker.postMessage(message, transfer);
  // The bytes are sent by a loop of their own, so posts parsed meanwhile are handed on at once.
  const feeding = (async () => {
    for await (const chunk of readable as AsyncIterable<Buffer>) {
      // Handed over without a copy when the chunk is the whole of its buffer (a file read stream's
      // are): copying 147 MB here doubled the memory this thread allocates for the read, and with
      // it its collections. A slice of a shared buffer (pooled, or a network read's) is copied first.
      const bytes =
        chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength ? chunk : new Uint8Array(chunk);
      send({ kind: 'bytes', bytes }, [bytes.buffer as ArrayBuffer]);
      inFlight++;
      await until(() => inFlight < CHUNKS_IN_FLIGHT);
    }
    send({ kind: 'end' });
  })().catch((error: unknown) => {
    failure ??= error instanceof Error ? error : new Error(String(error));
    wakeUp();
  });
  try {
    for (;;) {
      await until(() => arrived.length > 0 || done);
      if (arrived.length === 0) break;
      yield arrived.shift()!;
      // Posts that arrived meanwhile would otherwise be handed on in one go, without a turn of
      // the event loop between them (a generator resumes in microtasks).
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    await feeding;
    if (failure) throw failure;
  } finally {
    readable.destroy();
    await worker.terminate();
  }
}

/** The compiled worker (plain JavaScript at run time, also under Jest): see tokenizeWorkerPath. */
function postsParseWorkerPath(): string {
  return builtWorkerScript('posts parse worker', 'worker', 'posts-parse-worker.js');
}
