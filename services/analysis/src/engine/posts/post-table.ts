import type { Post } from '../types.js';
import { Vocabulary } from '../text/vocabulary.js';
import type { PostColumns } from './post-columns.js';
import { sameUnits, textHash } from './text-hash.js';

/** Posts as the engine's readers take them: a table, or objects (tests; turned into a table first). */
export type PostsGiven = readonly Post[] | PostTable;

/**
 * A dataset's posts as the engine holds them: numbers in typed arrays, each distinct author cell
 * once, and the texts of a few thousand posts joined into one string. Held as half a million
 * objects with their own strings, the posts were most of what the analysis worker's garbage
 * collector marked, some 30 times a project (230 ms each at 579,000 posts); held like this they
 * are a few hundred objects. A post's text is cut from its block when asked for (a slice, not a copy).
 * Build one with PostTableBuilder, or from Post objects with PostTable.of.
 */
export class PostTable {
  constructor(
    /** Zero-based data row of each post in the uploaded CSV. */
    readonly rows: Int32Array,
    /** Epoch milliseconds (UTC). */
    readonly times: Float64Array,
    /** NaN where the follower count is unknown. */
    readonly followerCounts: Float64Array,
    /** Each post's author cell, as an index into authorCells. */
    readonly authorIds: Int32Array,
    /** The distinct author cells as written, in order of first post. */
    readonly authorCells: readonly string[],
    private readonly blocks: readonly string[],
    /** Per post: its block, and where its text starts and ends in it. */
    private readonly textBlock: Int32Array,
    private readonly textStart: Int32Array,
    private readonly textEnd: Int32Array,
  ) {}

  /** Posts as objects (tests, and callers that read a stored posts file), in one table. */
  static of(posts: PostsGiven): PostTable {
    if (posts instanceof PostTable) return posts;
    const builder = new PostTableBuilder();
    for (let from = 0; from < posts.length; from += TEXTS_PER_BLOCK) {
      const to = Math.min(posts.length, from + TEXTS_PER_BLOCK);
      for (let i = from; i < to; i++) {
        const post = posts[i];
        builder.add(post.row, post.time, post.followers ?? NaN, post.author, post.text);
      }
      builder.endBlock();
    }
    return builder.build();
  }

  get length(): number {
    return this.rows.length;
  }

  author(i: number): string {
    return this.authorCells[this.authorIds[i]];
  }

  /** Post i's text, or its end from character `from` on (as text.slice(from) would give it). */
  text(i: number, from = 0): string {
    const start = this.textStart[i];
    const end = this.textEnd[i];
    return this.blocks[this.textBlock[i]].slice(Math.min(start + from, end), end);
  }

  /** Characters in post i's text (from character `from` on), without cutting it out. */
  textLength(i: number, from = 0): number {
    return Math.max(0, this.textEnd[i] - this.textStart[i] - from);
  }

  /** textHash of post i's text from character `from` on, read where it is. */
  textHash(i: number, from = 0): number {
    const end = this.textEnd[i];
    return textHash(this.blocks[this.textBlock[i]], Math.min(this.textStart[i] + from, end), end);
  }

  /** Whether post i's text from `from` on is post j's from `fromJ` on, compared where they are. */
  sameText(i: number, from: number, j: number, fromJ: number): boolean {
    const start = Math.min(this.textStart[i] + from, this.textEnd[i]);
    const startJ = Math.min(this.textStart[j] + fromJ, this.textEnd[j]);
    const length = this.textEnd[i] - start;
    if (length !== this.textEnd[j] - startJ) return false;
    return sameUnits(this.blocks[this.textBlock[i]], start, this.blocks[this.textBlock[j]], startJ, length);
  }

  /** Whether post i's text from `from` on is `text`. */
  textIs(i: number, from: number, text: string): boolean {
    const start = Math.min(this.textStart[i] + from, this.textEnd[i]);
    if (this.textEnd[i] - start !== text.length) return false;
    return sameUnits(this.blocks[this.textBlock[i]], start, text, 0, text.length);
  }

