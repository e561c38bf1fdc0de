import { describe, expect, it } from '@jest/globals';
import {
  decodeWindow,
  encodeWindow,
  encodeWindowTextsAhead,
  readWindowUserPosts,
  readWindowUsers,
  windowHasRelations,
} from './window-codec.js';
import { textList } from '../engine/posts/text-list.js';

const noRelations = {
  relationPost: new Int32Array(0),
  relationTarget: new Int32Array(0),
  relationKind: new Int32Array(0),
};

describe('window codec', () => {
  it('reads back every column, and where each original text ends in bytes', () => {
    const index = {
      k: 2,
      relations: ['retweet', 'reply'],
      labels: ['ann', 'ボブ'],
      assignment: Int32Array.of(0, 1),
      pagerank: Float64Array.of(0.25, 0.75),
      postTime: Float64Array.of(1, 2, 3),
      postAuthor: Int32Array.of(0, 1, 1),
      retweetOf: Int32Array.of(-1, 0, -1),
      unitAuthor: Int32Array.of(0, 1),
      unitTime: Float64Array.of(1, 3),
      ...noRelations,
    };
    const encoded = encodeWindow({ index, unitTexts: textList(['hello', 'こんにちは']) });
    // An odd offset, as a slice of a larger buffer would have.
    const shifted = Buffer.concat([Buffer.from([7]), encoded.index]).subarray(1);
    const saved = decodeWindow(shifted);
    expect(saved.index).toEqual(index);
    expect(Array.from(saved.textEnds)).toEqual([5, 20]);
    expect(Buffer.from(encoded.texts!).subarray(5, 20).toString('utf8')).toBe('こんにちは');
    // The texts depend on the relations, not on k: later runs of a project leave them out.
    const later = encodeWindow({ index, unitTexts: textList(['hello', 'こんにちは']) }, false);
    expect(later.texts).toBeNull();
    expect(later.textsName).toBe('retweet+reply');
    expect(Array.from(decodeWindow(Buffer.from(later.index)).textEnds)).toEqual([5, 20]);
  });

  it("reads the users with each one's posts from the users' part and the post authors' column alone", async () => {
    const index = {
      k: 2,
      relations: ['retweet'],
      labels: ['Ann', 'ボブ', 'carl'],
      assignment: Int32Array.of(1, 0, 1),
      pagerank: Float64Array.of(0.2, 0.5, 0.3),
      postTime: Float64Array.of(1, 2, 3, 4, 5),
      postAuthor: Int32Array.of(1, 0, 1, 1, 2),
      retweetOf: Int32Array.of(-1, 0, -1, -1, -1),
      unitAuthor: Int32Array.of(1, 1),
      unitTime: Float64Array.of(1, 3),
      ...noRelations,
    };
    const bytes = Buffer.from(encodeWindow({ index, unitTexts: textList(['a', 'b']) }, false).index);
    const asked: Array<[number, number]> = [];
    const users = await readWindowUserPosts((ranges) => {
      asked.push(...ranges.map(([start, end]): [number, number] => [start, end]));
      return Promise.resolve(ranges.map(([start, end]) => bytes.subarray(start, end)));
    });
    expect(users.labels).toEqual(['Ann', 'ボブ', 'carl']);
    expect(Array.from(users.assignment)).toEqual([1, 0, 1]);
    expect(Array.from(users.posts)).toEqual([1, 3, 1]);
    expect([users.firstPost, users.lastPost]).toEqual([1, 5]);
    // The pagerank column is never read.
    const read = asked.reduce((n, [start, end]) => n + end - start, 0);
    expect(read).toBeLessThan(bytes.length - 3 * 8);
  });

  it('hands over a texts file encoded ahead once, then encodes it again for a later writer', () => {
    const index = {
      k: 1,
      relations: ['retweet'],
      labels: ['ann'],
      assignment: Int32Array.of(0),
      pagerank: Float64Array.of(1),
      postTime: Float64Array.of(1, 2),
      postAuthor: Int32Array.of(0, 0),
      retweetOf: Int32Array.of(-1, -1),
      unitAuthor: Int32Array.of(0, 0),
      unitTime: Float64Array.of(1, 2),
      ...noRelations,
    };
    const texts = ['ramen 🍜', '富士山\ud83d'];
    const fresh = encodeWindow({ index, unitTexts: textList(texts) }).texts!;
    const unitTexts = textList(texts);
    encodeWindowTextsAhead(unitTexts);
    const first = encodeWindow({ index, unitTexts }).texts!;
    expect(Buffer.from(first)).toEqual(Buffer.from(fresh));
    // The first writer hands its bytes over to another thread: the next one gets bytes of its own.
    const again = encodeWindow({ index, unitTexts }).texts!;
    expect(again).not.toBe(first);
    expect(Buffer.from(again)).toEqual(Buffer.from(fresh));
  });

  it('reads back the relation columns, and refuses an index saved before them', async () => {
    const older = {
      k: 1,
      relations: ['retweet'],
      labels: ['a', 'b'],
      assignment: Int32Array.of(0, 0),
      pagerank: Float64Array.of(0.5, 0.5),
      postTime: Float64Array.of(1, 2),
      postAuthor: Int32Array.of(0, 1),
      retweetOf: Int32Array.of(-1, 0),
      unitAuthor: Int32Array.of(0),
      unitTime: Float64Array.of(1),
    };
    const index = {
      ...older,
      relationPost: Int32Array.of(1),
      relationTarget: Int32Array.of(0),
      relationKind: Int32Array.of(0),
    };
    const encoded = Buffer.from(encodeWindow({ index, unitTexts: textList(['x']) }).index);
    const saved = decodeWindow(encoded);
    expect(saved.index).toEqual(index);
    expect(Array.from(saved.textEnds)).toEqual([1]);
    const ranges = (buf: Buffer) => async (start: number, end: number) => buf.subarray(start, end);
    await expect(windowHasRelations(ranges(encoded))).resolves.toBe(true);
    // As result format 2 could save it: the header lists eight columns, the relation columns absent.
    const headLength = encoded.readUInt32LE(0);
    const header = JSON.parse(encoded.subarray(4, 4 + headLength).toString('utf8')) as { lengths: number[] };
    const head = Buffer.from(JSON.stringify({ ...header, lengths: header.lengths.slice(0, 8) }), 'utf8');
    const size = Buffer.alloc(4);
    size.writeUInt32LE(head.length, 0);
    const old = Buffer.concat([size, head, encoded.subarray(4 + headLength, encoded.length - 12)]);
    await expect(windowHasRelations(ranges(old))).resolves.toBe(false);
    expect(() => decodeWindow(old)).toThrow('window index with 8 columns, not 11');
  });

  it('keeps each text in its own bytes when a text ends in half a surrogate pair', () => {
    const index = {
      k: 1,
      relations: ['retweet'],
      labels: ['a'],
      assignment: Int32Array.of(0),
      pagerank: Float64Array.of(1),
      postTime: Float64Array.of(1),
      postAuthor: Int32Array.of(0),
      retweetOf: Int32Array.of(-1),
      unitAuthor: Int32Array.of(0, 0, 0),
      unitTime: Float64Array.of(1, 1, 1),
      ...noRelations,
    };
    const unitTexts = textList(['cut \uD83D', '\uDE00 tail', 'last']);
    const encoded = encodeWindow({ index, unitTexts });
    const ends = Array.from(decodeWindow(Buffer.from(encoded.index)).textEnds);
    const texts = Buffer.from(encoded.texts!);
    expect(texts.subarray(ends[1], ends[2]).toString('utf8')).toBe('last');
    expect(texts.subarray(0, ends[0]).toString('utf8')).toBe('cut \uFFFD');
  });

  it('reads the users alone (names and communities) by byte ranges, without the rest of the index', async () => {
    const index = {
      k: 2,
      relations: ['retweet'],
      labels: ['ann', 'ボブ', 'cy'],
      assignment: Int32Array.of(1, 0, 1),
      pagerank: Float64Array.of(0.2, 0.3, 0.5),
      postTime: Float64Array.of(1, 2, 3, 4),
      postAuthor: Int32Array.of(0, 1, 2, 2),
      retweetOf: Int32Array.of(-1, 0, -1, -1),
      unitAuthor: Int32Array.of(0),
      unitTime: Float64Array.of(1),
      ...noRelations,
    };
    const bytes = Buffer.from(encodeWindow({ index, unitTexts: textList(['x']) }).index);
    let read = 0;
    const users = await readWindowUsers(async (start, end) => {
      read += end - start;
      return bytes.subarray(start, end);
    });
    expect(users.labels).toEqual(['ann', 'ボブ', 'cy']);
    expect(Array.from(users.assignment)).toEqual([1, 0, 1]);
    expect(read).toBeLessThan(bytes.length - 50);
  });
});
