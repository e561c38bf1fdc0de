import type { MessagePort } from 'node:worker_threads';
import { encodePostLine, type CleanPost, type PartReport } from '../csv/index.js';
import { NetworkUserCounter } from '@kizuna/proto/rules';
import type { FromSecondPart } from './csv-job-messages.js';
import { LineChunks } from './line-chunks.js';
import { toThreadFailure } from './thread-failure.js';

/**
 * The second part's lines are gathered in chunks this large, not the first part's 256 kB: the
 * first part holds them all until its own rows are written, then lets them go. Chunks above
 * glibc's largest mmap threshold (32 MiB) are mapped and unmapped on their own; smaller ones
 * came from the thread's malloc arena, which kept the memory once they were freed (the process
 * 70 MB larger after two registrations of 145 MB, against 15 MB in one part).
 */
const SECOND_PART_CHUNK_BYTES = 33 * 1024 * 1024;

/** The two parts of a registration cannot be joined: it is run again in one part. */
export class SplitFailed extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SplitFailed';
  }
}

/**
 * The second part's side of the port: where the part starts, its posts-file lines (UTF-8 chunks
 * of about 256 kB, moved without a copy) and its network users, then its report or its failure.
 */
export class SecondPartOutbox {
  readonly users: NetworkUserCounter;
  private readonly lines = new LineChunks(SECOND_PART_CHUNK_BYTES);
  private lineBytes: number[] = [];

  constructor(
    private readonly port: MessagePort,
    relations: string[],
  ) {
    this.users = new NetworkUserCounter(relations);
  }

  split(at: number, rowsBefore: number): void {
    this.send({ kind: 'split', at, rowsBefore });
  }

  /** The next valid post of the part (convertRows' sink). */
  readonly add = (post: CleanPost): void => {
    this.users.add(post.author, post.text);
    this.lineBytes.push(this.lines.add(encodePostLine(post)));
    if (this.lines.hasFull) this.sendLines(this.lines.takeFull());
  };

  end(report: PartReport): void {
    this.sendLines(this.lines.takeAll());
    this.send({ kind: 'end', report, users: this.users.keys() });
  }

  failed(error: unknown): void {
    this.send({ kind: 'failed', ...toThreadFailure(error) });
  }

  /** The filled chunks, and the lengths of every line added since the last (the order is all the receiver needs). */
  private sendLines(chunks: Buffer[]): void {
    if (chunks.length === 0) return;
    const lineBytes = Int32Array.from(this.lineBytes);
    this.lineBytes = [];
    const own = chunks.map(ownBuffer);
    this.port.postMessage({ kind: 'lines', chunks: own, lineBytes } satisfies FromSecondPart, [
      ...own.map((chunk) => chunk.buffer as ArrayBuffer),
      lineBytes.buffer,
    ]);
  }

  private send(message: FromSecondPart): void {
    this.port.postMessage(message);
  }
}

/** A chunk moved to another thread takes its whole ArrayBuffer along: never Node's shared pool. */
function ownBuffer(chunk: Buffer): Uint8Array {
  return chunk.buffer.byteLength > Buffer.poolSize ? chunk : new Uint8Array(chunk);
}

/**
 * The first part's side of the port: the second part's messages kept in order until the first
 * part has written its own posts. The port closing before the second part's end (its worker lost)
 * fails the split.
 */
export class SecondPartInbox {
  /** Where the second part starts, and the data rows it counted before that. */
  readonly split: Promise<{ at: number; rowsBefore: number }>;
  private readonly queue: FromSecondPart[] = [];
  private closed = false;
  private wake: (() => void) | null = null;
  private resolveSplit!: (split: { at: number; rowsBefore: number }) => void;
  private rejectSplit!: (error: Error) => void;

  constructor(private readonly port: MessagePort) {
    this.split = new Promise<{ at: number; rowsBefore: number }>((resolve, reject) => {
      this.resolveSplit = resolve;
      this.rejectSplit = reject;
    });
    this.split.catch(() => undefined);
    port.on('message', (message: FromSecondPart) => {
      if (message.kind === 'split') this.resolveSplit({ at: message.at, rowsBefore: message.rowsBefore });
      else this.queue.push(message);
      this.wakeUp();
    });
    port.on('close', () => {
      this.closed = true;
      this.rejectSplit(new SplitFailed('the second part ended before it found where it starts'));
      this.wakeUp();
    });
  }

  /** The second part's next message after `split`. */
  async next(): Promise<Exclude<FromSecondPart, { kind: 'split' }>> {
    for (;;) {
      const message = this.queue.shift();
      if (message) return message as Exclude<FromSecondPart, { kind: 'split' }>;
      if (this.closed) throw new SplitFailed('the second part ended before its last posts');
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  close(): void {
    this.port.close();
  }

  private wakeUp(): void {
    this.wake?.();
    this.wake = null;
  }
}
