import type { PostRecord } from '@kizuna/proto';
import type { RangeReader } from './search-grams.js';

/** The spec's raw-data sort keys: 0 screen name, 1 text, 2 follower count, 3 date. */
export enum RawDataSort {
  Author = 0,
  Text = 1,
  Followers = 2,
  Time = 3,
}
const SORT_KEYS = [RawDataSort.Author, RawDataSort.Text, RawDataSort.Followers, RawDataSort.Time] as const;

/**
 * What the review screen needs to answer any page, sort or search of a dataset without reading
 * all its posts: where each post's line starts in the posts file, and for each sort key the
 * posts in ascending and in descending order (ties in file order both ways). Built once, after
 * registration, and stored beside the posts file.
 */
export interface ReviewIndex {
  count: number;
  /** Byte offset of post i's line in the posts file; offsets[count] is the file's size. */
  offsets: Float64Array;
  ascending: Int32Array[];
  descending: Int32Array[];
  /** Where post i's line starts in the search text; searchStarts[count] is its length + 1. */
  searchStarts: Int32Array;
}

/**
 * A review index as the service reads it: the offsets at once, each order and the search starts
 * only when first asked for (a first page newest first reads 6 of the file's 24 MB at 550k posts).
 */
export interface ReviewIndexView {
  count: number;
  offsets: Float64Array;
  /** The posts in the order asked for (an unknown sort key sorts by date). */
  order(sortKey: number, ascending: boolean): Promise<Int32Array>;
  searchStarts(): Promise<Int32Array>;
}

/** One post's line as the search reads it: screen name and text in lower case. */
export function searchLine(post: Pick<PostRecord, 'author' | 'text'>): string {
  return `${post.author.toLowerCase()}\u0001${post.text.toLowerCase()}`.replaceAll('\u0000', ' ');
}

/** Collects posts in file order as they are written, then builds the index and the search text. */
export class ReviewIndexBuilder {
  private readonly authors: string[] = [];
  private readonly texts: string[] = [];
  private followers: number[] = [];
  private times: number[] = [];
  private readonly offsets: number[] = [0];
  private readonly search: string[] = [];

  /** Posts added so far. */
  get count(): number {
    return this.authors.length;
  }

  add(post: PostRecord, lineBytes: number): void {
    this.authors.push(post.author.toLowerCase());
    this.texts.push(post.text);
    this.followers.push(post.followers ?? -Infinity);
    this.times.push(post.time);
    this.offsets.push(this.offsets[this.offsets.length - 1] + lineBytes);
    this.search.push(searchLine(post));
  }

  /** The search lines so far, in post order (buildSearchGrams indexes them). */
  searchLines(): readonly string[] {
    return this.search;
  }