  /** null when the file has no follower column or the cell was empty. */
  followers(i: number): number | null {
    const followers = this.followerCounts[i];
    return Number.isNaN(followers) ? null : followers;
  }

  /** Post i as an object (for the few readers that want one at a time). */
  post(i: number): Post {
    return {
      row: this.rows[i],
      author: this.author(i),
      text: this.text(i),
      time: this.times[i],
      followers: this.followers(i),
    };
  }
}

/** Texts joined per block by PostTable.of (the posts parse worker sends blocks of about this many). */
const TEXTS_PER_BLOCK = 4096;

/**
 * Collects posts into a PostTable: add each post (or a block of them in columns), ending a block
 * of texts now and then (each block's texts become one string).
 */
export class PostTableBuilder {
  private count = 0;
  private rows = new Int32Array(1024);
  private times = new Float64Array(1024);
  private followers = new Float64Array(1024);
  private authorIds = new Int32Array(1024);
  private textBlock = new Int32Array(1024);
  private textStart = new Int32Array(1024);
  private textEnd = new Int32Array(1024);
  /** The distinct author cells, numbered in order of first post. */
  private readonly authors = new Vocabulary();
  private readonly blocks: string[] = [];
  private blockTexts: string[] = [];
  private blockLength = 0;

  get length(): number {
    return this.count;
  }

  add(row: number, time: number, followers: number, author: string, text: string): void {
    if (this.count === this.rows.length) this.grow(this.count + 1);
    const i = this.count++;
    this.rows[i] = row;
    this.times[i] = time;
    this.followers[i] = followers;
    this.authorIds[i] = this.authors.intern(author);
    this.textBlock[i] = this.blocks.length;
    this.textStart[i] = this.blockLength;
    this.blockLength += text.length;
    this.textEnd[i] = this.blockLength;
    this.blockTexts.push(text);
  }

  /** Posts in columns, as one block of texts (copied column by column: a third of the time of adding each). */
  addColumns(columns: PostColumns): void {
    this.endBlock();
    const n = columns.rows.length;
    if (n === 0) return;
    const from = this.count;
    if (from + n > this.rows.length) this.grow(from + n);
    this.rows.set(columns.rows, from);
    this.times.set(columns.times, from);
    this.followers.set(columns.followers, from);
    const block = this.blocks.length;
    let end = 0;
    for (let j = 0; j < n; j++) {
      const i = from + j;
      this.authorIds[i] = this.authors.intern(columns.authors[j]);
      this.textBlock[i] = block;
      this.textStart[i] = end;
      end += columns.texts[j].length;
      this.textEnd[i] = end;
    }
    this.count += n;
    this.blocks.push(columns.texts.join(''));
  }

  /** Joins the texts added since the last block into one string. */
  endBlock(): void {
    if (this.blockTexts.length === 0) return;
    this.blocks.push(this.blockTexts.join(''));
    this.blockTexts = [];
    this.blockLength = 0;
  }

  build(): PostTable {
    this.endBlock();
    const n = this.count;
    return new PostTable(
      this.rows.slice(0, n),
      this.times.slice(0, n),
      this.followers.slice(0, n),
      this.authorIds.slice(0, n),
      this.authors.terms,
      this.blocks,
      this.textBlock.slice(0, n),
      this.textStart.slice(0, n),
      this.textEnd.slice(0, n),
    );
  }

  private grow(needed: number): void {
    let size = this.rows.length * 2;
    while (size < needed) size *= 2;
    const grown = <T extends Int32Array | Float64Array>(a: T, make: new (n: number) => T): T => {
      const b = new make(size);
      b.set(a);
      return b;
    };
    this.rows = grown(this.rows, Int32Array);
    this.times = grown(this.times, Float64Array);
    this.followers = grown(this.followers, Float64Array);
    this.authorIds = grown(this.authorIds, Int32Array);
    this.textBlock = grown(this.textBlock, Int32Array);
    this.textStart = grown(this.textStart, Int32Array);
    this.textEnd = grown(this.textEnd, Int32Array);
  }
}
