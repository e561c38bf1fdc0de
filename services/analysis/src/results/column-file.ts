/**
 * A small binary file of typed columns: [u32 header length][header JSON][each column's bytes, in
 * order]. The header holds the caller's fields and each column's byte length. Numbers are written
 * in the machine's byte order, little-endian on every platform Kizuna runs on (as the other
 * binary result files). Strings are kept as UTF-16 code units, so any JavaScript string comes
 * back as it went in (a lone surrogate included, which UTF-8 would replace).
 */

/** Strings as one column of code units and one of where each string ends. */
export interface StringColumn {
  ends: Float64Array;
  units: Uint8Array;
}

export type Column = Int32Array | Float64Array | Uint8Array;

const HEAD_BYTES = 4;

/** Strings as a column pair; each string's code units copied once into one buffer. */
export function stringColumn(strings: readonly string[]): StringColumn {
  let length = 0;
  for (const text of strings) length += text.length;
  const column = new StringColumnWriter(strings.length, 2 * length);
  for (const text of strings) column.add(text);
  return column.take();
}

/** A StringColumn written string by string, when the strings are not at hand as one list. */
export class StringColumnWriter {
  private units: Buffer;
  private ends: Float64Array;
  private count = 0;
  private at = 0;

  constructor(strings = 16, bytes = 1024) {
    this.ends = new Float64Array(Math.max(1, strings));
    this.units = Buffer.allocUnsafe(Math.max(2, bytes));
  }

  add(text: string): void {
    if (this.count === this.ends.length) {
      const ends = new Float64Array(2 * this.ends.length);
      ends.set(this.ends);
      this.ends = ends;
    }
    if (this.at + 2 * text.length > this.units.length) {
      const units = Buffer.allocUnsafe(Math.max(2 * this.units.length, this.at + 2 * text.length));
      this.units.copy(units, 0, 0, this.at);
      this.units = units;
    }
    this.at += this.units.write(text, this.at, 'utf16le');
    this.ends[this.count++] = this.at;
  }

  take(): StringColumn {
    return { ends: this.ends.subarray(0, this.count), units: this.units.subarray(0, this.at) };
  }
}

/** The file's bytes: a buffer of its own, exactly as long as the file (a worker hands it over whole). */
export function writeColumnFile(header: object, columns: readonly Column[]): Uint8Array {
  const head = Buffer.from(JSON.stringify({ ...header, columns: columns.map((c) => c.byteLength) }), 'utf8');
  let size = HEAD_BYTES + head.length;
  for (const column of columns) size += column.byteLength;
  const bytes = new Uint8Array(size);
  new DataView(bytes.buffer).setUint32(0, head.length, true);
  bytes.set(head, HEAD_BYTES);
  let at = HEAD_BYTES + head.length;
  for (const column of columns) {
    bytes.set(new Uint8Array(column.buffer, column.byteOffset, column.byteLength), at);
    at += column.byteLength;
  }
  return bytes;
}

/** A column file's header alone, from two small reads of its start rather than the whole file. */
export async function readColumnFileHeader<H extends object>(
  read: (start: number, end: number) => Promise<Buffer>,
  what: string,
): Promise<H> {
  const size = await read(0, HEAD_BYTES);
  if (size.length < HEAD_BYTES) throw new RangeError(`${what}: ${size.length} bytes, no header`);
  const head = await read(HEAD_BYTES, HEAD_BYTES + size.readUInt32LE(0));
  return JSON.parse(head.toString('utf8')) as H;
}

/** Reads a column file's columns back in the order they were written. */
export class ColumnFileReader<H extends object> {
  readonly header: H;
  private readonly what: string;
  private readonly bytes: Buffer;
  private readonly lengths: number[];
  private next = 0;
  private at: number;

  constructor(file: Uint8Array, what: string) {
    this.bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    if (this.bytes.length < HEAD_BYTES) throw new RangeError(`${what}: ${this.bytes.length} bytes, no header`);
    const headLength = this.bytes.readUInt32LE(0);
    this.at = HEAD_BYTES + headLength;
    if (this.at > this.bytes.length) throw new RangeError(`${what}: header runs past the file's end`);
    const head = JSON.parse(this.bytes.toString('utf8', HEAD_BYTES, this.at)) as H & { columns?: unknown };
    if (!Array.isArray(head.columns) || !head.columns.every((n) => Number.isSafeInteger(n) && (n as number) >= 0))
      throw new RangeError(`${what}: the header lists no column lengths`);
    this.lengths = head.columns as number[];
    const total = this.lengths.reduce((sum, n) => sum + n, this.at);
    if (total !== this.bytes.length) throw new RangeError(`${what}: ${this.bytes.length} bytes, ${total} expected`);
    this.header = head;
    this.what = what;
  }

  /** The next column's bytes, not copied. */
  private bytesColumn(): Buffer {
    if (this.next >= this.lengths.length) throw new RangeError(`${this.what}: fewer columns than read`);
    const length = this.lengths[this.next++];
    const column = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return column;
  }

  /** The next column as int32, copied (a column need not start 4-byte aligned). */
  int32(): Int32Array {
    return this.copied(Int32Array);
  }

  float64(): Float64Array {
    return this.copied(Float64Array);
  }

  private copied<T extends Int32Array | Float64Array>(Type: {
    new (length: number): T;
    readonly BYTES_PER_ELEMENT: number;
    readonly name: string;
  }): T {
    const bytes = this.bytesColumn();
    if (bytes.length % Type.BYTES_PER_ELEMENT !== 0)
      throw new RangeError(`${this.what}: a column of ${bytes.length} bytes is no ${Type.name}`);
    const column = new Type(bytes.length / Type.BYTES_PER_ELEMENT);
    new Uint8Array(column.buffer).set(bytes);
    return column;
  }

  /** The next two columns as a StringColumn's strings, each decoded when asked for. */
  strings(): StoredStrings {
    const ends = this.float64();
    return new StoredStrings(ends, this.bytesColumn());
  }
}

/** Strings read back from a column file. */
export class StoredStrings {
  constructor(
    private readonly ends: Float64Array,
    private readonly units: Buffer,
  ) {}

  get count(): number {
    return this.ends.length;
  }

  get(i: number): string {
    return this.units.toString('utf16le', i === 0 ? 0 : this.ends[i - 1], this.ends[i]);
  }

  /** The index of the first string equal to `text`, or -1; compared as code units, nothing decoded. */
  indexOf(text: string): number {
    const wanted = Buffer.from(text, 'utf16le');
    for (let i = 0; i < this.ends.length; i++) {
      const start = i === 0 ? 0 : this.ends[i - 1];
      if (
        this.ends[i] - start === wanted.length &&
        this.units.compare(wanted, 0, wanted.length, start, this.ends[i]) === 0
      )
        return i;
    }
    return -1;
  }
}
