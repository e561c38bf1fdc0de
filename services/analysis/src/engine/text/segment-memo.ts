/**
 * Short lists of numbers remembered for short pieces of text, found by the piece's place in a
 * longer text (its textHash, computed while the text is scanned) without cutting it out. A set of
 * two places per hash: a new piece takes the place of the set's older piece, which is forgotten
 * (nothing moves: the set only notes which of its places is the older). So memory is bounded,
 * recent pieces stay, and a piece's value never depends on what is remembered (it is computed
 * the same way when it is not).
 *
 * Pieces and values live in typed arrays, one fixed slot per place: a memo of JavaScript strings
 * and arrays was 130,000 × 4 small objects a tokenize thread kept alive, which every collection
 * marked and every young-generation collection promoted.
 */
export class SegmentMemo {
  private readonly mask: number;
  private readonly hashes: Int32Array;
  /** A place's piece length in code units; 0 for an empty place. */
  private readonly lengths: Int32Array;
  private readonly units: Uint16Array;
  private readonly counts: Int32Array;
  private readonly values: Int32Array;
  /** Per set: which of its two places (0 or 1) holds the older piece, the next to be replaced. */
  private readonly older: Uint8Array;

  /**
   * `sets` (a power of two) sets of two places, each for a piece of up to `maxLength` code units
   * with up to `maxValues` values.
   */
  constructor(
    sets: number,
    readonly maxLength: number,
    readonly maxValues: number,
  ) {
    if (sets < 1 || (sets & (sets - 1)) !== 0) throw new RangeError(`sets must be a power of two, not ${sets}`);
    this.mask = sets - 1;
    this.hashes = new Int32Array(2 * sets);
    this.lengths = new Int32Array(2 * sets);
    this.units = new Uint16Array(2 * sets * maxLength);
    this.counts = new Int32Array(2 * sets);
    this.values = new Int32Array(2 * sets * maxValues);
    this.older = new Uint8Array(sets);
  }

  /** The place that remembers text[start, end), whose hash is `hash`; -1 when none does. */
  find(text: string, start: number, end: number, hash: number): number {
    const first = (hash & this.mask) << 1;
    if (this.holds(first, text, start, end, hash)) return first;
    if (this.holds(first + 1, text, start, end, hash)) return first + 1;
    return -1;
  }

  /** How many values the place holds. */
  count(place: number): number {
    return this.counts[place];
  }

  /** The place's i-th value. */
  value(place: number, i: number): number {
    return this.values[place * this.maxValues + i];
  }

  /**
   * Whether a piece and a count of values fit a place; what does not is simply not remembered.
   */
  fits(length: number, count: number): boolean {
    return length >= 1 && length <= this.maxLength && count <= this.maxValues;
  }

  /** Remembers text[start, end) (hash `hash`) with values[0, count); it must fit. */
  remember(text: string, start: number, end: number, hash: number, values: ArrayLike<number>, count: number): void {
    if (!this.fits(end - start, count)) throw new RangeError('a piece or value list too long to remember');
    const set = hash & this.mask;
    const replaced = this.older[set];
    this.older[set] = replaced ^ 1;
    const place = (set << 1) + replaced;
    this.hashes[place] = hash;
    this.lengths[place] = end - start;
    this.counts[place] = count;
    const at = place * this.maxLength;
    for (let i = start; i < end; i++) this.units[at + i - start] = text.charCodeAt(i);
    const valuesAt = place * this.maxValues;
    for (let i = 0; i < count; i++) this.values[valuesAt + i] = values[i];
  }

  /** How many pieces are remembered. */
  get size(): number {
    let size = 0;
    for (const length of this.lengths) if (length > 0) size++;
    return size;
  }

  private holds(place: number, text: string, start: number, end: number, hash: number): boolean {
    const length = end - start;
    if (this.lengths[place] !== length || this.hashes[place] !== hash) return false;
    const at = place * this.maxLength - start;
    for (let i = start; i < end; i++) if (this.units[at + i] !== text.charCodeAt(i)) return false;
    return true;
  }
}
