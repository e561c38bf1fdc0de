import iconv from 'iconv-lite';
import { ICONV_NAMES } from '@kizuna/platform/csv';
import type { CsvEncoding } from './types.js';

/** Thrown by a strict UTF-8 decode when bytes after the sniffed head turn out not to be UTF-8. */
export class Utf8DecodeError extends Error {
  constructor(readonly bytes: Buffer) {
    super('invalid UTF-8 after the sniffed head');
    this.name = 'Utf8DecodeError';
  }
}

/**
 * Turns a byte stream into text chunks, so the CSV parser only ever sees whole characters
 * (parsing raw bytes corrupts multibyte characters split across chunks). A leading BOM is
 * dropped. With `strictUtf8`, invalid UTF-8 throws Utf8DecodeError instead of becoming U+FFFD,
 * which lets inspection notice a file whose first 64 KB were plain ASCII but whose later
 * bytes are Shift_JIS or Windows-1252. With `midFile` the bytes are a later part of a file: a
 * leading U+FEFF there is a character of a post, not a mark to drop (only the UTF-8 decoder
 * would drop it: the other encodings read here do not sniff one).
 */
export async function* decodeText(
  bytes: AsyncIterable<Buffer>,
  encoding: CsvEncoding,
  options: { strictUtf8?: boolean; midFile?: boolean } = {},
): AsyncGenerator<string> {
  if (encoding === 'utf-8' || encoding === 'utf-8-bom') {
    const decoder = new TextDecoder('utf-8', {
      fatal: options.strictUtf8 ?? false,
      ignoreBOM: options.midFile ?? false,
    });
    let last: Buffer = Buffer.alloc(0);
    for await (const chunk of bytes) {
      last = chunk;
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        throw new Utf8DecodeError(chunk);
      }
      if (text) yield text;
    }
    let tail: string;
    try {
      tail = decoder.decode();
    } catch {
      // The file ends inside a multibyte sequence; the last chunk is the best evidence.
      throw new Utf8DecodeError(last);
    }
    if (tail) yield tail;
    return;
  }
  // iconv-lite's decoder is the one its decodeStream wraps; used directly it keeps the
  // pipeline a plain pull loop with no extra stream buffering.
  const decoder = iconv.getDecoder(ICONV_NAMES[encoding]);
  for await (const chunk of bytes) {
    const text = decoder.write(chunk);
    if (text) yield text;
  }
  const tail = decoder.end();
  if (tail) yield tail;
}
