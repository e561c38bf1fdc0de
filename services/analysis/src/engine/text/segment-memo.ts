import { sameUnits } from '../posts/text-hash.js';

/**
 * Values remembered for short pieces of text, found by the piece's place in a longer text (its
 * textHash, computed while the text is scanned) without cutting it out: a piece seen before costs no
 * new string. A set of two places per hash: a new piece takes the first, the piece there moves
 * to the second, the one there is forgotten. So memory is bounded, recent pieces stay, and a
 * piece's value never depends on what is remembered (it is computed the same way when it is not).
 */
export class SegmentMemo<V> {
  private readonly mask: number;
  private readonly keys: (string | undefined)[];
  private readonly hashes: Int32Array;
  private readonly values: (V | undefined)[];

  /** `sets` (a power of two) sets of two places. */
  constructor(sets: number) {
    if (sets < 1 || (sets & (sets - 1)) !== 0) throw new RangeError(`sets must be a power of two, not ${sets}`);
    this.mask = sets - 1;
    this.keys = new Array<string | undefined>(2 * sets).fill(undefined);
    this.hashes = new Int32Array(2 * sets);
    this.values = new Array<V | undefined>(2 * sets).fill(undefined);
  }

  /** The value of text[start, end), whose hash is `hash`, if it is remembered. */
  find(text: string, start: number, end: number, hash: number): V | undefined {
    const first = (hash & this.mask) << 1;
    if (this.holds(first, text, start, end, hash)) return this.values[first];
    if (this.holds(first + 1, text, start, end, hash)) return this.values[first + 1];
    return undefined;
  }

  remember(segment: string, hash: number, value: V): void {
    const first = (hash & this.mask) << 1;
    this.keys[first + 1] = this.keys[first];
    this.hashes[first + 1] = this.hashes[first];
    this.values[first + 1] = this.values[first];
    this.keys[first] = segment;
    this.hashes[first] = hash;
    this.values[first] = value;
  }

  /** How many pieces are remembered. */
  get size(): number {
    let size = 0;
    for (const key of this.keys) if (key !== undefined) size++;
    return size;
  }

  private holds(place: number, text: string, start: number, end: number, hash: number): boolean {
    const key = this.keys[place];
    if (key === undefined || this.hashes[place] !== hash || key.length !== end - start) return false;
    return sameUnits(key, 0, text, start, key.length);
  }
}
