import { mkdir, open, readdir, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { fsyncFile, GroupFsync } from '@kizuna/platform/documents';
import { ColumnarLogIndex } from './columnar-log-index.js';
import {
  dayOfSegmentFile,
  readSegmentFile,
  segmentDay,
  segmentEnd,
  segmentFileName,
  type SegmentLogger,
} from './log-segment-file.js';
import {
  assertLogEntry,
  type LogEntry,
  type LogFilter,
  type LogOrder,
  type LogPage,
  type LogQuery,
  type LogStore,
  type LogStream,
  type LogStreamSpec,
  type NewLogEntry,
} from './log-store.port.js';

export interface SegmentLogStoreOptions {
  /** Each stream gets a folder of its own below this one. */
  directory: string;
  logger: SegmentLogger;
}

/** How many segment files stay open for appending (today's, and yesterday's around midnight). */
const OPEN_SEGMENTS = 4;

interface Segment {
  day: string;
  file: string;
  /** Lines in the file, readable or not: the next line's number. */
  lines: number;
  idPrefix: string;
  fsync: GroupFsync;
  handle?: FileHandle;
}

/**
 * The embedded log store: append-only NDJSON files, one per UTC day and stream, each line
 * flushed to the disk before its append resolves; in memory only a columnar index (see
 * ColumnarLogIndex). Retention hides old entries at once and deletes a day's file once all of
 * that day is past the limit. An entry's id is its file's day and its line number.
 */
export class SegmentLogStore implements LogStore {
  private readonly streams = new Map<string, Promise<SegmentLogStream<string>>>();

  constructor(private readonly options: SegmentLogStoreOptions) {}

  stream<F extends string>(spec: LogStreamSpec<F>): Promise<LogStream<F>> {
    if (!/^[a-z0-9_]+$/.test(spec.name)) throw new Error(`bad log stream name ${spec.name}`);
    let stream = this.streams.get(spec.name);
    if (!stream) {
      stream = SegmentLogStream.open(path.join(this.options.directory, spec.name), spec, this.options.logger);
      this.streams.set(spec.name, stream);
    }
    return stream as unknown as Promise<LogStream<F>>;
  }

  async close(): Promise<void> {
    for (const stream of this.streams.values()) await (await stream).close();
    this.streams.clear();
  }
}

class SegmentLogStream<F extends string> implements LogStream<F> {
  private readonly segments: (Segment | null)[] = [];
  private readonly byDay = new Map<string, number>();
  private readonly open: Segment[] = [];
  private tail: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly directory: string,
    private readonly spec: LogStreamSpec<F>,
    private readonly index: ColumnarLogIndex<F>,
  ) {}

  static async open<F extends string>(
    directory: string,
    spec: LogStreamSpec<F>,
    logger: SegmentLogger,
  ): Promise<SegmentLogStream<F>> {
    for (const f of spec.fields)
      if (f === 'type' || f === 'at') throw new Error(`log field ${f} clashes with the entry's own`);
    await mkdir(directory, { recursive: true });
    const stream = new SegmentLogStream(directory, spec, new ColumnarLogIndex(spec.fields));
    const days = (await readdir(directory))
      .map(dayOfSegmentFile)
      .filter((d): d is string => d !== null)
      .sort();
    for (const day of days) {
      const s = stream.addSegment(day);
      const segment = stream.segments[s] as Segment;
      segment.lines = await readSegmentFile(segment.file, (record, line) => stream.load(record, s, line), logger);
    }
    stream.index.prepare();
    return stream;
  }

  async append(entry: NewLogEntry<F>): Promise<LogEntry<F>> {
    assertLogEntry(this.spec, entry);
    const fields = {} as Record<F, string>;
    for (const f of this.spec.fields) fields[f] = entry.fields[f];
    let written: Segment | undefined;
    const result = this.serially(async () => {
      const day = segmentDay(entry.at);
      const segment = this.segments[this.byDay.get(day) ?? this.addSegment(day)] as Segment;
      const handle = await this.handleOf(segment);
      await handle.write(JSON.stringify({ type: entry.type, at: new Date(entry.at).toISOString(), ...fields }) + '\n');
      const line = segment.lines++;
      this.index.add(entry.type, entry.at, this.byDay.get(day) as number, line, fields);
      written = segment;
      return { id: segment.idPrefix + line, type: entry.type, at: entry.at, fields };
    });
    return result.then(async (e) => {
      await written?.fsync.sync();
      return e;
    });
  }

  async page(query: LogQuery<F>): Promise<LogPage<F>> {
    await this.tail;
    const { indexes, total } = this.index.page(query, Math.max(0, query.skip), Math.max(0, query.limit));
    return { entries: indexes.map((i) => this.entry(i)), total };
  }

  async *scan(filter: LogFilter & LogOrder<F>, batchSize = 10_000): AsyncIterable<LogEntry<F>[]> {
    for (let skip = 0; ; skip += batchSize) {
      const { entries } = await this.page({ ...filter, skip, limit: batchSize });
      if (entries.length > 0) yield entries;
      if (entries.length < batchSize) return;
    }
  }

  removeBefore(before: number): Promise<void> {
    return this.serially(async () => {
      this.index.raiseFloor(before);
      for (let s = 0; s < this.segments.length; s++) {
        const segment = this.segments[s];
        if (!segment || segmentEnd(segment.day) > before) continue;
        await this.closeHandle(segment);
        await unlink(segment.file).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
        this.segments[s] = null;
        this.byDay.delete(segment.day);
      }
      this.index.compact((s) => this.segments[s] === null);
    });
  }

  async close(): Promise<void> {
    await this.serially(async () => {
      for (const segment of [...this.open]) await this.closeHandle(segment);
    });
  }

  private entry(i: number): LogEntry<F> {
    const segment = this.segments[this.index.segmentOf(i)] as Segment;
    return {
      id: segment.idPrefix + this.index.lineOf(i),
      type: this.index.typeOf(i),
      at: this.index.timeOf(i),
      fields: this.index.fieldsOf(i),
    };
  }

  private load(record: Record<string, unknown>, segment: number, line: number): void {
    const at = typeof record.at === 'string' ? Date.parse(record.at) : NaN;
    const type = record.type;
    if (!Number.isFinite(at) || typeof type !== 'number') return;
    const fields = {} as Record<F, string>;
    for (const f of this.spec.fields) fields[f] = typeof record[f] === 'string' ? (record[f] as string) : '';
    this.index.add(type, at, segment, line, fields);
  }

  private addSegment(day: string): number {
    const file = path.join(this.directory, segmentFileName(day));
    if (this.segments.length >= 65_535) throw new Error('too many log segments');
    this.segments.push({
      day,
      file,
      lines: 0,
      idPrefix: `${day.replaceAll('-', '')}-`,
      fsync: new GroupFsync(() => fsyncFile(file)),
    });
    this.byDay.set(day, this.segments.length - 1);
    return this.segments.length - 1;
  }

  private async handleOf(segment: Segment): Promise<FileHandle> {
    if (segment.handle) return segment.handle;
    if (this.open.length >= OPEN_SEGMENTS) await this.closeHandle(this.open[0]);
    segment.handle = await open(segment.file, 'a');
    this.open.push(segment);
    return segment.handle;
  }

  private async closeHandle(segment: Segment): Promise<void> {
    const handle = segment.handle;
    if (!handle) return;
    segment.handle = undefined;
    this.open.splice(this.open.indexOf(segment), 1);
    await segment.fsync.sync();
    await handle.close();
  }

  /** Appends and removals one at a time, so line numbers follow the order of the file. */
  private serially<R>(task: () => Promise<R>): Promise<R> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
