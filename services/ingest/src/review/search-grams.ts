/**
 * The review search's gram index: for every single UTF-16 unit, every pair of adjacent units and
 * every three adjacent units all Latin-range (TRIPLE_BELOW) or all kana (KANA_FIRST..KANA_LAST) of
 * the posts' search lines (searchLine: screen name and text, lower case), the posts that hold it. A
 * search of up to two units, or three Latin-range or kana ones, is answered by one posting list; a
 * longer one by intersecting the lists of its grams, then checking only those candidates in the
 * search text. So a search reads the few lists it needs and its candidates' lines, not the whole
 * 100 MB search text.
 *
 * Posting lists are post numbers, ascending, stored as gaps in LEB128 varints, or as a bitmap of
 * all posts when that is no longer (see bitmapSize). The file: a 24-byte header [magic][posts][grams][0][postings bytes
 * f64], then the gram table (keys f64 ascending, counts u32, list starts f64 × grams + 1), each
 * search line's byte offset in the search text (f64 × posts + 1), then the lists.
 */

import { GIVE_WAY_EVERY } from './give-way.js';

const MAGIC = 0x4b5a4734; // "KZG4"
const HEADER_BYTES = 24;
/** Between screen name and text in a search line: a search never spans it, so no gram holds it. */
const SEPARATOR = 0x0001;
const HAS_SURROGATE = /[\ud800-\udfff]/;
/**
 * Three-unit grams only of units below this (Latin, Greek and the like: ten bits each, so a
 * triple packs into 32 bits while building): their pairs say little ("th", "he"), while a pair of
 * kana or kanji is selective already.
 */
const TRIPLE_BELOW = 0x400;
/**
 * Three-unit grams also of kana (hiragana and katakana, ー included): Japanese function words and
 * common words are short kana runs ("みんな", "ください") whose pairs are in a fifth of the posts
 * or more, so checking their candidates in the text cost a first search 50–100 ms.
 */
const KANA_FIRST = 0x3040;
const KANA_LAST = 0x30ff;
/** Kana triples pack as 8 bits a unit above every Latin-range triple (those stay below 2^30). */
const KANA_TRIPLES = 0x40000000;
const PAIR = 65536;
/** Units of a post read at once while building (a 20 MB post is read in windows of this). */
const WINDOW = 1 << 16;
const TRIPLE = 65536 * 65536;

/** The line as its UTF-8 bytes read back: a lone surrogate became U+FFFD when the text was written. */
export function asWritten(text: string): string {
  return HAS_SURROGATE.test(text) ? Buffer.from(text, 'utf8').toString('utf8') : text;
}

/**
 * Gram keys in the file, exact in a double: a unit u is u (2..0xffff), a pair (a, b) a·2^16 + b
 * (≥ 2^17: a is never 0 or 1), three units (a, b, c) a·2^32 + b·2^16 + c (≥ 2^33).
 */
function isTripled(a: number, b: number, c: number): boolean {
  return packedTriple(a, b, c) >= 0;
}

/** The triple as a non-zero 32-bit key while building, or -1 when it is not indexed. */
function packedTriple(a: number, b: number, c: number): number {
  // Zero is the key tables' empty slot (three NULs, which search lines never hold).
  if (a < TRIPLE_BELOW && b < TRIPLE_BELOW && c < TRIPLE_BELOW)
    return (a | b | c) === 0 ? -1 : (a << 20) | (b << 10) | c;
  if (isKana(a) && isKana(b) && isKana(c))
    return (KANA_TRIPLES | ((a - KANA_FIRST) << 16) | ((b - KANA_FIRST) << 8) | (c - KANA_FIRST)) >>> 0;
  return -1;
}

function isKana(unit: number): boolean {
  return unit >= KANA_FIRST && unit <= KANA_LAST;
}

/**
 * The grams a search needs: its one unit; its one pair; or its three-unit grams where it has
 * them and the pairs of the rest. `exact` when every post holding them holds the search (one
 * list of the whole search); otherwise the candidates must be checked.
 */
