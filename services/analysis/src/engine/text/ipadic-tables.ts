import { isContentNoun } from './content-noun.js';
import { loadKuromojiParts, type KuromojiParts, type TokenDictionaryPart } from './kuromoji-parts.js';

/** Ints per dictionary entry in IpadicTables' entry arrays. */
export const ENTRY_INTS = 5;
/** Offsets of an entry's fields: token info id, left id, right id, word cost, content noun (1/0). */
export const ENTRY_TOKEN = 0;
export const ENTRY_LEFT = 1;
export const ENTRY_RIGHT = 2;
export const ENTRY_COST = 3;
export const ENTRY_NOUN = 4;

/**
 * What the Viterbi segmenter and the noun reader need of kuromoji's IPADIC, as flat typed arrays
 * on SharedArrayBuffers: compiled once per process and shared by every tokenize thread without a
 * copy. kuromoji's own load costs each thread about 0.7 s of CPU and 300 MB of memory (trie,
 * token info buffers, an object of 325,000 target lists); these tables are about 35 MB in all.
 */
export interface IpadicTables {
  /** Double-array trie over the UTF-8 bytes of dictionary words. */
  trieBase: Int32Array;
  trieCheck: Int32Array;
  /** Connection costs: cost[rightId * backwardSize + leftId + 2] (two leading dimensions). */
  connectionCosts: Int16Array;
  /** Known words: the entries of trie target t are knownEntries[knownOffsets[t] .. knownOffsets[t + 1]) (ENTRY_INTS each). */
  knownOffsets: Int32Array;
  knownEntries: Int32Array;
  /** Character class id of each BMP code unit. */
  classOfCode: Int32Array;
  /** Per character class id: whether unknown words are always tried, and whether a run of the class is one word. */
  classInvoke: Uint8Array;
  classGrouping: Uint8Array;
  /** Unknown words: the entries of character class c, as for known words. */
  unknownOffsets: Int32Array;
  unknownEntries: Int32Array;
}

/** Where loadIpadicTables takes tables compiled elsewhere from, when given (null: compile them here). */
let elsewhere: (() => IpadicTables | null) | null = null;

/**
 * Tables compiled elsewhere, for loadIpadicTables to take instead of compiling its own: the test
 * suite compiles them once for the whole run (scripts/jest-global-setup.mjs) and each test file
 * reads that copy (jest-ipadic-setup.ts), where compiling inside Jest's module sandbox took
 * 8-12 s a file. The product does not use it: it compiles once per process, in a worker thread.
 */
export function takeIpadicTablesFrom(source: () => IpadicTables | null): void {
  elsewhere = source;
}

/** Loads kuromoji's dictionary and compiles it (about a second); done once, then shared. */
export async function loadIpadicTables(): Promise<IpadicTables> {
  return elsewhere?.() ?? compileIpadicTables(await loadKuromojiParts());
}

export function compileIpadicTables(parts: KuromojiParts): IpadicTables {
  const known = entryTable(parts.known);
  const unknown = entryTable(parts.unknown);
  const classOfCode = shared(Int32Array, 0x10000);
  let classes = 0;
  for (let code = 0; code < 0x10000; code++) {
    // Surrogate halves never reach the segmenter (the noun reader splits on them).
    const found = parts.unknown.lookup(String.fromCharCode(code));
    classOfCode[code] = found.class_id;
    classes = Math.max(classes, found.class_id + 1);
  }
  const classInvoke = shared(Uint8Array, classes);
  const classGrouping = shared(Uint8Array, classes);
  for (let code = 0; code < 0x10000; code++) {
    const found = parts.unknown.lookup(String.fromCharCode(code));
    classInvoke[found.class_id] = Number(found.is_always_invoke) === 1 ? 1 : 0;
    classGrouping[found.class_id] = Number(found.is_grouping) === 1 ? 1 : 0;
  }
  return {
    trieBase: copyShared(parts.trieBase, Int32Array),
    trieCheck: copyShared(parts.trieCheck, Int32Array),
    connectionCosts: copyShared(parts.connectionCosts, Int16Array),
    knownOffsets: known.offsets,
    knownEntries: known.entries,
    classOfCode,
    classInvoke,
    classGrouping,
    unknownOffsets: unknown.offsets,
    unknownEntries: unknown.entries,
  };
}

function entryTable(dictionary: TokenDictionaryPart): { offsets: Int32Array; entries: Int32Array } {
  let targets = 0;
  let count = 0;
  for (const key of Object.keys(dictionary.target_map)) {
    targets = Math.max(targets, Number(key) + 1);
    count += dictionary.target_map[Number(key)].length;
  }
  const offsets = shared(Int32Array, targets + 1);
  const entries = shared(Int32Array, count * ENTRY_INTS);
  let at = 0;
  for (let target = 0; target < targets; target++) {
    offsets[target] = at / ENTRY_INTS;
    const ids = dictionary.target_map[target] ?? [];
    for (let i = 0; i < ids.length; i++) {
      const id = Number(ids[i]);
      entries[at + ENTRY_TOKEN] = id;
      entries[at + ENTRY_LEFT] = dictionary.dictionary.getShort(id);
      entries[at + ENTRY_RIGHT] = dictionary.dictionary.getShort(id + 2);
      entries[at + ENTRY_COST] = dictionary.dictionary.getShort(id + 4);
      entries[at + ENTRY_NOUN] = isContentNoun(dictionary.getFeatures(id)) ? 1 : 0;
      at += ENTRY_INTS;
    }
  }
  offsets[targets] = at / ENTRY_INTS;
  return { offsets, entries };
}

type TypedArrayClass<T> = { new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number };

function shared<T>(Type: TypedArrayClass<T>, length: number): T {
  return new Type(new SharedArrayBuffer(Math.max(1, length) * Type.BYTES_PER_ELEMENT));
}

function copyShared<T extends Int32Array | Int16Array>(source: T, Type: TypedArrayClass<T>): T {
  const copy = shared(Type, source.length);
  copy.set(source);
  return copy;
}
