import type { ExactKPartition } from '../engine/communities/exact-k-partition.js';
import type { PartitionPieces } from '../engine/partition-pieces.js';
import type { LeidenResult } from '../engine/communities/leiden.js';
import type { CsrGraph } from '../engine/network/csr-graph.js';
import type { TermMatrix } from '../engine/types.js';

/** What a partition worker computes exact-k partitions of: one prepared dataset, copied. */
export interface PartitionInputs {
  graph: CsrGraph;
  /** Leiden's partition of `graph` for `seed`. */
  natural: LeidenResult;
  seed: number;
  matrix: TermMatrix;
  postAuthor: Int32Array;
  postRetweetOf: Int32Array;
  users: number;
}

/** Analysis worker → partition worker. */
export type ToPartitionWorker = { type: 'inputs'; inputs: PartitionInputs } | { type: 'partition'; k: number };

/**
 * Partition worker → analysis worker: the partition and what follows from it alone, sent without
 * the vocabulary (the analysis worker holds the same one; see PartitionHelper).
 */
export type FromPartitionWorker =
  | { type: 'partitioned'; k: number; partition: ExactKPartition; pieces: PartitionPieces }
  | { type: 'failed'; k: number; message: string };
