import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from '@kizuna/platform/threads';
import { createTokenizer, type PostTokenizer } from '../engine/text/create-tokenizer.js';
import { tokenizeTexts } from '../engine/text/tokenize-texts.js';
import { Vocabulary } from '../engine/text/vocabulary.js';
import { collectGarbageEvery } from './collect-garbage.js';
import type {
  TokenizeChunkRequest,
  TokenizeChunkResult,
  TokenizeWorkerData,
  TokenizeWorkerMessage,
  ToTokenizeWorker,
} from './tokenize-messages.js';

// Worker thread entry of tokenizeCorpus: receives the shared dictionary tables, then tokenizes
// chunk after chunk.
const port = parentPort;
if (port === null) throw new Error('tokenize-worker must run as a worker thread');
lowerThreadPriority((workerData as TokenizeWorkerData).nice);

const post = (message: TokenizeWorkerMessage, transfer: ArrayBuffer[] = []): void =>
  port.postMessage(message, transfer);

let tokenizer: PostTokenizer | null = null;
const vocabulary = new Vocabulary();
// Each chunk leaves a few MB of garbage; left to V8, two workers held about 600 MB of it
// (a full collection every 32 MB costs about 0.4 s per 50 chunks). The analysis worker holds
// the posts and builds the network meanwhile, so every MB here counts toward the peak.
const collect = collectGarbageEvery(32);

port.on('message', (message: ToTokenizeWorker) => {
  if (message.kind === 'tables') {
    createTokenizer({ ipadic: message.tables }).then(
      (made) => {
        tokenizer = made;
        post({ kind: 'ready' });
      },
      (error: unknown) =>
        post({ kind: 'failure', message: `tokenizer failed to load: ${String((error as Error).stack ?? error)}` }),
    );
    return;
  }
  tokenizeChunk(message);
});

function tokenizeChunk(request: TokenizeChunkRequest): void {
  try {
    if (tokenizer === null) throw new Error('a chunk came before the dictionary tables');
    const known = vocabulary.size;
    // A text a step cannot handle is skipped and reported, not a failure of the chunk.
    const { offsets, termIds, skipped } = tokenizeTexts(tokenizer, request.texts, vocabulary);
    const result: TokenizeChunkResult = {
      kind: 'result',
      chunk: request.chunk,
      newTerms: vocabulary.terms.slice(known),
      offsets,
      termIds,
      skipped,
    };
    post(result, [offsets.buffer as ArrayBuffer, termIds.buffer as ArrayBuffer]);
    collect();
  } catch (error) {
    post({ kind: 'failure', message: String((error as Error).stack ?? error) });
  }
}
