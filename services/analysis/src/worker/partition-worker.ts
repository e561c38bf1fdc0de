import { parentPort } from 'node:worker_threads';
import { partitionExactK } from '../engine/communities/exact-k-partition.js';
import { textGroupingFromPosts } from '../engine/communities/text-grouping-from-posts.js';
import type { TextGrouping } from '../engine/communities/text-grouping.js';
import type { FromPartitionWorker, PartitionInputs, ToPartitionWorker } from './partition-messages.js';

/**
 * Worker-thread entry, started by an analysis worker: computes the exact-k partitions of a
 * project's later runs (k = 6, 10 while k = 3 is written), on the core a run leaves free. The same
 * pure function on the same inputs as in the analysis worker, so the result is the same.
 */
const port = parentPort;
if (!port) throw new Error('partition-worker must run in a worker thread');

let held: { inputs: PartitionInputs; text: TextGrouping } | null = null;

port.on('message', (message: ToPartitionWorker) => {
  if (message.type === 'inputs') {
    const { matrix, postAuthor, users, postRetweetOf } = message.inputs;
    held = { inputs: message.inputs, text: textGroupingFromPosts(matrix, postAuthor, users, postRetweetOf) };
    return;
  }
  const { k } = message;
  try {
    if (!held) throw new Error('no inputs');
    const { graph, seed, natural } = held.inputs;
    const partition = partitionExactK({ graph, k, seed, text: held.text, natural });
    port.postMessage({ type: 'partitioned', k, partition } satisfies FromPartitionWorker, [
      partition.assignment.buffer as ArrayBuffer,
      partition.placedByText.buffer as ArrayBuffer,
    ]);
  } catch (err) {
    port.postMessage({
      type: 'failed',
      k,
      message: err instanceof Error ? err.message : String(err),
    } satisfies FromPartitionWorker);
  }
});
