import { encodeUserKeyIndex } from './user-key-index.js';
import type { TextList } from '../engine/posts/text-list.js';
import type { WindowData, WindowIndex } from '../engine/time-window/window-index.js';

/** A run's window index as saved: the columns, and where each original's text ends in the texts file. */
export interface SavedWindow {
  index: WindowIndex;
  /** Byte offset just past original u's text in the texts file; it starts where u − 1's ends. */
  textEnds: Float64Array;
}

export interface EncodedWindow {
  /** [u32 header JSON length][header JSON][the columns of COLUMNS, in order]. */
  index: Uint8Array;
  /**
   * Every original's text in UTF-8, one after the other (read a few at a time by range); null when
   * not asked for: they depend on the dataset and relations, not on k, so a project saves them once.
   */
  texts: Uint8Array | null;
  /** windowTextsName of the index's relations. */
  textsName: string;
  /** The users' keys and communities as user-key-index.ts looks them up. */
  userKeys: Uint8Array;
}

/** Names the texts file of a relation set (the runs of one project share it). */
export function windowTextsName(relations: readonly string[]): string {
  return relations.join('+');
}

type NumberColumn = Exclude<keyof WindowIndex, 'k' | 'labels' | 'relations' | RelationColumn>;
type RelationColumn = 'relationPost' | 'relationTarget' | 'relationKind';
/** Written after textEnds (indexes of result format 2 may end before them: the start-up upgrade marks those runs). */
const RELATION_COLUMNS: readonly RelationColumn[] = ['relationPost', 'relationTarget', 'relationKind'];
const COLUMNS: ReadonlyArray<[NumberColumn, 'i32' | 'f64']> = [
  ['assignment', 'i32'],
  ['pagerank', 'f64'],
  ['postTime', 'f64'],
  ['postAuthor', 'i32'],
  ['retweetOf', 'i32'],
  ['unitAuthor', 'i32'],
  ['unitTime', 'f64'],
];

/** The columns, textEnds and the relation columns. */
const COLUMN_COUNT = COLUMNS.length + 1 + RELATION_COLUMNS.length;

interface Header {
  k: number;
  relations: string[];
  labels: string[];
  lengths: number[];
}

/** Where each text ends: the originals' texts are the same for every run of a dataset, so measured once. */
const endsOfTexts = new WeakMap<TextList, Float64Array>();

function textEndsOf(unitTexts: TextList): Float64Array {
  let textEnds = endsOfTexts.get(unitTexts);
  if (!textEnds) {
    textEnds = new Float64Array(unitTexts.count);
    let end = 0;
    for (let u = 0; u < unitTexts.count; u++) {
      end += Buffer.byteLength(unitTexts.text(u), 'utf8');
      textEnds[u] = end;
    }
    endsOfTexts.set(unitTexts, textEnds);
  }
  return textEnds;
}

/** Texts files encoded ahead (encodeWindowTextsAhead), each taken by the first encodeWindow that writes it. */
const textsAhead = new WeakMap<TextList, Uint8Array>();

/**
 * Encodes the originals' texts file of a dataset's runs ahead of its first run (the analysis
 * worker does it while the posts are tokenized): the run that writes it then only hands it over.
 */
export function encodeWindowTextsAhead(unitTexts: TextList): void {
  if (!textsAhead.has(unitTexts)) textsAhead.set(unitTexts, textsFile(unitTexts));
}

function textsFile(unitTexts: TextList): Uint8Array {
  const textEnds = textEndsOf(unitTexts);
  const texts = Buffer.allocUnsafe(textEnds.length > 0 ? textEnds[textEnds.length - 1] : 0);
  // Each text is encoded on its own (not joined first): a text ending in half a surrogate pair
  // would otherwise pair with the next one's start and shift every offset after it.
  for (let u = 0; u < unitTexts.count; u++) texts.write(unitTexts.text(u), u === 0 ? 0 : textEnds[u - 1], 'utf8');
  return texts;
}

export function encodeWindow(data: WindowData, withTexts = true): EncodedWindow {
  const { index, unitTexts } = data;
  const textEnds = textEndsOf(unitTexts);
  const columns = [...COLUMNS.map(([name]) => index[name]), textEnds, ...RELATION_COLUMNS.map((name) => index[name])];
  const header: Header = {
    k: index.k,
    relations: index.relations,
    labels: index.labels,
    lengths: columns.map((c) => c.length),
  };
  const head = Buffer.from(JSON.stringify(header), 'utf8');
  const size = Buffer.alloc(4);
  size.writeUInt32LE(head.length, 0);
  const body = Buffer.concat([size, head, ...columns.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength))]);
  const textsName = windowTextsName(index.relations);
  const userKeys = encodeUserKeyIndex(index);
  if (!withTexts) return { index: body, texts: null, textsName, userKeys };
  // Taken, not shared: the caller hands the bytes over to another thread.
  const texts = textsAhead.get(unitTexts) ?? textsFile(unitTexts);
  textsAhead.delete(unitTexts);
  return { index: body, texts, textsName, userKeys };
}

