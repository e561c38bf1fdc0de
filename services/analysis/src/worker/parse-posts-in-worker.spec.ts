import { Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from '@jest/globals';
import { busyMs } from '@kizuna/platform/threads';
import { encodePostLine, parsePostsFile, type PostRecord } from '@kizuna/proto';
import type { Post } from '../engine/types.js';
import { fromColumns, type PostsPortMessage } from './analysis-messages.js';
import { parsePostsInWorker, PostsParseError, sendPostsFromWorker } from './parse-posts-in-worker.js';
import type { WantedOfPosts } from './posts-parse-messages.js';
import { CorpusKeys } from '../engine/text/corpus-keys.js';

/** `count` posts; given `distinct`, their texts repeat every `distinct` posts (as retweets repeat theirs). */
function postsFile(count: number, distinct = count): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = i % distinct;
    const post: PostRecord = {
      row: i * 2,
      author: `user${i % 997}`,
      text:
        t % 3 === 0
          ? `RT @user${t % 31}: ラーメンの話 ${t} と\n改行 "quoted" https://example.com/${t}`
          : `post number ${t} about noodles and the weather, with some more words to make it longer`,
      time: 1_700_000_000_000 + i * 1000,
      followers: i % 5 === 0 ? null : i,
      others: i % 7 === 0 ? ['x', `other ${i}`] : [],
    };
    lines.push(encodePostLine(post));
  }
  return lines.join('');
}

/** The file in chunks cut at odd places (inside lines and multi-byte characters). */
function chunked(file: string, size: number): Readable {
  const bytes = Buffer.from(file, 'utf8');
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return Readable.from(chunks, { objectMode: false });
}

async function inWorker(readable: Readable) {
  const posts = [];
  for await (const batch of parsePostsInWorker(readable)) posts.push(...fromColumns(batch));
  return posts;
}

/** The posts sent through a port (as to an analysis worker), and what is handed back here. */
async function throughPort(readable: Readable, wanted: WantedOfPosts = 'texts') {
  const { port1, port2 } = new MessageChannel();
  const posts: Post[] = [];
  const end = new Promise<number>((resolve) =>
    port2.on('message', (message: PostsPortMessage) => {
      if (message.kind === 'posts') posts.push(...fromColumns(message.posts));
      else resolve(message.count);
    }),
  );
  const values: string[] = [];
  const chunks: string[][] = [];
  let keyIndex: Int32Array | undefined;
  let counted = 0;
  try {
    for await (const handed of sendPostsFromWorker(readable, port1, wanted)) {
      values.push(...handed.values);
      chunks.push(...(handed.chunks ?? []));
      keyIndex = handed.keyIndex ?? keyIndex;
      counted += handed.count;
    }
    return { posts, values, chunks, keyIndex, counted, count: await end };
  } finally {
    port2.close();
  }
}

