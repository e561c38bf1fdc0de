import { Worker } from 'node:worker_threads';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { CoordinationResult, CoordinationSettings } from '../../engine/coordination/index.js';
import { builtWorkerScript } from '../../package-dir.js';
import type { FromCoordinationWorker, ToCoordinationWorker } from './coordination-messages.js';

/** A message to the thread before its id is given (each kind keeping its own fields). */
type Ask = ToCoordinationWorker extends infer M ? (M extends unknown ? Omit<M, 'id'> : never) : never;

interface Waiting {
  worker: Worker;
  resolve: (reply: FromCoordinationWorker) => void;
  reject: (err: Error) => void;
}

/**
 * The thread that holds projects' coordination inputs and answers at other settings than the
 * defaults (coordination-worker.ts), started at the first such question. A thread that stops
 * (crashed) fails what it was asked and is started again at the next question, holding nothing.
 */
@Injectable()
export class CoordinationThread implements OnApplicationShutdown {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  /**
   * Hands a project's stored inputs to the thread (transferred when they own their memory: not to
   * be used after). Read ahead, with no question waiting, the thread warms up on them before it
   * says it holds them.
   */
  async load(datasetId: string, bytes: Uint8Array, { readAhead = false, replace = false } = {}): Promise<void> {
    const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
    await this.ask({ type: 'load', datasetId, bytes: owned, warmUp: readAhead, replace }, [
      owned.buffer as ArrayBuffer,
    ]);
  }

  /** Whether the thread holds the project's inputs. */
  async holds(datasetId: string): Promise<boolean> {
    return (await this.ask({ type: 'holds', datasetId })).type === 'held';
  }

  /** The answer at these settings; null when the thread does not hold the project's inputs (load them first). */
  async answer(datasetId: string, settings: CoordinationSettings): Promise<CoordinationResult | null> {
    const reply = await this.ask({ type: 'answer', datasetId, settings });
    return reply.type === 'answer' ? reply.result : null;
  }

  async onApplicationShutdown(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.stopped(worker);
    await worker.terminate();
  }

  private ask(message: Ask, transfer: ArrayBuffer[] = []): Promise<FromCoordinationWorker> {
    const id = this.nextId++;
    const worker = this.thread();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, {
        worker,
        resolve: (reply) =>
          reply.type === 'failed' ? reject(new Error(`coordination: ${reply.message}`)) : resolve(reply),
        reject,
      });
      worker.postMessage({ ...message, id } as ToCoordinationWorker, transfer);
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(
      builtWorkerScript('coordination worker', 'results', 'coordination', 'coordination-worker.js'),
    );
    // The service's lifetime is its server's: an idle thread holding inputs does not keep it.
    worker.unref();
    worker.on('message', (reply: FromCoordinationWorker) => {
      this.waiting.get(reply.id)?.resolve(reply);
      this.waiting.delete(reply.id);
    });
    worker.on('error', (err) => this.stopped(worker, err));
    worker.on('exit', () => this.stopped(worker));
    this.worker = worker;
    return worker;
  }

  /** What was asked of a thread that stopped fails; the next question starts another. */
  private stopped(worker: Worker, err = new Error('coordination: the thread stopped before it answered')): void {
    if (this.worker === worker) this.worker = null;
    for (const [id, waiting] of this.waiting)
      if (waiting.worker === worker) {
        this.waiting.delete(id);
        waiting.reject(err);
      }
  }
}