export function decodeWindow(buf: Buffer): SavedWindow {
  const headLength = buf.readUInt32LE(0);
  const header = JSON.parse(buf.subarray(4, 4 + headLength).toString('utf8')) as Header;
  let at = 4 + headLength;
  // Copied into fresh arrays: the buffer's offset need not be aligned.
  const read = <T extends Int32Array | Float64Array>(make: (n: number) => T, length: number): T => {
    const column = make(length);
    Buffer.from(column.buffer).set(buf.subarray(at, at + column.byteLength));
    at += column.byteLength;
    return column;
  };
  const columns: Record<string, Int32Array | Float64Array> = {};
  COLUMNS.forEach(([name, type], c) => {
    columns[name] =
      type === 'i32'
        ? read((n) => new Int32Array(n), header.lengths[c])
        : read((n) => new Float64Array(n), header.lengths[c]);
  });
  const textEnds = read((n) => new Float64Array(n), header.lengths[COLUMNS.length]);
  if (header.lengths.length !== COLUMN_COUNT)
    throw new Error(`window index with ${header.lengths.length} columns, not ${COLUMN_COUNT}`);
  RELATION_COLUMNS.forEach((name, c) => {
    columns[name] = read((n) => new Int32Array(n), header.lengths[COLUMNS.length + 1 + c]);
  });
  return {
    index: { k: header.k, relations: header.relations, labels: header.labels, ...columns } as unknown as WindowIndex,
    textEnds,
  };
}

/** A run's users as its window index keeps them: display names and communities (0-based), in the network's user order. */
export interface WindowUsers {
  labels: string[];
  assignment: Int32Array;
}

/**
 * Reads only the users' part of an encoded index, its header and first column (assignment),
 * through a reader of byte ranges [start, end): a few hundred kB, not the whole index.
 */
export async function readWindowUsers(read: (start: number, end: number) => Promise<Buffer>): Promise<WindowUsers> {
  const headLength = (await read(0, 4)).readUInt32LE(0);
  const header = JSON.parse((await read(4, 4 + headLength)).toString('utf8')) as Header;
  const at = 4 + headLength;
  const assignment = new Int32Array(header.lengths[0]);
  Buffer.from(assignment.buffer).set(await read(at, at + assignment.byteLength));
  return { labels: header.labels, assignment };
}

/** The users of an index with each one's posts (counted from the post authors' column), and when the posts were written. */
export interface WindowUserPosts extends WindowUsers {
  posts: Int32Array;
  /** The first and last post's time (epoch ms), null without posts. */
  firstPost: number | null;
  lastPost: number | null;
}

/**
 * Reads the users' part of an encoded index, its post times and authors' columns (12 bytes a
 * post), and counts each user's posts: what following communities across runs needs, no post read again.
 */
export async function readWindowUserPosts(
  read: (ranges: ReadonlyArray<readonly [number, number]>) => Promise<Buffer[]>,
): Promise<WindowUserPosts> {
  const [size] = await read([[0, 4]]);
  const headLength = size.readUInt32LE(0);
  const [head] = await read([[4, 4 + headLength]]);
  const header = JSON.parse(head.toString('utf8')) as Header;
  const byteLengths = COLUMNS.map(([, type], c) => header.lengths[c] * (type === 'i32' ? 4 : 8));
  const at = (c: number) => 4 + headLength + byteLengths.slice(0, c).reduce((a, b) => a + b, 0);
  const authorsColumn = COLUMNS.findIndex(([name]) => name === 'postAuthor');
  const timesColumn = COLUMNS.findIndex(([name]) => name === 'postTime');
  const [assignmentBytes, timeBytes, authorBytes] = await read([
    [at(0), at(1)],
    [at(timesColumn), at(timesColumn + 1)],
    [at(authorsColumn), at(authorsColumn + 1)],
  ]);
  const assignment = new Int32Array(header.lengths[0]);
  Buffer.from(assignment.buffer).set(assignmentBytes);
  const authors = new Int32Array(header.lengths[authorsColumn]);
  Buffer.from(authors.buffer).set(authorBytes);
  const posts = new Int32Array(assignment.length);
  for (const author of authors) if (author >= 0 && author < posts.length) posts[author]++;
  const times = new Float64Array(header.lengths[timesColumn]);
  Buffer.from(times.buffer).set(timeBytes);
  let firstPost = Infinity;
  let lastPost = -Infinity;
  for (const t of times)
    if (Number.isFinite(t)) {
      if (t < firstPost) firstPost = t;
      if (t > lastPost) lastPost = t;
    }
  return {
    labels: header.labels,
    assignment,
    posts,
    firstPost: Number.isFinite(firstPost) ? firstPost : null,
    lastPost: Number.isFinite(lastPost) ? lastPost : null,
  };
}

/**
 * Whether an encoded index holds the relation columns (the interaction times) of result format 3,
 * from its header alone, through a reader of byte ranges [start, end).
 */
export async function windowHasRelations(read: (start: number, end: number) => Promise<Buffer>): Promise<boolean> {
  const headLength = (await read(0, 4)).readUInt32LE(0);
  const header = JSON.parse((await read(4, 4 + headLength)).toString('utf8')) as Header;
  return header.lengths.length === COLUMN_COUNT;
}
