import {
  ENTRY_COST,
  ENTRY_INTS,
  ENTRY_LEFT,
  ENTRY_NOUN,
  ENTRY_RIGHT,
  ENTRY_TOKEN,
  type IpadicTables,
} from './ipadic-tables.js';

/** Which dictionary a word's token info id belongs to. */
export type WordKind = typeof KNOWN_WORD | typeof UNKNOWN_WORD;
export const KNOWN_WORD = 1;
export const UNKNOWN_WORD = 2;

/**
 * Called for each word of the best path, in text order; `end` is exclusive; `noun`: a content noun
 * (isContentNoun); `knownEntry`: a known word's entry number (0 to knownEntryCount - 1, one per
 * dictionary entry, so one surface each), -1 for an unknown word.
 */
export type WordVisitor = (
  kind: WordKind,
  tokenInfoId: number,
  start: number,
  end: number,
  noun: boolean,
  knownEntry: number,
) => void;

/** How many known-word entries the tables hold (WordVisitor's knownEntry is below this). */
export function knownEntryCount(tables: IpadicTables): number {
  return tables.knownEntries.length / ENTRY_INTS;
}

const NOT_FOUND = -1;
const TRIE_ROOT = 0;
const TRIE_TERMINAL = 0;
const NO_NODE = -1;
const FIRST_UNKNOWN = -2;

/**
 * kuromoji's morphological analysis of one segment — the same lattice (word candidates from
 * the IPADIC trie, unknown-word runs by character class) and the same Viterbi search with the
 * same tie-breaks as kuromoji's ViterbiBuilder and ViterbiSearcher — in linear time and over
 * flat typed arrays. kuromoji re-encodes the rest of the sentence at every character and
 * allocates an object per candidate; this runs about five times faster. The equivalence is
 * checked against kuromoji's own tokenizer in the tests.
 *
 * Segments must hold no surrogate code units (kuromoji counts positions in code points); the
 * Japanese noun reader splits on them. One instance per thread: it reuses its buffers. The
 * dictionary tables are read only, so threads share one copy.
 */
export class ViterbiSegmenter {
  private readonly costs: Int16Array;
  private readonly backwardSize: number;
  private readonly trieBase: Int32Array;
  private readonly trieCheck: Int32Array;
  // The trie node after each BMP character from the root (FIRST_UNKNOWN until looked up): every
  // position starts a walk there, and a CJK character costs three steps of the byte trie.
  private readonly rootChild = new Int32Array(0x10000).fill(FIRST_UNKNOWN);

  // Lattice nodes; node 0 is BOS. A node keeps only what the search reads (its right id as where
  // its row of connection costs starts, so each scan of it saves a multiplication; best cost,
  // predecessor, the next node ending where it ends) and, for the words of the best path,
  // where it starts and its dictionary entry: its end is where the next word of the path starts,
  // and its token id and noun flag are in the entry. Five million nodes a second are written,
  // so every array written per node counts.
  private nodeCount = 0;
  /** Offset of the node's entry in knownEntries (>= 0), or -1 - its offset in unknownEntries. */
  private entry = new Int32Array(256);
  private start = new Int32Array(256);
  /** Where the node's row of connection costs starts: its right id × backwardSize + 2 (the header). */
  private costRow = new Int32Array(256);
  private best = new Float64Array(256);
  private prev = new Int32Array(256);
  private nextSameEnd = new Int32Array(256);
  // Per end position, the nodes ending there, in the order they were added (ties go to the first).
  private endFirst = new Int32Array(64);
  private endLast = new Int32Array(64);
  // Per position of the segment: its character class and where its run of that class ends.
  private classAt = new Int32Array(64);
  private runEnd = new Int32Array(64);
  private path: number[] = [];

  constructor(private readonly tables: IpadicTables) {
    this.costs = tables.connectionCosts;
    this.backwardSize = tables.connectionCosts[1];
    this.trieBase = tables.trieBase;
    this.trieCheck = tables.trieCheck;
  }

