/** Bytes a chunk of lines holds before it is written. */
const CHUNK_BYTES = 256 * 1024;
/** A UTF-16 code unit is at most three UTF-8 bytes. */
const MAX_BYTES_PER_UNIT = 3;

/**
 * Lines of text gathered as UTF-8 into chunks of about 256 kB: the posts file is written a chunk
 * at a time, not a line at a time. Half a million writes of one line each (a Buffer made from
 * each, its length measured apart, a turn of the stream) were a third of the registration's work.
 */
export class LineChunks {
  private buffer: Buffer;
  private length = 0;
  private readonly ready: Buffer[] = [];

  /** `chunkBytes`: the size of each chunk (about 256 kB unless said). */
  constructor(private readonly chunkBytes = CHUNK_BYTES) {
    this.buffer = Buffer.allocUnsafe(chunkBytes);
  }

  /** Adds a line (its newline included); answers its length in UTF-8 bytes. */
  add(line: string): number {
    const worst = line.length * MAX_BYTES_PER_UNIT;
    if (worst > this.chunkBytes) {
      this.endChunk();
      const alone = Buffer.from(line, 'utf8');
      this.ready.push(alone);
      return alone.length;
    }
    if (this.length + worst > this.buffer.length) this.endChunk();
    const bytes = this.buffer.write(line, this.length, 'utf8');
    this.length += bytes;
    return bytes;
  }

  /** Whether a chunk is filled and waiting to be taken. */
  get hasFull(): boolean {
    return this.ready.length > 0;
  }

  /** The chunks filled since the last call, in order (the one being filled stays). */
  takeFull(): Buffer[] {
    return this.ready.splice(0);
  }

  /** Every chunk left, the one being filled included. */
  takeAll(): Buffer[] {
    this.endChunk();
    return this.takeFull();
  }

  private endChunk(): void {
    if (this.length === 0) return;
    // The written part is handed on and a fresh buffer started: the stream may still hold it.
    this.ready.push(this.buffer.subarray(0, this.length));
    this.buffer = Buffer.allocUnsafe(this.chunkBytes);
    this.length = 0;
  }
}