export function searchGrams(wanted: string): { keys: number[]; exact: boolean } {
  const u = (i: number): number => wanted.charCodeAt(i);
  if (wanted.length === 1) return { keys: [u(0)], exact: true };
  if (wanted.length === 2) return { keys: [u(0) * PAIR + u(1)], exact: true };
  const keys = new Set<number>();
  // Pairs inside a three-unit gram add nothing the triple does not say.
  const covered = new Uint8Array(wanted.length);
  for (let i = 2; i < wanted.length; i++) {
    if (!isTripled(u(i - 2), u(i - 1), u(i))) continue;
    keys.add(u(i - 2) * TRIPLE + u(i - 1) * PAIR + u(i));
    covered[i - 1] = covered[i] = 1;
  }
  for (let i = 1; i < wanted.length; i++) if (!covered[i]) keys.add(u(i - 1) * PAIR + u(i));
  return { keys: [...keys], exact: wanted.length === 3 && isTripled(u(0), u(1), u(2)) };
}

/** Spreads a 32-bit key over all 32 bits (the table masks the low ones). */
function mix(key: number): number {
  const h = Math.imul(key ^ (key >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Open-addressing map from a non-zero 32-bit key to a dense id (a Map is several times slower here). */
class KeyIds {
  private keys = new Uint32Array(1 << 16);
  private ids = new Int32Array(1 << 16);
  private size = 0;

  /** The key's id; a new key gets `next` (the caller's counter). */
  idOf(key: number, next: number): number {
    const mask = this.keys.length - 1;
    let slot = mix(key);
    for (;;) {
      slot &= mask;
      const k = this.keys[slot];
      if (k === key) return this.ids[slot];
      if (k === 0) break;
      slot++;
    }
    this.keys[slot] = key;
    this.ids[slot] = next;
    if (++this.size * 2 > this.keys.length) this.grow();
    return next;
  }

  private grow(): void {
    const { keys, ids } = this;
    this.keys = new Uint32Array(keys.length * 2);
    this.ids = new Int32Array(keys.length * 2);
    const mask = this.keys.length - 1;
    for (let slot = 0; slot < keys.length; slot++) {
      if (keys[slot] === 0) continue;
      let at = mix(keys[slot]);
      for (;;) {
        at &= mask;
        if (this.keys[at] === 0) break;
        at++;
      }
      this.keys[at] = keys[slot];
      this.ids[at] = ids[slot];
    }
  }
}

/**
 * Dense ids of the grams of the lines: a unit's id is the unit; pairs and triples get the next
 * free id as they first appear; keyOf gives each id's key in the file's terms.
 */
class GramIds {
  private readonly pairs = new KeyIds();
  private readonly triples = new KeyIds();
  private keys = new Float64Array(PAIR * 2);
  count = PAIR;

  constructor() {
    for (let u = 0; u < PAIR; u++) this.keys[u] = u;
  }

  /** Writes the ids of the line's grams (repeats included) into `out` (3 × line length), returning how many. */
  ofLine(line: string, out: Int32Array): number {
    let n = 0;
    let before = -1;
    let previous = -1;
    for (let i = 0; i < line.length; i++) {
      const unit = line.charCodeAt(i);
      if (unit === SEPARATOR) {
        before = previous = -1;
        continue;
      }
      out[n++] = unit;
      if (previous >= 0) {
        const pair = previous * PAIR + unit;
        out[n++] = this.known(this.pairs.idOf(pair >>> 0, this.count), pair);
        const packed = before >= 0 ? packedTriple(before, previous, unit) : -1;
        if (packed >= 0) out[n++] = this.known(this.triples.idOf(packed, this.count), before * TRIPLE + pair);
      }
      before = previous;
      previous = unit;
    }
    return n;
  }

  keyOf(id: number): number {
    return this.keys[id];
  }

  private known(id: number, key: number): number {
    if (id === this.count) {
      if (id === this.keys.length) {
        const keys = new Float64Array(this.keys.length * 2);
        keys.set(this.keys);
        this.keys = keys;
      }
      this.keys[id] = key;
      this.count++;
    }
    return id;
  }
}

function grown<T extends Int32Array | Float64Array>(a: T, size: number, make: (n: number) => T, fill: number): T {
  if (size <= a.length) return a;
  const b = make(Math.max(size, a.length * 2));
  b.set(a);
  b.fill(fill, a.length);
  return b;
}

function varintBytes(value: number): number {
  let bytes = 1;
  while (value >= 0x80) {
    value = Math.floor(value / 128);
    bytes++;
  }
  return bytes;
}

/**
 * The gram index of search lines (as ReviewIndexBuilder makes them, in post order). Two passes:
 * the first sizes every list, the second writes them into one buffer, so the build holds the
 * lines, one byte array of the final size and a few numbers per gram.
 */
export function buildSearchGrams(
  lines: readonly string[],
  onShare?: (share: number) => void,
  giveWay?: () => void,
): Buffer {
  const ids = new GramIds();
  let lastPost = new Int32Array(PAIR * 2).fill(-1);
  let counts = new Int32Array(PAIR * 2);
  let sizes = new Float64Array(PAIR * 2);
  const lineBytes = new Float64Array(lines.length + 1);
  const out = new Int32Array((WINDOW + 2) * 3);
  const eachWindow = (line: string, visit: (n: number) => void): void => {
    if (line.length <= WINDOW) return visit(ids.ofLine(line, out));
    // A long post in windows overlapping by two units, so grams across a boundary are kept
    // (repeats are dropped per post anyway) and the ids buffer stays small.
    for (let s = 0; s < line.length; s += WINDOW) visit(ids.ofLine(line.slice(Math.max(0, s - 2), s + WINDOW), out));
  };
  // Each pass is half of the work: the review screen shows how far its index has come.
  // A background build gives way to requests every few milliseconds of work.
  const told = (pass: number, post: number): void => {
    if (giveWay && post % GIVE_WAY_EVERY === 0) giveWay();
    if (onShare && post % 8192 === 0) onShare((pass + post / lines.length) / 2);
  };
  for (let post = 0; post < lines.length; post++) {
    told(0, post);
    const line = asWritten(lines[post]);
    lineBytes[post + 1] = lineBytes[post] + Buffer.byteLength(line) + 1;
    eachWindow(line, (n) => {
      if (ids.count > lastPost.length) {
        lastPost = grown(lastPost, ids.count, (m) => new Int32Array(m), -1);
        counts = grown(counts, ids.count, (m) => new Int32Array(m), 0);
        sizes = grown(sizes, ids.count, (m) => new Float64Array(m), 0);
      }
      for (let j = 0; j < n; j++) {
        const id = out[j];
        if (lastPost[id] === post) continue;
        sizes[id] += varintBytes(post - lastPost[id]);
        counts[id]++;
        lastPost[id] = post;
      }
    });
  }
  // The table lists the grams that occur, by key, so a search finds them by binary search.
  const used: number[] = [];
  for (let id = 0; id < ids.count; id++) if (counts[id] > 0) used.push(id);
  const order = Int32Array.from(used).sort((a, b) => ids.keyOf(a) - ids.keyOf(b));
  const grams = order.length;
  const cursor = new Float64Array(ids.count);
  const starts = new Float64Array(grams + 1);
  const bitmapBytes = bitmapSize(lines.length);
  for (let r = 0; r < grams; r++) {
    cursor[order[r]] = starts[r];
    starts[r + 1] = starts[r] + Math.min(sizes[order[r]], bitmapBytes);
  }
  const postingBytes = starts[grams];
  const tableBytes = tableSize(grams, lines.length);
  const file = Buffer.alloc(HEADER_BYTES + tableBytes + postingBytes);
  file.writeUInt32LE(MAGIC, 0);
  file.writeUInt32LE(lines.length, 4);
  file.writeUInt32LE(grams, 8);
  file.writeDoubleLE(postingBytes, 16);
  let at = HEADER_BYTES;
  const put = (a: Float64Array | Uint32Array): void => {
    Buffer.from(a.buffer, a.byteOffset, a.byteLength).copy(file, at);
    at += a.byteLength;
  };
  put(Float64Array.from(order, (id) => ids.keyOf(id)));
  put(Uint32Array.from(order, (id) => counts[id]));
  put(starts);
  put(lineBytes);
  const base = at;
  lastPost.fill(-1);
  for (let post = 0; post < lines.length; post++) {
    told(1, post);
    eachWindow(asWritten(lines[post]), (n) => {
      for (let j = 0; j < n; j++) {
        const id = out[j];
        if (lastPost[id] === post) continue;
        if (sizes[id] >= bitmapBytes) {
          // cursor stays at the bitmap's start.
          file[base + cursor[id] + (post >>> 3)] |= 1 << (post & 7);
          lastPost[id] = post;
          continue;
        }
        let gap = post - lastPost[id];
        let w = base + cursor[id];
        while (gap >= 0x80) {
          file[w++] = (gap & 0x7f) | 0x80;
          gap = Math.floor(gap / 128);
        }
        file[w++] = gap;
        cursor[id] = w - base;
        lastPost[id] = post;
      }
    });
  }
  return file;
}

/** Whether a gram index file's first bytes are of this version (older ones are built again). */
export function isCurrentSearchGrams(head: Buffer): boolean {
  return head.length >= 4 && head.readUInt32LE(0) === MAGIC;
}

/** A gram index file of another version: searches scan the search text instead. */
export class StaleSearchGrams extends Error {
  constructor() {
    super('not a search gram index of this version');
    this.name = 'StaleSearchGrams';
  }
}

/** Reads the byte ranges of a stored object (ObjectStore.readRanges on the gram index's key). */
export type RangeReader = (ranges: ReadonlyArray<readonly [number, number]>) => Promise<Buffer[]>;

/** A gram index opened from storage: its table in memory, its posting lists read as searches need them. */
export class SearchGrams {
  private constructor(
    private readonly read: RangeReader,
    readonly posts: number,
    private readonly keys: Float64Array,
    private readonly counts: Uint32Array,
    private readonly starts: Float64Array,
    /** Byte offset of each post's line in the search text; line i ends one byte (the NUL) before line i + 1 starts. */
    readonly lineBytes: Float64Array,
    private readonly postingsAt: number,
  ) {}

  /** Reads the header and the table (a few MB), not the lists. */
  static async open(read: RangeReader): Promise<SearchGrams> {
    const [head] = await read([[0, HEADER_BYTES]]);
    if (head.length < HEADER_BYTES || !isCurrentSearchGrams(head)) throw new StaleSearchGrams();
    const posts = head.readUInt32LE(4);
    const grams = head.readUInt32LE(8);
    const tableBytes = tableSize(grams, posts);
    const [table] = await read([[HEADER_BYTES, HEADER_BYTES + tableBytes]]);
    if (table.length < tableBytes) throw new StaleSearchGrams();
    // Copied into fresh, aligned arrays: the Buffer may sit at any offset of a pooled one.
    const copy = new Uint8Array(table).buffer;
    let at = 0;
    const next = <T>(
      make: (buffer: ArrayBuffer, offset: number, length: number) => T,
      length: number,
      size: number,
    ): T => {
      const a = make(copy, at, length);
      at += length * size;
      return a;
    };
    const keys = next((b, o, n) => new Float64Array(b, o, n), grams, 8);
    const counts = next((b, o, n) => new Uint32Array(b, o, n), grams, 4);
    const starts = next((b, o, n) => new Float64Array(b.slice(o, o + 8 * n)), grams + 1, 8);
    const lineBytes = next((b, o, n) => new Float64Array(b.slice(o, o + 8 * n)), posts + 1, 8);
    return new SearchGrams(read, posts, keys, counts, starts, lineBytes, HEADER_BYTES + tableBytes);
  }

  /**
   * Posts holding every one of the grams (ascending), or none when a gram occurs nowhere. Lists
   * are intersected rarest first, so the work follows the rarest gram.
   */
  async postsWithAll(keys: readonly number[]): Promise<Int32Array> {
    const ranks: number[] = [];
    for (const key of keys) {
      const rank = this.rankOf(key);
      if (rank < 0) return new Int32Array(0);
      ranks.push(rank);
    }
    ranks.sort((a, b) => this.counts[a] - this.counts[b]);
    const lists = await this.read(
      ranks.map((r) => [this.postingsAt + this.starts[r], this.postingsAt + this.starts[r + 1]] as const),
    );
    const bitmapBytes = bitmapSize(this.posts);
    let posts = decodeList(lists[0], this.counts[ranks[0]], bitmapBytes);
    for (let i = 1; i < lists.length && posts.length > 0; i++)
      posts = lists[i].length === bitmapBytes ? keepSet(posts, lists[i]) : keepListed(posts, lists[i]);
    return posts;
  }

  private rankOf(key: number): number {
    let lo = 0;
    let hi = this.keys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const k = this.keys[mid];
      if (k === key) return mid;
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
}

/** Keys (f64) first keeps every array of the table on its own alignment. */
function tableSize(grams: number, posts: number): number {
  return 8 * grams + 4 * grams + 8 * (grams + 1) + 8 * (posts + 1);
}

/**
 * A list as long as a bitmap of all posts is stored as that bitmap (bit p set: post p holds the
 * gram): a gram in more than about one post in eight takes less room so, and the lengths tell
 * the two forms apart (a list is a bitmap exactly when its length is the bitmap's).
 */
function bitmapSize(posts: number): number {
  return Math.ceil(posts / 8);
}

function decodeList(bytes: Buffer, count: number, bitmapBytes: number): Int32Array {
  const posts = new Int32Array(count);
  if (bytes.length === bitmapBytes) {
    let n = 0;
    for (let at = 0; at < bytes.length; at++) {
      const byte = bytes[at];
      if (byte === 0) continue;
      for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) posts[n++] = at * 8 + bit;
    }
    return posts;
  }
  let post = -1;
  let at = 0;
  for (let i = 0; i < count; i++) {
    let gap = 0;
    let scale = 1;
    for (;;) {
      const byte = bytes[at++];
      gap += (byte & 0x7f) * scale;
      if (byte < 0x80) break;
      scale *= 128;
    }
    post += gap;
    posts[i] = post;
  }
  return posts;
}

/** The posts of `sorted` whose bit the bitmap sets. */
function keepSet(sorted: Int32Array, bitmap: Buffer): Int32Array {
  const kept = new Int32Array(sorted.length);
  let n = 0;
  for (const post of sorted) if (bitmap[post >>> 3] & (1 << (post & 7))) kept[n++] = post;
  return kept.subarray(0, n);
}

/** The posts of `sorted` that the encoded list also holds, decoding the list as it goes. */
function keepListed(sorted: Int32Array, bytes: Buffer): Int32Array {
  const kept = new Int32Array(sorted.length);
  let n = 0;
  let i = 0;
  let post = -1;
  let at = 0;
  while (at < bytes.length && i < sorted.length) {
    let gap = 0;
    let scale = 1;
    for (;;) {
      const byte = bytes[at++];
      gap += (byte & 0x7f) * scale;
      if (byte < 0x80) break;
      scale *= 128;
    }
    post += gap;
    while (i < sorted.length && sorted[i] < post) i++;
    if (i < sorted.length && sorted[i] === post) kept[n++] = sorted[i++];
  }
  return kept.subarray(0, n);
}
