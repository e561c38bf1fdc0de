import { Worker } from 'node:worker_threads';
import { asTermMatrix, type DocTerms } from '../engine/text/term-matrix.js';
import { AnalysisError, type AnalysisOptions, type AnalysisResult, type Post, type ProgressListener } from '../engine/types.js';
import { toColumns, type AnalysisRequestMessage, type AnalysisWorkerMessage } from './analysis-messages.js';
import { analysisWorkerPath } from './analysis-package-dir.js';

export interface AnalysisRequest {
  posts: readonly Post[];
  terms: DocTerms;
  options: AnalysisOptions;
}

/**
 * Runs `analyze` in a worker thread so the service's event loop stays free; several calls run in
 * parallel on separate threads. Posts and terms travel as columns and typed arrays (transferred,
 * not copied). An AnalysisError in the worker rejects with an AnalysisError of the same code.
 */
export function runAnalysisInWorker(request: AnalysisRequest, onProgress?: ProgressListener): Promise<AnalysisResult> {
  const posts = toColumns(request.posts);
  const terms = asTermMatrix(request.terms);
  // The worker gets its own copy of the term arrays, so the caller's (possibly cached) matrix stays usable.
  const message: AnalysisRequestMessage = {
    posts,
    terms: { vocabulary: terms.vocabulary, offsets: terms.offsets.slice(), termIds: terms.termIds.slice() },
    options: request.options,
  };
  const transfer = [posts.rows.buffer, posts.times.buffer, posts.followers.buffer, message.terms.offsets.buffer, message.terms.termIds.buffer] as ArrayBuffer[];
  return new Promise<AnalysisResult>((resolve, reject) => {
    const worker = new Worker(analysisWorkerPath());
    let settled = false;
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      outcome();
    };
    worker.on('message', (msg: AnalysisWorkerMessage) => {
      if (msg.type === 'progress') onProgress?.(msg.stage, msg.percent);
      else if (msg.type === 'done') finish(() => resolve(msg.result));
      else
        finish(() => {
          const error = msg.code !== null ? new AnalysisError(msg.code, msg.message) : Object.assign(new Error(msg.message), { name: msg.name });
          if (msg.stack) error.stack = msg.stack;
          reject(error);
        });
    });
    worker.on('error', (err) => finish(() => reject(err)));
    worker.on('exit', (code) => finish(() => reject(new Error(`analysis worker exited with code ${code} before answering`))));
    worker.postMessage(message, transfer);
  });
}
