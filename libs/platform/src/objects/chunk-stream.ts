import type { Readable } from 'node:stream';

/** Regroups a stream into buffers of exactly `size` bytes (the last may be shorter, never empty). */
export async function* chunkStream(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of stream) {
    let chunk = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : (piece as Buffer);
    while (pendingBytes + chunk.length >= size) {
      const take = size - pendingBytes;
      pending.push(chunk.subarray(0, take));
      yield Buffer.concat(pending);
      chunk = chunk.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (chunk.length > 0) {
      pending.push(chunk);
      pendingBytes += chunk.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}
