import type { Readable } from 'node:stream';

export interface ByteHead {
  /** The first bytes of the stream (at least `size` unless the stream is shorter). */
  head: Buffer;
  /** True when the head is the whole stream. */
  complete: boolean;
  /** Every byte of the stream, the head first; iterate it at most once. */
  all: AsyncIterable<Buffer>;
}

/**
 * Reads the first `size` bytes of a stream for sniffing (encoding, binary content) without
 * losing them: `all` replays the head and then continues with the rest of the same stream,
 * so a 150 MB upload is read once and never held whole.
 */
export async function readByteHead(readable: Readable, size: number): Promise<ByteHead> {
  const iterator = readable[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const parts: Buffer[] = [];
  let length = 0;
  let complete = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      complete = true;
      break;
    }
    const chunk = toBuffer(next.value);
    parts.push(chunk);
    length += chunk.length;
  }
  const head = parts.length === 1 ? parts[0] : Buffer.concat(parts, length);

  async function* all(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    if (complete) return;
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield toBuffer(next.value);
      }
    } finally {
      // Stops the underlying stream when the reader gives up early (an error in a later stage).
      await iterator.return?.();
    }
  }

  return { head, complete, all: all() };
}

function toBuffer(chunk: Buffer | string | Uint8Array): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** The stream's bytes as Buffers (string chunks are re-encoded as UTF-8). */
export async function* byteChunks(readable: Readable): AsyncGenerator<Buffer> {
  for await (const chunk of readable as AsyncIterable<Buffer | string | Uint8Array>) yield toBuffer(chunk);
}
