import type { LogFilter, LogOrder, LogSortKey } from './log-store.port.js';
import { compareStrings, StringInterner } from './string-interner.js';

/** An order over the first `count` entries (by index), ascending; descending walks it backwards. */
interface SortPermutation {
  perm: Uint32Array;
  count: number;
}

/** Past this many entries appended since an order was built, it is rebuilt rather than merged. */
const MERGE_LIMIT = 65_536;

/**
 * Every entry of a log stream in a few typed arrays: time (8 bytes), type (1), its file segment (2)
 * and line (4), and one interned string id (4) per field, about 50 bytes an entry for the access
 * log's seven fields. Orders by each sort key are built when first asked for and kept; entries
 * appended later are merged in at the next query. Filtering by type and time happens while a page
 * is read off an order, in one pass that also counts the matches.
 */
export class ColumnarLogIndex<F extends string> {
  private n = 0;
  private capacity: number;
  private at: Float64Array;
  private type: Uint8Array;
  private segment: Uint16Array;
  private line: Uint32Array;
  private readonly columns: Uint32Array[];
  private readonly strings = new StringInterner();
  private readonly orders = new Map<LogSortKey<F>, SortPermutation>();
  /** Entries older than this are gone (retention), even while their segment file is still there. */
  private floor = -Infinity;

  constructor(
    private readonly fields: readonly F[],
    initialCapacity = 1024,
  ) {
    this.capacity = Math.max(16, initialCapacity);
    this.at = new Float64Array(this.capacity);
    this.type = new Uint8Array(this.capacity);
    this.segment = new Uint16Array(this.capacity);
    this.line = new Uint32Array(this.capacity);
    this.columns = fields.map(() => new Uint32Array(this.capacity));
  }

  get size(): number {
    return this.n;
  }

  add(type: number, at: number, segment: number, line: number, values: Record<F, string>): number {
    if (this.n === this.capacity) this.grow();
    const i = this.n++;
    this.at[i] = at;
    this.type[i] = type;
    this.segment[i] = segment;
    this.line[i] = line;
    for (let f = 0; f < this.fields.length; f++) this.columns[f][i] = this.strings.id(values[this.fields[f]]);
    return i;
  }

  timeOf(i: number): number {
    return this.at[i];
  }
  typeOf(i: number): number {
    return this.type[i];
  }
  segmentOf(i: number): number {
    return this.segment[i];
  }
  lineOf(i: number): number {
    return this.line[i];
  }
  fieldsOf(i: number): Record<F, string> {
    const out = {} as Record<F, string>;
    for (let f = 0; f < this.fields.length; f++) out[this.fields[f]] = this.strings.values[this.columns[f][i]];
    return out;
  }

  /** One page of the matching entries' indexes in the order asked for, and how many match in all. */
  page(query: LogFilter & LogOrder<F>, skip: number, limit: number): { indexes: number[]; total: number } {
    const perm = this.order(query.sortBy);
    const from = Math.max(query.from, this.floor);
    const to = query.to;
    const wanted = query.type;
    const { at, type } = this;
    const n = this.n;
    const indexes: number[] = [];
    let total = 0;
    for (let k = 0; k < n; k++) {
      const i = perm[query.ascending ? k : n - 1 - k];
      if (wanted !== undefined && type[i] !== wanted) continue;
      const t = at[i];
      if (t < from || t > to) continue;
      if (total >= skip && indexes.length < limit) indexes.push(i);
      total++;
    }
    return { indexes, total };
  }

  /** Hides everything older than `before` at once; `compact` frees the memory later. */
  raiseFloor(before: number): void {
    this.floor = Math.max(this.floor, before);
  }

  /** Drops the entries older than the floor or in a removed segment, keeping the built orders. */
  compact(segmentRemoved: (segment: number) => boolean): number {
    const map = new Int32Array(this.n).fill(-1);
    let kept = 0;
    for (let i = 0; i < this.n; i++) {
      if (this.at[i] < this.floor || segmentRemoved(this.segment[i])) continue;
      map[i] = kept;
      if (kept !== i) {
        this.at[kept] = this.at[i];
        this.type[kept] = this.type[i];
        this.segment[kept] = this.segment[i];
        this.line[kept] = this.line[i];
        for (const column of this.columns) column[kept] = column[i];
      }
      kept++;
    }
    const removed = this.n - kept;
    if (removed === 0) return 0;
    for (const [key, order] of this.orders) {
      const perm = new Uint32Array(Math.max(kept, 1));
      let j = 0;
      for (let k = 0; k < order.count; k++) {
        const to = map[order.perm[k]];
        if (to >= 0) perm[j++] = to;
      }
      // Compaction keeps index order, so the entries the order covered are still the first j.
      this.orders.set(key, { perm: perm.subarray(0, j), count: j });
    }
    this.n = kept;
    return removed;
  }

