import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from '@kizuna/platform/threads';
import { analyzePrepared } from '../engine/analyze.js';
import { prepareAnalysis, type PreparedAnalysis } from '../engine/prepare-analysis.js';
import { AnalysisError, type Post, type ProgressListener, type TermMatrix } from '../engine/types.js';
import { encodeWindow } from '../results/window-codec.js';
import { encodeRun, encodedRunBuffers } from '../results/encoded-run.js';
import {
  fromColumns,
  type AnalysisWorkerData,
  type FromAnalysisWorker,
  type ToAnalysisWorker,
} from './analysis-messages.js';
import { collectGarbage } from './collect-garbage.js';

/**
 * Worker-thread entry. Holds one dataset (posts and terms) and what was prepared from it per
 * relation set, so the runs of one project (k = 3, 6, 10) parse and build the network once.
 */
const port = parentPort;
if (!port) throw new Error('analysis-worker must run in a worker thread');
lowerThreadPriority((workerData as AnalysisWorkerData).nice);

let dataset: { key: string; posts: Post[]; terms: TermMatrix; prepared: Map<string, PreparedAnalysis> } | null = null;

port.on('message', (message: ToAnalysisWorker) => {
  if (message.type === 'load') {
    dataset = { key: message.datasetKey, posts: fromColumns(message.posts), terms: message.terms, prepared: new Map() };
  } else if (message.type === 'unload') {
    dataset = null;
    collectGarbage();
  } else {
    run(message);
    // The result has been sent (copied): its garbage goes now, not on top of the next run's.
    collectGarbage();
  }
});

function run({ id, datasetKey, options, withWindowTexts }: Extract<ToAnalysisWorker, { type: 'run' }>): void {
  const send = (msg: FromAnalysisWorker): void => port!.postMessage(msg);
  const report: ProgressListener = (stage, percent) => send({ type: 'progress', id, stage, percent });
  try {
    if (!dataset || dataset.key !== datasetKey) throw new Error(`dataset ${datasetKey} is not loaded in this worker`);
    const relationsKey = options.relations.join();
    let prepared = dataset.prepared.get(relationsKey);
    if (prepared) {
      for (const stage of ['parse', 'network'] as const) {
        report(stage, 0);
        report(stage, 100);
      }
    } else {
      prepared = prepareAnalysis(dataset.posts, dataset.terms, options.relations, report);
      dataset.prepared.set(relationsKey, prepared);
    }
    const { window, ...result } = analyzePrepared(prepared, options, report);
    // Encoded here and handed over without copying: the main thread only writes the bytes.
    const run = encodeRun(result);
    const encodedWindow = window ? encodeWindow(window, withWindowTexts) : null;
    const buffers = encodedRunBuffers(run);
    port!.postMessage({ type: 'done', id, run, window: encodedWindow } satisfies FromAnalysisWorker, buffers);
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    send({
      type: 'failed',
      id,
      name: error.name,
      message: error.message,
      code: err instanceof AnalysisError ? err.code : null,
      stack: error.stack,
    });
  }
}
