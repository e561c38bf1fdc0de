import type { ObjectStore } from '@kizuna/platform/objects';
import { LINE_START_BYTES } from './line-starts.js';

/** The first read is small (a first page needs a few kB); each next one is twice as large, up to this. */
const FIRST_READ = 256 * 1024;
const LARGEST_READ = 8 * 1024 * 1024;

/**
 * Where each line of a posts file starts: the review screen's pages in file order while the review
 * index is being built. Read from the lines' starts stored beside the posts at registration
 * (line-starts.ts: a page anywhere reads a few hundred bytes of it) when `startsKey` holds them
 * for this file; else (a dataset registered before they were stored) found by reading the posts
 * file forward only as far as the pages asked for need: a first page reads 256 kB; the last page
 * of 550k posts reads the whole file once (147 MB in ranges of up to 8 MB, the newlines found by
 * Buffer.indexOf), then is kept.
 */
export class FileOrderLines {
  /** starts[i] is where line i begins; the last known entry may be the file's end. */
  private starts = new Float64Array(4096);
  private known = 1;
  private scanned = 0;
  private nextRead = FIRST_READ;
  /** Scans run one after the other: two pages asked at once share what the first one found. */
  private scanning: Promise<void> = Promise.resolve();

  /** How many lines the stored starts give (null: none stored for this file); looked at once. */
  private storedLines: Promise<number | null> | null = null;

  constructor(
    private readonly objects: ObjectStore,
    private readonly key: string,
    private readonly size: number,
    private readonly startsKey?: string,
  ) {}

  /** The byte ranges of lines [from, from + count): fewer, or none, past the file's last line. */
  async ranges(from: number, count: number): Promise<Array<[number, number]>> {
    const stored = await this.fromStoredStarts(from, count);
    if (stored) return stored;
    const want = from + count + 1;
    if (this.known < want && this.scanned < this.size) {
      const scan = this.scanning.then(() => this.scanUntil(want));
      this.scanning = scan.catch(() => undefined);
      await scan;
    }
    const out: Array<[number, number]> = [];
    for (let i = from; i < from + count && i + 1 < this.known; i++) out.push([this.starts[i], this.starts[i + 1]]);
    return out;
  }

  private async fromStoredStarts(from: number, count: number): Promise<Array<[number, number]> | null> {
    if (!this.startsKey) return null;
    this.storedLines ??= this.linesStored(this.startsKey);
    const lines = await this.storedLines;
    if (lines === null) return null;
    const end = Math.min(from + count, lines);
    if (from >= end) return [];
    const [bytes] = await this.objects.readRanges(this.startsKey, [
      [from * LINE_START_BYTES, (end + 1) * LINE_START_BYTES],
    ]);
    const out: Array<[number, number]> = [];
    for (let i = 0; i < end - from; i++)
      out.push([bytes.readDoubleLE(i * LINE_START_BYTES), bytes.readDoubleLE((i + 1) * LINE_START_BYTES)]);
    return out;
  }

  /**
   * The lines the stored starts give, when they are this file's: the last start is the file's
   * size. Missing, cut short or of another file (null): the file is scanned instead.
   */
  private async linesStored(startsKey: string): Promise<number | null> {
    try {
      const info = await this.objects.stat(startsKey);
      if (!info || info.size < LINE_START_BYTES || info.size % LINE_START_BYTES !== 0) return null;
      const [last] = await this.objects.readRanges(startsKey, [[info.size - LINE_START_BYTES, info.size]]);
      return last.length === LINE_START_BYTES && last.readDoubleLE(0) === this.size
        ? info.size / LINE_START_BYTES - 1
        : null;
    } catch {
      // Unreadable: the posts file still gives the lines.
      return null;
    }
  }

  private async scanUntil(want: number): Promise<void> {
    while (this.known < want && this.scanned < this.size) {
      const start = this.scanned;
      const end = Math.min(this.size, start + this.nextRead);
      this.nextRead = Math.min(LARGEST_READ, this.nextRead * 2);
      const [bytes] = await this.objects.readRanges(this.key, [[start, end]]);
      // A file shorter than it was said to be ends here.
      if (bytes.length === 0) break;
      for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) this.add(start + at + 1);
      this.scanned = start + bytes.length;
    }
    // A last line without its newline still ends at the file's end.
    if (this.scanned >= this.size && this.starts[this.known - 1] < this.size) this.add(this.size);
  }

  private add(start: number): void {
    if (this.known === this.starts.length) {
      const grown = new Float64Array(this.starts.length * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.starts[this.known++] = start;
  }
}
