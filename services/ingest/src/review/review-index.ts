import type { PostRecord } from '@kizuna/proto';

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
 * posts in ascending order (ties in file order) with each post's dense rank under that key.
 * Built once, at registration, and stored beside the posts file.
 */
export interface ReviewIndex {
  count: number;
  /** Byte offset of post i's line in the posts file; offsets[count] is the file's size. */
  offsets: Float64Array;
  ascending: Int32Array[];
  rank: Int32Array[];
  /** Where post i's line starts in the search text; searchStarts[count] is its length + 1. */
  searchStarts: Int32Array;
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

  build(): { index: ReviewIndex; searchText: string } {
    const count = this.authors.length;
    const compare: Record<RawDataSort, (a: number, b: number) => number> = {
      [RawDataSort.Author]: (a, b) => compareText(this.authors[a], this.authors[b]),
      [RawDataSort.Text]: (a, b) => compareText(this.texts[a], this.texts[b]),
      // Unknown follower counts (-Infinity) sort below every known one.
      [RawDataSort.Followers]: (a, b) => numberOrder(this.followers[a], this.followers[b]),
      [RawDataSort.Time]: (a, b) => this.times[a] - this.times[b],
    };
    const ascending: Int32Array[] = [];
    const rank: Int32Array[] = [];
    for (const key of SORT_KEYS) {
      const order = Int32Array.from({ length: count }, (_, i) => i).sort((a, b) => compare[key](a, b) || a - b);
      const ranks = new Int32Array(count);
      for (let i = 1; i < count; i++)
        ranks[order[i]] = ranks[order[i - 1]] + (compare[key](order[i - 1], order[i]) === 0 ? 0 : 1);
      ascending.push(order);
      rank.push(ranks);
    }
    // A NUL ends each post's line (no post contains one: searchLine replaces them).
    const searchStarts = new Int32Array(count + 1);
    for (let i = 0; i < count; i++) searchStarts[i + 1] = searchStarts[i] + this.search[i].length + 1;
    return {
      index: { count, offsets: Float64Array.from(this.offsets), ascending, rank, searchStarts },
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
 * The posts in the order asked for. Descending reverses the ascending order but keeps ties in
 * file order, as ascending does.
 */
export function sortedView(index: ReviewIndex, sortKey: number, ascending: boolean): Int32Array {
  const key = SORT_KEYS.includes(sortKey as RawDataSort) ? sortKey : RawDataSort.Time;
  const up = index.ascending[key];
  if (ascending) return up;
  const ranks = index.rank[key];
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

const MAGIC = 0x4b5a5232; // "KZR2"

/** The index as bytes: a header, then the offsets, then each key's order and ranks. */
export function encodeReviewIndex(index: ReviewIndex): Buffer {
  const n = index.count;
  const buffer = Buffer.alloc(8 + 8 * (n + 1) + 4 * n * 2 * SORT_KEYS.length + 4 * (n + 1));
  buffer.writeUInt32LE(MAGIC, 0);
  buffer.writeUInt32LE(n, 4);
  let at = 8;
  Buffer.from(index.offsets.buffer, index.offsets.byteOffset, index.offsets.byteLength).copy(buffer, at);
  at += 8 * (n + 1);
  for (const a of [...index.ascending, ...index.rank, index.searchStarts]) {
    Buffer.from(a.buffer, a.byteOffset, a.byteLength).copy(buffer, at);
    at += a.byteLength;
  }
  return buffer;
}

export function decodeReviewIndex(bytes: Buffer): ReviewIndex {
  if (bytes.length < 8 || bytes.readUInt32LE(0) !== MAGIC) throw new StaleReviewIndex();
  const n = bytes.readUInt32LE(4);
  // Copied into fresh, aligned arrays: the Buffer may sit at any offset of a shared pool.
  const copy = new Uint8Array(bytes.subarray(8)).buffer;
  const offsets = new Float64Array(copy, 0, n + 1);
  let at = 8 * (n + 1);
  const next = (length = n) => {
    const a = new Int32Array(copy, at, length);
    at += 4 * length;
    return a;
  };
  const ascending = SORT_KEYS.map(() => next());
  const rank = SORT_KEYS.map(() => next());
  return { count: n, offsets, ascending, rank, searchStarts: next(n + 1) };
}

/** An index file of another format (or none): it is built again from the posts. */
export class StaleReviewIndex extends Error {
  constructor() {
    super('not a review index of this version');
    this.name = 'StaleReviewIndex';
  }
}
