import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Post } from '../types.js';
import { PostTable, PostTableBuilder } from './post-table.js';
import { textHash } from './text-hash.js';

const post = (row: number, author: string, text: string, time = row * 1000, followers: number | null = null): Post => ({
  row,
  author,
  text,
  time,
  followers,
});

const anyPost = fc.record({
  row: fc.nat(),
  author: fc.constantFrom('alice', 'Alice', '@bob', 'carol', ''),
  // Any UTF-16, lone surrogates included: a text ending in half a pair sits beside the next one in its block.
  text: fc.string({ unit: 'binary', maxLength: 40 }),
  time: fc.oneof(fc.integer(), fc.constant(NaN)),
  followers: fc.option(fc.nat(), { nil: null }),
});

describe('PostTable', () => {
  it('gives back every post as it was given, texts cut from their blocks', () => {
    fc.assert(
      fc.property(fc.array(anyPost, { maxLength: 60 }), (posts) => {
        const table = PostTable.of(posts);
        expect(table.length).toBe(posts.length);
        for (let i = 0; i < posts.length; i++) {
          expect(table.post(i)).toEqual(posts[i]);
          expect(table.textLength(i)).toBe(posts[i].text.length);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('holds each author cell once, in order of first post', () => {
    const table = PostTable.of([
      post(0, 'bob', 'a'),
      post(1, 'Alice', 'b'),
      post(2, 'bob', 'c'),
      post(3, 'alice', 'd'),
    ]);
    expect(table.authorCells).toEqual(['bob', 'Alice', 'alice']);
    expect(Array.from(table.authorIds)).toEqual([0, 1, 0, 2]);
    expect([0, 1, 2, 3].map((i) => table.author(i))).toEqual(['bob', 'Alice', 'bob', 'alice']);
  });

  it('cuts a text from a character on as slice does, past its end too', () => {
    const table = PostTable.of([post(0, 'a', 'RT @bob: hello'), post(1, 'a', 'next one')]);
    for (const from of [0, 3, 9, 14, 20]) expect(table.text(0, from)).toBe('RT @bob: hello'.slice(from));
    expect(table.text(1)).toBe('next one');
  });

  it('keeps follower counts and unknown ones apart, and every time as given', () => {
    const table = PostTable.of([post(0, 'a', 'x', 5, 0), post(1, 'a', 'y', NaN, null), post(2, 'a', 'z', -3, 1234)]);
    expect([0, 1, 2].map((i) => table.followers(i))).toEqual([0, null, 1234]);
    expect(Array.from(table.times)).toEqual([5, NaN, -3]);
    expect(Array.from(table.rows)).toEqual([0, 1, 2]);
  });

  it('is the same table whether posts come one by one or as column blocks', () => {
    fc.assert(
      fc.property(fc.array(anyPost, { maxLength: 50 }), fc.integer({ min: 1, max: 7 }), (posts, blockSize) => {
        const builder = new PostTableBuilder();
        for (let from = 0; from < posts.length; from += blockSize) {
          const block = posts.slice(from, from + blockSize);
          builder.addColumns({
            rows: Int32Array.from(block, (p) => p.row),
            times: Float64Array.from(block, (p) => p.time),
            followers: Float64Array.from(block, (p) => p.followers ?? NaN),
            authors: block.map((p) => p.author),
            texts: block.map((p) => p.text),
          });
        }
        expect(builder.length).toBe(posts.length);
        const table = builder.build();
        expect(Array.from({ length: table.length }, (_, i) => table.post(i))).toEqual(posts);
      }),
      { numRuns: 200 },
    );
  });

  it('hashes and compares texts where they are as it would the strings cut out', () => {
    const texts = fc.constantFrom(
      '',
      'RT @a: hello',
      'hello',
      'RT @b: hello',
      'hell',
      'こんにちは',
      'RT @a: こんにちは',
    );
    fc.assert(
      fc.property(
        fc.array(texts, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        fc.nat(9),
        fc.nat(9),
        (list, a, b, from, fromB) => {
          const table = PostTable.of(list.map((text, i) => post(i, 'a', text)));
          const i = a % list.length;
          const j = b % list.length;
          expect(table.textHash(i, from)).toBe(textHash(list[i].slice(from)));
          expect(table.textLength(i, from)).toBe(list[i].slice(from).length);
          expect(table.sameText(i, from, j, fromB)).toBe(list[i].slice(from) === list[j].slice(fromB));
          expect(table.textIs(i, from, list[j])).toBe(list[i].slice(from) === list[j]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes a table as it is', () => {
    const table = PostTable.of([post(0, 'a', 'x')]);
    expect(PostTable.of(table)).toBe(table);
  });

  it('holds a large dataset as a few hundred strings, not one per post', () => {
    const posts = Array.from({ length: 50_000 }, (_, i) =>
      post(i, `user${i % 7000}`, `post number ${i} about something`),
    );
    const table = PostTable.of(posts);
    expect(table.authorCells).toHaveLength(7000);
    // Blocks of 4,096 texts: 13 strings for 50,000 texts.
    const blocks = (table as unknown as { blocks: readonly string[] }).blocks;
    expect(blocks).toHaveLength(13);
    expect(table.text(49_999)).toBe('post number 49999 about something');
  });
});
