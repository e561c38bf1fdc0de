import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { encodePostLine, parsePostsFile, parsePostsFileBatches, PostsFileError, readPosts } from './posts-file.js';
import type { PostRecord } from './posts-file.js';

const posts: PostRecord[] = [
  { row: 0, author: 'alice', text: 'hello\nworld, "quoted"', time: Date.UTC(2020, 0, 1), followers: 12, others: [] },
  { row: 3, author: '山田', text: '絵文字😊と改行\r\nあり', time: 1409444955000, followers: null, others: ['ja', ''] },
  { row: 4, author: 'x', text: 't', time: 0, followers: -1, others: [] },
];

function streamOf(text: string, chunkSize: number): Readable {
  const bytes = Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += chunkSize) chunks.push(bytes.subarray(start, start + chunkSize));
  return Readable.from(chunks);
}

describe('posts file', () => {
  it('writes one JSON array per line, others only when present', () => {
    expect(encodePostLine(posts[0])).toBe('[0,"alice","hello\\nworld, \\"quoted\\"",1577836800000,12]\n');
    expect(encodePostLine(posts[1])).toBe('[3,"山田","絵文字😊と改行\\r\\nあり",1409444955000,null,["ja",""]]\n');
  });

  it('reads back what it wrote, whatever the chunking', async () => {
    const file = posts.map(encodePostLine).join('');
    for (const chunkSize of [1, 5, 64, 100_000]) {
      expect(await readPosts(streamOf(file, chunkSize))).toEqual(posts);
    }
  });

  it('reads a last line without a newline and an empty file', async () => {
    const file = posts.map(encodePostLine).join('').trimEnd();
    expect(await readPosts(streamOf(file, 7))).toEqual(posts);
    expect(await readPosts(Readable.from([]))).toEqual([]);
  });

  it('streams posts one by one', async () => {
    const authors: string[] = [];
    for await (const post of parsePostsFile(streamOf(posts.map(encodePostLine).join(''), 3))) authors.push(post.author);
    expect(authors).toEqual(['alice', '山田', 'x']);
  });

  it('reads a chunk of the file at a time as one batch of posts', async () => {
    const file = posts.map(encodePostLine).join('');
    const cut = file.indexOf('\n') + 5;
    const batches: string[][] = [];
    for await (const batch of parsePostsFileBatches(Readable.from([file.slice(0, cut), file.slice(cut)])))
      batches.push(batch.map((post) => post.author));
    expect(batches.flat()).toEqual(['alice', '山田', 'x']);
    // Two chunks, two batches: the line cut by the chunk boundary is read with the second.
    expect(batches).toEqual([['alice'], ['山田', 'x']]);
  });

  it.each([
    ['not JSON', '{oops', 'not JSON'],
    ['an object', '{"row":1}', 'expected an array of 5 or 6 fields'],
    ['a short array', '[1,"a","t",0]', 'expected an array of 5 or 6 fields'],
    ['a negative row', '[-1,"a","t",0,null]', 'bad row'],
    ['a numeric author', '[1,2,"t",0,null]', 'bad author'],
    ['a string time', '[1,"a","t","2020",null]', 'bad time'],
    ['fractional followers', '[1,"a","t",0,1.5]', 'bad followers'],
    ['non-string others', '[1,"a","t",0,null,[1]]', 'bad others'],
  ])('rejects %s with the line number', async (_name, line, reason) => {
    const file = encodePostLine(posts[0]) + line + '\n';
    await expect(readPosts(streamOf(file, 4))).rejects.toEqual(new PostsFileError(2, reason));
  });
});
