import { parentPort } from 'node:worker_threads';
import { partitionExactK } from '../engine/communities/exact-k-partition.js';
import { textGroupingFromPosts } from '../engine/communities/text-grouping-from-posts.js';
import type { TextGrouping } from '../engine/communities/text-grouping.js';
import { partitionPieces } from '../engine/partition-pieces.js';
import { userTermCounts, type UserTermCounts } from '../engine/text/user-keywords.js';
import type { FromPartitionWorker, PartitionInputs, ToPartitionWorker } from './partition-messages.js';

/**
 * Worker-thread entry, started by an analysis worker: computes the exact-k partitions of a
 * project's later runs (k = 6, 10 while k = 3 is written), and what follows from each partition
 * alone (PartitionPieces), on the core a run leaves free. The same pure functions on the same
 * inputs as in the analysis worker, so the result is the same.
 */
const port = parentPort;
if (!port) throw new Error('partition-worker must run in a worker thread');

let held: { inputs: PartitionInputs; text: TextGrouping; userTerms: UserTermCounts | null } | null = null;

port.on('message', (message: ToPartitionWorker) => {
  if (message.type === 'inputs') {
    const { matrix, postAuthor, users, postRetweetOf } = message.inputs;
    held = {
      inputs: message.inputs,
      text: textGroupingFromPosts(matrix, postAuthor, users, postRetweetOf),
      userTerms: null,
    };
    return;
  }
  const { k } = message;
  try {
    if (!held) throw new Error('no inputs');
    const state = held;
    const { graph, seed, natural, matrix, postAuthor, users } = state.inputs;
    const partition = partitionExactK({ graph, k, seed, text: state.text, natural });
    const userTerms = (): UserTermCounts => (state.userTerms ??= userTermCounts(matrix, postAuthor, users));
    const pieces = partitionPieces({ graph, matrix, postAuthor, userTerms }, partition, k);
    const { membership, classTerms, termsOfUsers } = pieces;
    const sent = {
      ...pieces,
      classTerms: { ...classTerms, vocabulary: [] },
      termsOfUsers: { ...termsOfUsers, vocabulary: [] },
    };
    const arrays = [
      partition.assignment,
      partition.placedByText,
      pieces.assignment,
      membership.offsets,
      membership.communities,
      membership.shares,
      classTerms.counts,
      classTerms.totals,
      termsOfUsers.offsets,
      termsOfUsers.terms,
      termsOfUsers.counts,
      termsOfUsers.scores,
    ];
    // Handed over, not copied (each buffer once: arrays may share one).
    const transfer = [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))];
    port.postMessage({ type: 'partitioned', k, partition, pieces: sent } satisfies FromPartitionWorker, transfer);
  } catch (err) {
    port.postMessage({
      type: 'failed',
      k,
      message: err instanceof Error ? err.message : String(err),
    } satisfies FromPartitionWorker);
  }
});
