import { Worker } from 'node:worker_threads';
import type { ExactKPartition } from '../engine/communities/exact-k-partition.js';
import type { PartitionPieces } from '../engine/partition-pieces.js';
import type { PreparedAnalysis } from '../engine/prepare-analysis.js';
import { builtWorkerScript } from '../package-dir.js';
import type { FromPartitionWorker, ToPartitionWorker } from './partition-messages.js';

/** The compiled partition worker (worker threads run plain JavaScript: see analysisWorkerPath). */
export function partitionWorkerPath(): string {
  return builtWorkerScript('partition worker', 'worker', 'partition-worker.js');
}

/** A partition computed ahead, with what follows from it alone. */
export interface PartitionAhead {
  partition: ExactKPartition;
  pieces: PartitionPieces;
}

/**
 * Computes the partitions of a dataset's coming runs in a thread of its own while the current run
 * goes on (used by the analysis worker), and what follows from each alone (the users' keywords,
 * membership scores, the communities' term counts): the k-dependent steps that took half of each
 * run move off its path. A partition that fails or never comes is computed by the run itself.
 */
export class PartitionHelper {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Promise<PartitionAhead | null>>();
  private readonly settle = new Map<number, (ahead: PartitionAhead | null) => void>();

  constructor(
    prepared: PreparedAnalysis,
    readonly seed: number,
  ) {
    this.worker = new Worker(partitionWorkerPath());
    this.worker.unref();
    // The pieces come without the vocabulary: this thread's own is the same.
    const { vocabulary } = prepared.matrix;
    this.worker.on('message', (message: FromPartitionWorker) => {
      let ahead: PartitionAhead | null = null;
      if (message.type === 'partitioned') {
        const { partition, pieces } = message;
        ahead = {
          partition,
          pieces: {
            ...pieces,
            classTerms: { ...pieces.classTerms, vocabulary },
            termsOfUsers: { ...pieces.termsOfUsers, vocabulary },
          },
        };
      }
      this.settle.get(message.k)?.(ahead);
      this.settle.delete(message.k);
    });
    const fail = (): void => {
      for (const settle of this.settle.values()) settle(null);
      this.settle.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', fail);
    const { graph, matrix, network } = prepared;
    // Copies: the worker owns what it is sent, this thread keeps its own.
    const inputs: ToPartitionWorker = {
      type: 'inputs',
      inputs: {
        graph,
        natural: prepared.naturalPartition(seed),
        seed,
        matrix,
        postAuthor: network.postAuthor,
        postRetweetOf: network.postRetweetOf,
        users: network.names.length,
      },
    };
    this.worker.postMessage(inputs);
  }

  /** Starts computing the partitions for these k (each once). */
  request(ks: readonly number[]): void {
    for (const k of ks) {
      if (this.pending.has(k)) continue;
      this.pending.set(k, new Promise((resolve) => this.settle.set(k, resolve)));
      this.worker.postMessage({ type: 'partition', k } satisfies ToPartitionWorker);
    }
  }

  /** The partition for k when it was requested (null if it failed); undefined when it was not. */
  take(k: number): Promise<PartitionAhead | null> | undefined {
    const partition = this.pending.get(k);
    this.pending.delete(k);
    return partition;
  }

  /** Whether partitions are still to be taken. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}
