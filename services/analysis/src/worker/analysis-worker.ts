import { parentPort } from 'node:worker_threads';
import { analyze } from '../engine/analyze.js';
import { AnalysisError } from '../engine/types.js';
import { fromColumns, type AnalysisRequestMessage, type AnalysisWorkerMessage } from './analysis-messages.js';

/** Worker-thread entry: one request in, progress messages and one result (or failure) out. */
const port = parentPort;
if (!port) throw new Error('analysis-worker must run in a worker thread');

port.once('message', (request: AnalysisRequestMessage) => {
  const send = (message: AnalysisWorkerMessage): void => port.postMessage(message);
  try {
    const result = analyze(fromColumns(request.posts), request.terms, request.options, (stage, percent) => send({ type: 'progress', stage, percent }));
    send({ type: 'done', result });
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    send({ type: 'failed', name: error.name, message: error.message, code: err instanceof AnalysisError ? err.code : null, stack: error.stack });
  }
});