  segment(segment: string, visit: WordVisitor): void {
    const n = segment.length;
    if (n === 0) return;
    this.reset(n);
    const { classOfCode, classInvoke, classGrouping, knownOffsets, knownEntries, unknownOffsets, unknownEntries } =
      this.tables;
    const classAt = this.classAt;
    const runEnd = this.runEnd;
    for (let i = 0; i < n; i++) classAt[i] = classOfCode[segment.charCodeAt(i)];
    // runEnd[i]: end (exclusive) of the run of characters of the same class starting at i.
    for (let i = n - 1; i >= 0; i--) runEnd[i] = i + 1 < n && classAt[i + 1] === classAt[i] ? runEnd[i + 1] : i + 1;
    for (let from = 0; from < n; from++) {
      let found = false;
      let trieNode = this.fromRoot(segment.charCodeAt(from));
      for (let to = from; trieNode !== NOT_FOUND;) {
        const leaf = this.walk(trieNode, TRIE_TERMINAL);
        if (leaf !== NOT_FOUND) {
          found = true;
          const target = -this.base(leaf) - 1;
          this.addNodes(knownEntries, knownOffsets[target], knownOffsets[target + 1], from, to + 1, 0);
        }
        if (++to === n) break;
        trieNode = this.walkChar(trieNode, segment.charCodeAt(to));
      }
      const headClass = classAt[from];
      if (!found || classInvoke[headClass] === 1) {
        const to = classGrouping[headClass] === 1 ? runEnd[from] : from + 1;
        this.addNodes(unknownEntries, unknownOffsets[headClass], unknownOffsets[headClass + 1], from, to, -1);
      }
    }
    this.emitBestPath(n, visit);
  }

  private reset(length: number): void {
    if (this.endFirst.length < length + 1) {
      this.endFirst = new Int32Array(2 * (length + 1));
      this.endLast = new Int32Array(2 * (length + 1));
      this.classAt = new Int32Array(2 * (length + 1));
      this.runEnd = new Int32Array(2 * (length + 1));
    }
    this.endFirst.fill(NO_NODE, 0, length + 1);
    this.endLast.fill(NO_NODE, 0, length + 1);
    this.nodeCount = 0;
    const bos = this.allocate();
    this.entry[bos] = 0;
    this.start[bos] = 0;
    this.costRow[bos] = 2;
    this.best[bos] = 0;
    this.prev[bos] = NO_NODE;
    this.nextSameEnd[bos] = NO_NODE;
    this.endFirst[0] = bos;
    this.endLast[0] = bos;
  }

  /**
   * Adds the candidate words of entries[first .. last) (ENTRY_INTS each) from `from` to `to`,
   * each with its best predecessor: every node ending at `from` is already in place. Entries
   * with the same left id share that predecessor, so it is searched once per left id in a row
   * (IPADIC lists a surface's entries grouped by part of speech). `unknown`: 0 for known words'
   * entries, -1 for unknown words' (see `entry`).
   */
  private addNodes(entries: Int32Array, first: number, last: number, from: number, to: number, unknown: 0 | -1): void {
    if (last <= first) return;
    if (this.nodeCount + last - first > this.entry.length) this.grow(this.nodeCount + last - first);
    const costs = this.costs;
    const backwardSize = this.backwardSize;
    const best = this.best;
    const costRows = this.costRow;
    const nextSameEnd = this.nextSameEnd;
    const entryOf = this.entry;
    const starts = this.start;
    const prevs = this.prev;
    const firstAtFrom = this.endFirst[from];
    let lastLeftId = -1;
    let pathCost = Number.MAX_VALUE;
    let bestPrev = NO_NODE;
    // The new nodes all end at `to`: chained here, linked to what already ends there once.
    let node = this.nodeCount;
    const firstNew = node;
    for (let e = first * ENTRY_INTS; e < last * ENTRY_INTS; e += ENTRY_INTS) {
      const leftId = entries[e + ENTRY_LEFT];
      if (leftId !== lastLeftId) {
        lastLeftId = leftId;
        pathCost = Number.MAX_VALUE;
        bestPrev = NO_NODE;
        for (let p = firstAtFrom; p !== NO_NODE; p = nextSameEnd[p]) {
          const cost = best[p] + costs[costRows[p] + leftId];
          if (cost < pathCost) {
            pathCost = cost;
            bestPrev = p;
          }
        }
      }
      entryOf[node] = unknown === 0 ? e : -1 - e;
      starts[node] = from;
      costRows[node] = entries[e + ENTRY_RIGHT] * backwardSize + 2;
      // As kuromoji: a node with no predecessor keeps MAX_VALUE (adding its cost changes nothing).
      best[node] = pathCost + entries[e + ENTRY_COST];
      prevs[node] = bestPrev;
      nextSameEnd[node] = node + 1;
      node++;
    }
    // No entries after all: a NUL in the text walks the trie like its terminal and finds a leaf
    // with no word (as kuromoji's walk does); nothing to link.
    if (node === firstNew) return;
    const lastNew = node - 1;
    nextSameEnd[lastNew] = NO_NODE;
    this.nodeCount = node;
    const lastAtTo = this.endLast[to];
    if (lastAtTo === NO_NODE) this.endFirst[to] = firstNew;
    else nextSameEnd[lastAtTo] = firstNew;
    this.endLast[to] = lastNew;
  }