  private order(key: LogSortKey<F>): Uint32Array {
    const cached = this.orders.get(key);
    if (cached && cached.count === this.n) return cached.perm;
    let built: Uint32Array;
    if (cached && cached.count > 0 && this.n - cached.count <= MERGE_LIMIT) built = this.merge(key, cached);
    else built = this.build(key);
    this.orders.set(key, { perm: built, count: this.n });
    return built;
  }

  /** A full order: by time with a comparison sort, then by type or field with a stable counting sort. */
  private build(key: LogSortKey<F>): Uint32Array {
    if (key !== 'at') {
      const byTime = this.order('at');
      if (key === 'type') return countingSort(byTime, this.type, 256);
      const column = this.columns[this.fieldIndex(key)];
      const ranks = this.strings.ranks();
      const keys = new Uint32Array(this.n);
      for (let i = 0; i < this.n; i++) keys[i] = ranks[column[i]];
      return countingSort(byTime, keys, ranks.length);
    }
    const perm = new Uint32Array(this.n);
    for (let i = 0; i < this.n; i++) perm[i] = i;
    const at = this.at;
    // Mostly in time order already (files are read day by day, appends arrive in time), which the sort likes.
    return perm.sort((a, b) => at[a] - at[b] || a - b);
  }

  /** The cached order with the entries appended since placed by binary search. */
  private merge(key: LogSortKey<F>, cached: SortPermutation): Uint32Array {
    const compare = this.comparator(key);
    const tail: number[] = [];
    for (let i = cached.count; i < this.n; i++) tail.push(i);
    tail.sort(compare);
    const out = new Uint32Array(this.n);
    const perm = cached.perm;
    let written = 0;
    let from = 0;
    for (const i of tail) {
      let lo = from;
      let hi = perm.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (compare(perm[mid], i) <= 0) lo = mid + 1;
        else hi = mid;
      }
      out.set(perm.subarray(from, lo), written);
      written += lo - from;
      out[written++] = i;
      from = lo;
    }
    out.set(perm.subarray(from), written);
    return out;
  }

  private comparator(key: LogSortKey<F>): (a: number, b: number) => number {
    const at = this.at;
    const byTime = (a: number, b: number) => at[a] - at[b] || a - b;
    if (key === 'at') return byTime;
    if (key === 'type') return (a, b) => this.type[a] - this.type[b] || byTime(a, b);
    const column = this.columns[this.fieldIndex(key)];
    const values = this.strings.values;
    return (a, b) => compareStrings(values[column[a]], values[column[b]]) || byTime(a, b);
  }

  private fieldIndex(key: F): number {
    const f = this.fields.indexOf(key);
    if (f < 0) throw new Error(`no field ${key} to sort by`);
    return f;
  }

  private grow(): void {
    this.capacity *= 2;
    const grown = <A extends Float64Array | Uint8Array | Uint16Array | Uint32Array>(a: A): A => {
      const b = new (a.constructor as new (n: number) => A)(this.capacity);
      b.set(a);
      return b;
    };
    this.at = grown(this.at);
    this.type = grown(this.type);
    this.segment = grown(this.segment);
    this.line = grown(this.line);
    for (let f = 0; f < this.columns.length; f++) this.columns[f] = grown(this.columns[f]);
  }
}

/** A stable counting sort of `order` by small whole-number keys (0 ≤ key < range). */
function countingSort(order: Uint32Array, keys: Uint8Array | Uint32Array, range: number): Uint32Array {
  const starts = new Uint32Array(range + 1);
  for (let k = 0; k < order.length; k++) starts[keys[order[k]] + 1]++;
  for (let r = 0; r < range; r++) starts[r + 1] += starts[r];
  const out = new Uint32Array(order.length);
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    out[starts[keys[i]]++] = i;
  }
  return out;
}
