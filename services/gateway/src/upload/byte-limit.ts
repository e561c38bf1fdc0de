import { Transform, type TransformCallback } from 'node:stream';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';

/** Passes bytes through while counting them; errors the stream as soon as the count passes the limit. */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      done(
        new DomainError(ErrorCode.MaxFileSize, `File size exceeds ${Math.round(this.limit / 1_000_000)} MB.`, {
          limit_mb: String(Math.round(this.limit / 1_000_000)),
        }),
      );
      return;
    }
    done(null, chunk);
  }
}