  private emitBestPath(length: number, visit: WordVisitor): void {
    // EOS has left id 0 and no word cost.
    let bestCost = Number.MAX_VALUE;
    let node = NO_NODE;
    for (let p = this.endFirst[length]; p !== NO_NODE; p = this.nextSameEnd[p]) {
      const cost = this.best[p] + this.costs[this.costRow[p]];
      if (cost < bestCost) {
        bestCost = cost;
        node = p;
      }
    }
    const path = this.path;
    path.length = 0;
    // Like kuromoji, a path broken before BOS yields no words.
    while (node !== 0) {
      if (node === NO_NODE) return;
      path.push(node);
      node = this.prev[node];
    }
    const { knownEntries, unknownEntries } = this.tables;
    for (let i = path.length - 1; i >= 0; i--) {
      const p = path[i];
      const end = i > 0 ? this.start[path[i - 1]] : length;
      const at = this.entry[p];
      const entries = at >= 0 ? knownEntries : unknownEntries;
      const e = at >= 0 ? at : -1 - at;
      visit(
        at >= 0 ? KNOWN_WORD : UNKNOWN_WORD,
        entries[e + ENTRY_TOKEN],
        this.start[p],
        end,
        entries[e + ENTRY_NOUN] === 1,
        at >= 0 ? at / ENTRY_INTS : -1,
      );
    }
  }

  private allocate(): number {
    if (this.nodeCount === this.entry.length) this.grow(this.nodeCount + 1);
    return this.nodeCount++;
  }

  private grow(needed: number): void {
    let size = this.entry.length * 2;
    while (size < needed) size *= 2;
    const copy = <T extends Int32Array | Float64Array>(old: T, fresh: T): T => {
      fresh.set(old);
      return fresh;
    };
    this.entry = copy(this.entry, new Int32Array(size));
    this.start = copy(this.start, new Int32Array(size));
    this.costRow = copy(this.costRow, new Int32Array(size));
    this.best = copy(this.best, new Float64Array(size));
    this.prev = copy(this.prev, new Int32Array(size));
    this.nextSameEnd = copy(this.nextSameEnd, new Int32Array(size));
  }

  private fromRoot(code: number): number {
    let child = this.rootChild[code];
    if (child === FIRST_UNKNOWN) child = this.rootChild[code] = this.walkChar(TRIE_ROOT, code);
    return child;
  }

  /** Follows the UTF-8 bytes of one BMP code unit: the trie is keyed by UTF-8. */
  private walkChar(node: number, code: number): number {
    if (code < 0x80) return this.walk(node, code);
    if (code < 0x800) {
      const next = this.walk(node, (code >>> 6) | 0xc0);
      return next === NOT_FOUND ? NOT_FOUND : this.walk(next, (code & 0x3f) | 0x80);
    }
    let next = this.walk(node, (code >>> 12) | 0xe0);
    if (next === NOT_FOUND) return NOT_FOUND;
    next = this.walk(next, ((code >>> 6) & 0x3f) | 0x80);
    return next === NOT_FOUND ? NOT_FOUND : this.walk(next, (code & 0x3f) | 0x80);
  }

  // Double-array trie step; out-of-range reads mirror the doublearray package's getBase/getCheck.
  private walk(parent: number, byte: number): number {
    const child = this.base(parent) + byte;
    const check = child < this.trieCheck.length ? this.trieCheck[child] : -child - 1;
    return check === parent ? child : NOT_FOUND;
  }

  private base(index: number): number {
    return index < this.trieBase.length ? this.trieBase[index] : -index + 1;
  }
}
