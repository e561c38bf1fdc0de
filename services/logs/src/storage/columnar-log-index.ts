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
  private scratch?: Uint8Array;
  private readonly inverses = new Map<LogSortKey<F>, { perm: Uint32Array; position: Uint32Array }>();
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

  /**
   * One page of the matching entries' indexes in the order asked for, and how many match in all.
   * The time order bounds the range by binary search; a narrow range (up to an eighth of the
   * entries, such as the default 7 days of a year) is sorted on its own by each entry's position
   * in the key's order, a wide one is read off the key's order, filtering as it goes.
   */
  page(query: LogFilter & LogOrder<F>, skip: number, limit: number): { indexes: number[]; total: number } {
    const from = Math.max(query.from, this.floor);
    const byTime = this.order('at');
    const lo = this.firstInTime(byTime, (t) => t >= from);
    const hi = this.firstInTime(byTime, (t) => t > query.to);
    if (query.sortBy === 'at')
      return this.walk(byTime.subarray(lo, Math.max(lo, hi)), query.type, query.ascending, skip, limit);
    if (hi - lo > this.n >> 3) {
      const perm = this.order(query.sortBy);
      // A range holding every entry needs no time check; another marks its entries of the type
      // in a byte per entry first, so the walk reads one byte an entry instead of a type and a time.
      if (lo === 0 && hi === this.n) return this.walk(perm, query.type, query.ascending, skip, limit);
      const marks = this.marks();
      for (let k = lo; k < hi; k++) {
        const i = byTime[k];
        if (query.type === undefined || this.type[i] === query.type) marks[i] = 1;
      }
      return this.walk(perm, undefined, query.ascending, skip, limit, marks);
    }
    const position = this.positions(query.sortBy);
    const matches: number[] = [];
    for (let k = lo; k < hi; k++) {
      const i = byTime[k];
      if (query.type === undefined || this.type[i] === query.type) matches.push(i);
    }
    matches.sort((a, b) => position[a] - position[b]);
    if (!query.ascending) matches.reverse();
    return { indexes: matches.slice(skip, skip + limit), total: matches.length };
  }

  /** Reads a page off an order: entries of the type (any when undefined) and, with marks, only the marked. */
  private walk(
    perm: Uint32Array,
    wanted: number | undefined,
    ascending: boolean,
    skip: number,
    limit: number,
    marks?: Uint8Array,
  ): { indexes: number[]; total: number } {
    const type = this.type;
    const n = perm.length;
    const indexes: number[] = [];
    let total = 0;
    for (let k = 0; k < n; k++) {
      const i = perm[ascending ? k : n - 1 - k];
      if (marks ? marks[i] === 0 : wanted !== undefined && type[i] !== wanted) continue;
      if (total >= skip && indexes.length < limit) indexes.push(i);
      total++;
    }
    marks?.fill(0, 0, this.n);
    return { indexes, total };
  }

  /** A zeroed byte per entry, reused between queries (walk clears it after use). */
  private marks(): Uint8Array {
    if (!this.scratch || this.scratch.length < this.n) this.scratch = new Uint8Array(this.capacity);
    return this.scratch;
  }

  /** The first position in the time order whose time passes `test` (a test that stays true once true). */
  private firstInTime(byTime: Uint32Array, test: (t: number) => boolean): number {
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (test(this.at[byTime[mid]])) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Each entry's place in the key's order (the inverse permutation), kept while the order stands. */
  private positions(key: LogSortKey<F>): Uint32Array {
    const perm = this.order(key);
    const cached = this.inverses.get(key);
    if (cached && cached.perm === perm) return cached.position;
    const position = new Uint32Array(this.n);
    for (let k = 0; k < this.n; k++) position[perm[k]] = k;
    this.inverses.set(key, { perm, position });
    return position;
  }

  /** Builds the time order now (every query starts from it), so the first page after loading is quick too. */
  prepare(): void {
    this.order('at');
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
