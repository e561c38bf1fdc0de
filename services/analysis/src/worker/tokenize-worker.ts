import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from '@kizuna/platform/threads';
import { createTokenizer } from '../engine/text/create-tokenizer.js';
import { Vocabulary } from '../engine/text/vocabulary.js';
import type {
  TokenizeChunkRequest,
  TokenizeChunkResult,
  TokenizeWorkerData,
  TokenizeWorkerMessage,
} from './tokenize-messages.js';

// Worker thread entry of tokenizeCorpus: loads kuromoji once, then tokenizes chunk after chunk.
const port = parentPort;
if (port === null) throw new Error('tokenize-worker must run as a worker thread');
lowerThreadPriority((workerData as TokenizeWorkerData).nice);

const post = (message: TokenizeWorkerMessage, transfer: ArrayBuffer[] = []): void =>
  port.postMessage(message, transfer);

try {
  const tokenizer = await createTokenizer();
  const vocabulary = new Vocabulary();

  port.on('message', (request: TokenizeChunkRequest) => {
    try {
      const known = vocabulary.size;
      const offsets = new Int32Array(request.texts.length + 1);
      const ids: number[] = [];
      request.texts.forEach((text, i) => {
        for (const term of tokenizer.tokenize(text)) ids.push(vocabulary.intern(term));
        offsets[i + 1] = ids.length;
      });
      const termIds = Int32Array.from(ids);
      const result: TokenizeChunkResult = {
        kind: 'result',
        chunk: request.chunk,
        newTerms: vocabulary.terms.slice(known),
        offsets,
        termIds,
      };
      post(result, [offsets.buffer, termIds.buffer]);
    } catch (error) {
      post({ kind: 'failure', message: String((error as Error).stack ?? error) });
    }
  });
  post({ kind: 'ready' });
} catch (error) {
  post({ kind: 'failure', message: `tokenizer failed to load: ${String((error as Error).stack ?? error)}` });
}
