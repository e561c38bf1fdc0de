/**
 * A growing buffer that JSON is written into piece by piece, as bytes (UTF-8): the result files'
 * lines are assembled from pieces encoded once (names, PageRank) and numbers written in place,
 * with no object or string per user to collect afterwards.
 */
export class ByteWriter {
  private buffer: Buffer;
  /** Bytes written so far. */
  length = 0;

  constructor(capacity = 64 * 1024) {
    // At least 64 KiB: smaller Buffers may be slices of Node's shared pool.
    this.buffer = Buffer.allocUnsafe(Math.max(64 * 1024, capacity));
  }

  private room(bytes: number): Buffer {
    if (this.length + bytes > this.buffer.length) {
      const larger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
      this.buffer.copy(larger, 0, 0, this.length);
      this.buffer = larger;
    }
    return this.buffer;
  }

  byte(b: number): void {
    this.room(1)[this.length++] = b;
  }

  /** Bytes start..end of `source`. A loop: most pieces are a few bytes, where set() and its view cost more. */
  bytes(source: Uint8Array, start = 0, end = source.length): void {
    const buffer = this.room(end - start);
    let at = this.length;
    for (let i = start; i < end; i++) buffer[at++] = source[i];
    this.length = at;
  }

  /** A string of ASCII characters only (numbers as String() writes them, JSON punctuation). */
  ascii(text: string): void {
    const buffer = this.room(text.length);
    let at = this.length;
    for (let i = 0; i < text.length; i++) buffer[at++] = text.charCodeAt(i);
    this.length = at;
  }

  /** Any string, as UTF-8 (lone surrogates become U+FFFD, as TextEncoder writes them). */
  utf8(text: string): void {
    // A UTF-16 unit takes at most three bytes in UTF-8.
    const buffer = this.room(text.length * 3);
    this.length += buffer.write(text, this.length, 'utf8');
  }

  /** A number as JSON.stringify writes it: null when not finite, -0 as 0. */
  number(n: number): void {
    if (n >= 0 && n <= Number.MAX_SAFE_INTEGER && Math.floor(n) === n) this.digits(n);
    else if (Number.isFinite(n)) this.ascii(String(n));
    else this.ascii('null');
  }

  /**
   * A number rounded to `places` decimals (1 to 6: Math.round(x * scale) / scale, scale = 10^places)
   * as JSON.stringify writes it, without making its string: the shortest digits that read back as
   * the number, which for such a number are its decimals with the trailing zeros cut (any other
   * decimal as short is at least 10^-places away, far more than the number's spacing while
   * |m| < 2^31). Shortest digits were the dearest part of the writing (a third of it): scores,
   * shares and positions of 150,000 users a run. Anything else goes to number().
   */
  rounded(n: number, scale: number): void {
    const m = Math.round(n * scale);
    // m / scale is the double nearest m·10^-places (division rounds correctly): n is that decimal.
    if (!(m / scale === n && m < 2147483648 && m > -2147483648)) {
      this.number(n);
      return;
    }
    let rest = m;
    if (rest < 0) {
      this.byte(0x2d);
      rest = -rest;
    }
    const whole = Math.floor(rest / scale);
    this.digits(whole);
    let fraction = rest - whole * scale;
    if (fraction === 0) return;
    this.byte(0x2e);
    // Leading zeros of the fraction, then its digits without the trailing zeros.
    for (let unit = scale / 10; fraction < unit; unit /= 10) this.byte(0x30);
    while (fraction % 10 === 0) fraction /= 10;
    this.digits(fraction);
  }

  /** A whole number 0 ≤ n ≤ 2^53 - 1 in decimal, without making its string. */
  private digits(n: number): void {
    let count = 1;
    for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) count++;
    const buffer = this.room(count);
    let at = this.length + count;
    this.length = at;
    let rest = n;
    do {
      buffer[--at] = 48 + (rest % 10);
      rest = Math.floor(rest / 10);
    } while (rest > 0);
  }

  /** The bytes written so far, in place: valid until the next write (a write may move them). */
  view(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }

  /** What was written, in an ArrayBuffer of its own (to be handed to another thread); the writer starts over. */
  take(): Uint8Array {
    const bytes = new Uint8Array(this.length);
    bytes.set(this.buffer.subarray(0, this.length));
    this.length = 0;
    return bytes;
  }
}

/** A constant piece of ASCII JSON as bytes. */
export function asciiBytes(text: string): Uint8Array {
  return Uint8Array.from(text, (ch) => ch.charCodeAt(0));
}
