import { parentPort } from 'node:worker_threads';
import { KeepRecent } from '@kizuna/platform/cache';
import { findCoordination, indexCoordinationInputs, type CoordinationInputs } from '../../engine/coordination/index.js';
import { decodeCoordinationInputs } from './coordination-codec.js';
import { warmUpCoordination } from './coordination-warm-up.js';
import type { FromCoordinationWorker, ToCoordinationWorker } from './coordination-messages.js';

/**
 * Worker-thread entry, started by the analysis service's CoordinationThread: holds the coordination
 * inputs of the projects whose settings are being moved and answers at other settings than the
 * defaults. Off the main thread, decoding and indexing a 550k-post project (0.3-0.5 s) no longer
 * holds the service's other answers, and the sweep's code stays compiled here between questions:
 * on the main thread a first question after a run ran its code cold, 2-4 times slower than later
 * ones (docs/coordination.md).
 */
const port = parentPort;
if (!port) throw new Error('coordination-worker must run in a worker thread');

/** Projects whose inputs are kept, most recently asked last: a user moves one project's settings, now and then another's. */
const HELD = 2;
/** Let go after this long without a question, as the main thread's caches are. */
const IDLE_MS = 10 * 60 * 1000;
const held = new KeepRecent<CoordinationInputs>(IDLE_MS, HELD);

function reply(message: FromCoordinationWorker): void {
  port!.postMessage(message);
}

port.on('message', async (message: ToCoordinationWorker) => {
  try {
    if (message.type === 'load') {
      // Loaded synchronously (the next message finds it held), or the one held already.
      if (message.replace) held.forget(message.datasetId);
      await held.get(message.datasetId, async () => {
        const inputs = decodeCoordinationInputs(message.bytes);
        while (!indexCoordinationInputs(inputs));
        if (message.warmUp) warmUpCoordination(inputs);
        return inputs;
      });
      return reply({ type: 'held', id: message.id });
    }
    const inputs = held.peek(message.datasetId);
    if (!inputs) return reply({ type: 'missing', id: message.id });
    if (message.type === 'holds') return reply({ type: 'held', id: message.id });
    reply({ type: 'answer', id: message.id, result: findCoordination(await inputs, message.settings) });
  } catch (err) {
    reply({ type: 'failed', id: message.id, message: err instanceof Error ? err.message : String(err) });
  }
});
