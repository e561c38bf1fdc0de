const QUOTE = 0x22;
const SPACE = 0x20;
const TAB = 0x09;
const CR = 0x0d;
/** A blank record is at most this long (spaces, tabs, a CR): a longer one is taken as a row, which the first part then corrects. */
const LONGEST_BLANK = 16;

/** Where a file's second part starts, and that part's bytes. */
export interface SplitPoint {
  /** Byte offset of the second part: just after a line break, or the file's size when there is none. */
  at: number;
  /**
   * The data rows before it (the header and blank lines not counted), as far as the bytes tell:
   * the second part's rows are numbered from here. The first part checks it against its own count.
   */
  rowsBefore: number;
  /** The bytes from `at` to the end (the rest of the stream `findSplitPoint` read). */
  rest: AsyncGenerator<Buffer>;
}

/**
 * The first line break (`newlineByte`: `\n`, or `\r` in a CR-only file) at or after byte `target`
 * with an even number of quote bytes before it: in a well-quoted CSV, the end of a record, not a
 * break inside a quoted post. A file quoted otherwise (a stray quote in an unquoted cell) can put
 * it inside a record, or miscount the rows before it: the first part then finds its parse ending in
 * an open quote, or another count of rows, and the registration is run again in one part. Only
 * for encodings in which a quote or line-break byte is always that character (UTF-8, Shift_JIS,
 * EUC-JP, Windows-1252; not UTF-16).
 */
export async function findSplitPoint(
  bytes: AsyncIterable<Buffer>,
  target: number,
  newlineByte: number,
): Promise<SplitPoint> {
  const iterator = bytes[Symbol.asyncIterator]();
  let offset = 0;
  let quotes = 0;
  let records = 0;
  let recordStart = 0;
  for (;;) {
    const next = await iterator.next();
    if (next.done) return { at: offset, rowsBefore: Math.max(0, records - 1), rest: restOf(iterator, null) };
    const chunk = next.value;
    let pos = 0;
    let nextQuote = chunk.indexOf(QUOTE);
    for (;;) {
      const newline = chunk.indexOf(newlineByte, pos);
      const upTo = newline === -1 ? chunk.length : newline;
      // Quotes between pos and the break, each found once (a search per line would rescan).
      while (nextQuote !== -1 && nextQuote < upTo) {
        quotes++;
        nextQuote = chunk.indexOf(QUOTE, nextQuote + 1);
      }
      if (newline === -1) break;
      pos = newline + 1;
      if (quotes % 2 !== 0) continue;
      const end = offset + newline;
      // The first record is the header, whatever it holds.
      if (records === 0 || !isBlank(chunk, recordStart - offset, newline)) records++;
      recordStart = end + 1;
      if (end >= target) return { at: end + 1, rowsBefore: records - 1, rest: restOf(iterator, chunk.subarray(pos)) };
    }
    offset += chunk.length;
  }
}

/** Whether bytes [from, to) of the chunk are a blank line; a line begun in an earlier chunk is not taken as one. */
function isBlank(chunk: Buffer, from: number, to: number): boolean {
  if (from < 0 || to - from > LONGEST_BLANK) return false;
  for (let i = from; i < to; i++) {
    const byte = chunk[i];
    if (byte !== SPACE && byte !== TAB && byte !== CR) return false;
  }
  return true;
}

async function* restOf(iterator: AsyncIterator<Buffer>, first: Buffer | null): AsyncGenerator<Buffer> {
  try {
    if (first && first.length > 0) yield first;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await iterator.return?.();
  }
}