describe('parsePostsInWorker', () => {
  it('gives the posts parsePostsFile gives, in file order, without their Other values', async () => {
    const file = postsFile(5_003);
    const expected = [];
    for await (const { others: _others, ...post } of parsePostsFile(chunked(file, 65_536))) expected.push(post);
    expect(await inWorker(chunked(file, 4_099))).toEqual(expected);
    // A last line without its newline.
    expect(await inWorker(chunked(file.slice(0, -1), 70_000))).toEqual(expected);
  });

  it('sends the same posts straight through a port, in file order, and only their texts, key chunks or count here', async () => {
    const file = postsFile(5_003);
    const expected: Post[] = [];
    for await (const { others: _others, ...post } of parsePostsFile(chunked(file, 65_536))) expected.push(post);
    const texts = await throughPort(chunked(file, 4_099), 'texts');
    expect(texts.posts).toEqual(expected);
    expect(texts.values).toEqual(expected.map((p) => p.text));
    expect([texts.counted, texts.count]).toEqual([expected.length, expected.length]);
    const keys = await throughPort(chunked(file, 4_099), 'chunks');
    expect(keys.posts).toEqual(expected);
    expect([keys.values.length, keys.counted]).toEqual([0, expected.length]);
    // The chunks and key index a CorpusKeys of the texts gives here.
    const here = new CorpusKeys();
    const chunks = expected.map((p) => here.add(p.text)).filter((c) => c !== null);
    const last = here.seal();
    if (last) chunks.push(last);
    expect(chunks.length).toBeGreaterThan(1);
    expect(keys.chunks).toEqual(chunks);
    expect(Array.from(keys.keyIndex!)).toEqual(Array.from(here.keyIndex()));
    const count = await throughPort(chunked(file, 4_099), 'count');
    expect(count.posts).toEqual(expected);
    expect([count.values.length, count.counted, count.count]).toEqual([0, expected.length, expected.length]);
  });

  it('hands over chunks that own their buffers (as a file read stream’s do) without copying them, and copies slices', async () => {
    const file = Buffer.from(postsFile(5_003), 'utf8');
    const expected = await inWorker(chunked(file.toString('utf8'), 65_536));
    // Each chunk a buffer of its own (64 kB: not from Buffer's pool).
    const owned: Buffer[] = [];
    for (let at = 0; at < file.length; at += 65_536) owned.push(Buffer.from(file.subarray(at, at + 65_536)));
    expect(owned.every((c) => c.byteOffset === 0 && c.byteLength === c.buffer.byteLength)).toBe(true);
    // One chunk at a time, as a file read stream gives them (Readable.from would join them).
    let next = 0;
    const oneByOne = new Readable({ read: () => void oneByOne.push(owned[next++] ?? null) });
    expect(await inWorker(oneByOne)).toEqual(expected);
    // Transferred: this thread no longer holds their bytes (the stream may join its last two).
    expect(owned.filter((c) => c.buffer.byteLength === 0).length).toBeGreaterThanOrEqual(owned.length - 2);
    // Slices of one buffer are copied: the buffer stays whole here.
    expect(
      await inWorker(Readable.from([file.subarray(0, 100_000), file.subarray(100_000)], { objectMode: false })),
    ).toEqual(expected);
    expect(file.buffer.byteLength).toBeGreaterThanOrEqual(file.length);
  });

  it('names the line that is not a post when the posts go through a port too', async () => {
    const file = postsFile(3_000).split('\n');
    file[1_200] = '{"row": 1}';
    await expect(throughPort(chunked(file.join('\n'), 10_000))).rejects.toThrow(/^posts file line 1201: /);
  });

  it('names the line that is not a post', async () => {
    const file = postsFile(3_000).split('\n');
    file[2_500] = '[1, "bob"';
    await expect(inWorker(chunked(file.join('\n'), 10_000))).rejects.toThrow(
      new PostsParseError('posts file line 2501: not JSON'),
    );
  });

  it('stops its worker when the reader stops early', async () => {
    const batches = parsePostsInWorker(chunked(postsFile(10_000), 8_192));
    const first = await batches.next();
    expect(first.done).toBe(false);
    await batches.return(undefined);
    expect((await batches.next()).done).toBe(true);
  });

  it('counts the corpus’s distinct keys off this thread: one string per distinct key comes here, not one per post', async () => {
    // About 20 MB of posts whose texts repeat (as retweets do): 4,000 distinct keys. Counting
    // them here (a map of every key, looked up per post) held the main thread for 0.1–0.5 s at a
    // time at 550k posts; a CPU-time comparison at this size is within the clock's 10 ms ticks,
    // so what is checked is what comes here.
    const file = postsFile(160_000, 4_000);
    const { port1, port2 } = new MessageChannel();
    let strings = 0;
    let keyIndex: Int32Array | undefined;
    try {
      // Nothing listens on the other end: the posts themselves are not taken in by this thread.
      for await (const handed of sendPostsFromWorker(chunked(file, 512 * 1024), port1, 'chunks')) {
        strings += handed.values.length;
        for (const chunk of handed.chunks ?? []) strings += chunk.length;
        keyIndex = handed.keyIndex ?? keyIndex;
      }
    } finally {
      port2.close();
    }
    expect(strings).toBe(4_000);
    expect(keyIndex).toHaveLength(160_000);
    expect(keyIndex!.reduce((a, b) => Math.max(a, b), 0)).toBe(3_999);
  }, 120_000);

  it('leaves the parsing off this thread: its event loop is free while a large file is read', async () => {
    // About 20 MB: parsing it here keeps this thread busy for most of a second.
    const file = postsFile(160_000);
    const here = await busyMs(async () => {
      for await (const post of parsePostsFile(chunked(file, 512 * 1024))) void post;
    });
    const there = await busyMs(async () => {
      for await (const batch of parsePostsInWorker(chunked(file, 512 * 1024))) void batch;
    });
    // This thread only moves bytes and takes the parsed columns in: a fraction of parsing here.
    // This thread's CPU time, not the loop's busy or delay time: those also count the time another
    // process held the core (1.1 s in a loaded CI run).
    expect(there).toBeLessThan(here * 0.5);
  }, 60_000);
});
