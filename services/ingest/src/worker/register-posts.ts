import type { Readable } from 'node:stream';
import type { ObjectStore } from '@kizuna/platform/objects';
import { DomainError, ErrorCode, isErrorCode } from '@kizuna/platform/errors';
import {
  byteChunks,
  convertRows,
  CsvError,
  decodeText,
  finishReport,
  joinParts,
  openRecords,
  validateAndConvert,
  validateMapping,
  type CsvInspection,
  type PartReport,
} from '../csv/index.js';
import type { CsvJob, RegisterPart, RegisterReport } from './csv-job-messages.js';
import { PostsFileWriter } from './posts-file-writer.js';
import { SecondPartInbox, SecondPartOutbox, SplitFailed } from './second-part-link.js';
import { findSplitPoint } from './split-point.js';
import type { ThreadFailure } from './thread-failure.js';

type RegisterJob = Extract<CsvJob, { type: 'register' }>;
type OnRows = (rows: number) => void;

/**
 * Validates every row of the upload into the posts file. The review screen's indexes are not
 * built here: they are built after registration, so the analysis does not wait for them
 * (ReviewIndexes).
 */
export async function registerWhole(objects: ObjectStore, job: RegisterJob, onRows: OnRows): Promise<RegisterReport> {
  const writer = new PostsFileWriter(objects, job.postsKey, job.relations);
  try {
    const report = await validateAndConvert(
      () => objects.get(job.uploadKey),
      job.inspection,
      job.mapping,
      writer.add,
      onRows,
    );
    await writer.finish();
    return { ...report, networkUsers: writer.users.count, parts: 1 };
  } catch (err) {
    await writer.abandon(err as Error);
    throw err;
  }
}

/**
 * The first part of a registration cut in two: the rows up to where the second part starts, then
 * the second part's lines after them in the same posts file, and one report of both. Throws
 * SplitFailed, having stored nothing, when the cut turns out to be inside a quoted post.
 */
export async function registerFirstPart(
  objects: ObjectStore,
  job: RegisterJob,
  part: RegisterPart,
  onRows: OnRows,
): Promise<RegisterReport> {
  const second = new SecondPartInbox(part.port);
  let writer: PostsFileWriter | null = null;
  let readable: Readable | null = null;
  try {
    const valid = validateMapping(job.mapping, job.inspection.headers.length, job.inspection.columnDates);
    writer = new PostsFileWriter(objects, job.postsKey, job.relations);
    readable = await objects.get(job.uploadKey);
    const cut = { made: false };
    const bytes = cutAt(
      byteChunks(readable),
      part.target,
      second.split.then((split) => split.at),
      cut,
    );
    const own = await convertRows(decodeText(bytes, job.inspection.encoding), job.inspection, valid, writer.add, {
      header: true,
      onRows,
    });
    if (cut.made && own.ending.inOpenQuote) throw new SplitFailed('the cut was inside a quoted field');
    // The second part numbered its rows from its own count of the rows before it (blank lines
    // told apart by their bytes): a count other than this part's would give two rows one number.
    if (cut.made && own.rows !== (await second.split).rowsBefore)
      throw new SplitFailed('the second part counted the rows before it otherwise');
    let rows: PartReport | null = cut.made ? null : own;
    while (rows === null) {
      const message = await second.next();
      if (message.kind === 'lines') await writer.append(message.chunks, message.lineBytes);
      else if (message.kind === 'end') {
        writer.users.addKeys(message.users);
        rows = joinParts(own, message.report);
      } else throw secondPartError(message, own.ending.records - 1);
    }
    const report = finishReport(rows, job.inspection, valid);
    await writer.finish();
    return { ...report, networkUsers: writer.users.count, parts: cut.made ? 2 : 1 };
  } catch (err) {
    await writer?.abandon(err as Error);
    throw err;
  } finally {
    readable?.destroy();
    second.close();
  }
}

/**
 * The second part of a registration cut in two: finds where it starts, converts its rows and
 * sends them to the first part. Its failures go there too: they are the registration's only if
 * the cut was between two records.
 */
export async function registerSecondPart(
  objects: ObjectStore,
  job: RegisterJob,
  part: RegisterPart,
  onRows: OnRows,
): Promise<void> {
  const out = new SecondPartOutbox(part.port, job.relations);
  try {
    const valid = validateMapping(job.mapping, job.inspection.headers.length, job.inspection.columnDates);
    const newline = await fileNewline(objects, job.uploadKey, job.inspection);
    const readable = await objects.get(job.uploadKey);
    try {
      const split = await findSplitPoint(byteChunks(readable), part.target, newline === '\r' ? 0x0d : 0x0a);
      out.split(split.at, split.rowsBefore);
      const text = decodeText(split.rest, job.inspection.encoding, { midFile: true });
      const firstRow = split.rowsBefore;
      out.end(await convertRows(text, job.inspection, valid, out.add, { header: false, newline, firstRow, onRows }));
    } finally {
      readable.destroy();
    }
  } catch (err) {
    out.failed(err);
  } finally {
    part.port.close();
  }
}

/** The line break the whole file is read with: decided from its head, as a read from the start decides it. */
async function fileNewline(objects: ObjectStore, key: string, inspection: CsvInspection) {
  const readable = await objects.get(key);
  try {
    const { dialect } = await openRecords(decodeText(byteChunks(readable), inspection.encoding), inspection.delimiter);
    return dialect.newline;
  } finally {
    readable.destroy();
  }
}

/**
 * The bytes before the second part's start, which is known once the second part has found it
 * (long before the first part gets there: it only counts quotes up to `target`).
 */
async function* cutAt(
  bytes: AsyncIterable<Buffer>,
  target: number,
  split: Promise<number>,
  cut: { made: boolean },
): AsyncGenerator<Buffer> {
  const iterator = bytes[Symbol.asyncIterator]();
  let offset = 0;
  let at = Number.POSITIVE_INFINITY;
  try {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      const chunk = next.value;
      const end = offset + chunk.length;
      if (end > target && at === Number.POSITIVE_INFINITY) at = await split;
      if (end >= at) {
        if (at > offset) yield chunk.subarray(0, at - offset);
        // A cut at the file's very end leaves the second part nothing: the file is in one part.
        cut.made = at < end || !(await iterator.next()).done;
        return;
      }
      yield chunk;
      offset = end;
    }
  } finally {
    await iterator.return?.();
  }
}

/**
 * The second part's failure as the registration's: a record numbered from the file's start
 * (`recordsBefore`: the first part's, without the empty one after its last line break).
 */
function secondPartError(failure: ThreadFailure, recordsBefore: number) {
  if (failure.code === ErrorCode.RowTooLong)
    return new CsvError(ErrorCode.RowTooLong, { row: Number(failure.params.row ?? 0) + recordsBefore });
  if (failure.code === null || !isErrorCode(failure.code))
    return new SplitFailed(`the second part failed: ${failure.message}`);
  return new DomainError(failure.code, failure.message, failure.params);
}
