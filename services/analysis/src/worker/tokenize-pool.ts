import { Worker } from 'node:worker_threads';
import type { ChunkTerms } from '../engine/text/tokenize-corpus.js';
import type { Vocabulary } from '../engine/text/vocabulary.js';
import type { TokenizeChunkRequest, TokenizeWorkerData, TokenizeWorkerMessage } from './tokenize-messages.js';
import { tokenizeWorkerPath } from './tokenize-worker-path.js';

/**
 * Tokenizes chunks of texts on worker threads, giving the next chunk to whichever worker is
 * free, so fast English chunks and slow Japanese ones even out. Workers are stopped before the
 * promise settles. Term ids in the results are ids of `vocabulary`, interned in arrival order.
 * The workers run at `nice` (0: the caller's priority). Each chunk is emptied once sent (the
 * worker has its copy), so the caller's texts are let go as the work goes.
 */
export function tokenizeInWorkers(
  chunks: string[][],
  threads: number,
  vocabulary: Vocabulary,
  onChunkDone?: (textsDone: number) => void,
  nice = 0,
): Promise<ChunkTerms[]> {
  if (chunks.length === 0) return Promise.resolve([]);
  const script = tokenizeWorkerPath();
  return new Promise((resolve, reject) => {
    const results = new Array<ChunkTerms>(chunks.length);
    const sizes = chunks.map((chunk) => chunk.length);
    const workers: Worker[] = [];
    let nextChunk = 0;
    let chunksDone = 0;
    let textsDone = 0;
    let settled = false;
    const settle = (outcome: () => void): void => {
      settled = true;
      void Promise.all(workers.map((worker) => worker.terminate())).then(outcome, outcome);
    };
    const fail = (error: Error): void => {
      if (!settled) settle(() => reject(error));
    };

    for (let w = 0; w < Math.min(threads, chunks.length); w++) {
      const worker = new Worker(script, { workerData: { nice } satisfies TokenizeWorkerData });
      workers.push(worker);
      // The worker's own term ids → the caller's vocabulary ids.
      const toShared: number[] = [];
      const sendNext = (): void => {
        if (nextChunk >= chunks.length) return;
        const chunk = nextChunk++;
        const request: TokenizeChunkRequest = { kind: 'chunk', chunk, texts: chunks[chunk] };
        worker.postMessage(request);
        chunks[chunk] = [];
      };
      worker.on('message', (message: TokenizeWorkerMessage) => {
        if (settled) return;
        if (message.kind === 'ready') {
          sendNext();
        } else if (message.kind === 'failure') {
          fail(new Error(`tokenize worker failed: ${message.message}`));
        } else {
          for (const term of message.newTerms) toShared.push(vocabulary.intern(term));
          const ids = message.termIds;
          for (let j = 0; j < ids.length; j++) ids[j] = toShared[ids[j]];
          results[message.chunk] = { offsets: message.offsets, termIds: ids, skipped: message.skipped };
          chunksDone++;
          textsDone += sizes[message.chunk];
          onChunkDone?.(textsDone);
          if (chunksDone === chunks.length) settle(() => resolve(results));
          else sendNext();
        }
      });
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`tokenize worker exited early with code ${code}`)));
    }
  });
}