  /** `giveWay` is called between the sorts (each a fraction of a second at 550k posts). */
  build(giveWay?: () => void): { index: ReviewIndex; searchText: string } {
    const count = this.authors.length;
    const compare: Record<RawDataSort, (a: number, b: number) => number> = {
      [RawDataSort.Author]: (a, b) => compareText(this.authors[a], this.authors[b]),
      [RawDataSort.Text]: (a, b) => compareText(this.texts[a], this.texts[b]),
      // Unknown follower counts (-Infinity) sort below every known one.
      [RawDataSort.Followers]: (a, b) => numberOrder(this.followers[a], this.followers[b]),
      [RawDataSort.Time]: (a, b) => this.times[a] - this.times[b],
    };
    const ascending: Int32Array[] = [];
    const descending: Int32Array[] = [];
    for (const key of SORT_KEYS) {
      giveWay?.();
      const order = Int32Array.from({ length: count }, (_, i) => i).sort((a, b) => compare[key](a, b) || a - b);
      const ranks = new Int32Array(count);
      for (let i = 1; i < count; i++)
        ranks[order[i]] = ranks[order[i - 1]] + (compare[key](order[i - 1], order[i]) === 0 ? 0 : 1);
      ascending.push(order);
      descending.push(descendingOf(order, ranks));
    }
    // A NUL ends each post's line (no post contains one: searchLine replaces them).
    const searchStarts = new Int32Array(count + 1);
    for (let i = 0; i < count; i++) searchStarts[i + 1] = searchStarts[i] + this.search[i].length + 1;
    return {
      index: { count, offsets: Float64Array.from(this.offsets), ascending, descending, searchStarts },
      searchText: this.search.join('\u0000'),
    };
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function numberOrder(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/**
 * Descending order from the ascending one and each post's dense rank: reversed, but ties kept in
 * file order, as ascending does.
 */
function descendingOf(up: Int32Array, ranks: Int32Array): Int32Array {
  const down = up.slice().reverse();
  // Runs of equal rank came out in reverse file order: turn each run back.
  for (let start = 0; start < down.length;) {
    let end = start + 1;
    while (end < down.length && ranks[down[end]] === ranks[down[start]]) end++;
    if (end - start > 1) down.subarray(start, end).reverse();
    start = end;
  }
  return down;
}

/** Which of the stored orders a sort key reads: an unknown key sorts by date. */
function keyOf(sortKey: number): RawDataSort {
  return SORT_KEYS.includes(sortKey as RawDataSort) ? sortKey : RawDataSort.Time;
}

/** An index built in this process, read as a stored one is. */
export function viewOfIndex(index: ReviewIndex): ReviewIndexView {
  return {
    count: index.count,
    offsets: index.offsets,
    order: (sortKey, ascending) => Promise.resolve((ascending ? index.ascending : index.descending)[keyOf(sortKey)]),
    searchStarts: () => Promise.resolve(index.searchStarts),
  };
}

/** What a search looks for in the search lines: lower case, without the separators the lines use. */
export function searchWanted(needle: string): string {
  return needle.toLowerCase().replaceAll('\u0000', '').replaceAll('\u0001', '');
}

/** Which posts contain the search (case-insensitive) in their screen name or text: one flag per post. */
export function searchMatches(searchText: string, starts: Int32Array, needle: string): Uint8Array {
  const count = starts.length - 1;
  const hit = new Uint8Array(count);
  const wanted = searchWanted(needle);
  if (!wanted) return hit.fill(1);
  let from = 0;
  let post = 0;
  for (;;) {
    const at = searchText.indexOf(wanted, from);
    if (at < 0) break;
    // The post holding `at`: the last start at or before it (starts only grow).
    while (post + 1 < count && starts[post + 1] <= at) post++;
    hit[post] = 1;
    if (post + 1 >= count) break;
    from = starts[post + 1];
  }
  return hit;
}

const MAGIC = 0x4b5a5233; // "KZR3"
const HEADER_BYTES = 8;

/** Where each part of an index of `n` posts lies in its file: offsets, ascending orders, descending orders, search starts. */
function layout(n: number) {
  const offsets = HEADER_BYTES;
  const orders = offsets + 8 * (n + 1);
  const order = (descending: boolean, key: RawDataSort) =>
    orders + 4 * n * ((descending ? SORT_KEYS.length : 0) + SORT_KEYS.indexOf(key));
  const searchStarts = orders + 4 * n * 2 * SORT_KEYS.length;
  return { offsets, order, searchStarts, size: searchStarts + 4 * (n + 1) };
}

/** The index as bytes: a header, then the offsets, then each key's ascending and descending orders, then the search starts. */
export function encodeReviewIndex(index: ReviewIndex): Buffer {
  const n = index.count;
  const buffer = Buffer.alloc(layout(n).size);
  buffer.writeUInt32LE(MAGIC, 0);
  buffer.writeUInt32LE(n, 4);
  let at = HEADER_BYTES;
  for (const a of [index.offsets, ...index.ascending, ...index.descending, index.searchStarts]) {
    Buffer.from(a.buffer, a.byteOffset, a.byteLength).copy(buffer, at);
    at += a.byteLength;
  }
  return buffer;
}

/** Whether the first bytes of a stored index are of this version (an older one is built again, in a worker). */
export function isCurrentReviewIndex(head: Buffer): boolean {
  return head.length >= HEADER_BYTES && head.readUInt32LE(0) === MAGIC;
}

/**
 * Opens a stored index by byte ranges: the header and the offsets now, each order and the search
 * starts when first asked for, then kept. Reading only what a page needs, with no copy when the
 * bytes arrive aligned, is what makes the first page after a restart fast.
 */
export async function openReviewIndex(read: RangeReader): Promise<ReviewIndexView> {
  const [head] = await read([[0, HEADER_BYTES]]);
  if (!isCurrentReviewIndex(head)) throw new StaleReviewIndex();
  const n = head.readUInt32LE(4);
  const at = layout(n);
  const part = async (start: number, bytes: number): Promise<Buffer> => {
    const [b] = await read([[start, start + bytes]]);
    if (b.length < bytes) throw new StaleReviewIndex();
    return b;
  };
  const offsets = float64s(await part(at.offsets, 8 * (n + 1)));
  const kept = new Map<number, Promise<Int32Array>>();
  const keep = (slot: number, start: number, length: number): Promise<Int32Array> => {
    let got = kept.get(slot);
    if (!got) {
      got = part(start, 4 * length).then(int32s);
      // A failed read is tried again at the next request.
      got.catch(() => kept.delete(slot));
      kept.set(slot, got);
    }
    return got;
  };
  return {
    count: n,
    offsets,
    order: (sortKey, ascending) => {
      const key = keyOf(sortKey);
      return keep(ascending ? key : SORT_KEYS.length + key, at.order(!ascending, key), n);
    },
    searchStarts: () => keep(-1, at.searchStarts, n + 1),
  };
}

/** The bytes as numbers, in place when they are aligned (a read of its own usually is), else copied. */
function int32s(b: Buffer): Int32Array {
  return b.byteOffset % 4 === 0
    ? new Int32Array(b.buffer, b.byteOffset, b.length / 4)
    : new Int32Array(new Uint8Array(b).buffer);
}

function float64s(b: Buffer): Float64Array {
  return b.byteOffset % 8 === 0
    ? new Float64Array(b.buffer, b.byteOffset, b.length / 8)
    : new Float64Array(new Uint8Array(b).buffer);
}

/** An index file of another format (or none): it is built again from the posts. */
export class StaleReviewIndex extends Error {
  constructor() {
    super('not a review index of this version');
    this.name = 'StaleReviewIndex';
  }
}
