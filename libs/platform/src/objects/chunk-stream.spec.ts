import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { chunkStream } from './chunk-stream.js';

const collect = async (pieces: (Buffer | string)[], size: number): Promise<string[]> => {
  const out: string[] = [];
  for await (const chunk of chunkStream(Readable.from(pieces), size)) out.push(chunk.toString());
  return out;
};

describe('chunkStream', () => {
  it('regroups pieces into chunks of exactly the size, the last one shorter', async () => {
    expect(await collect([Buffer.from('ab'), Buffer.from('cdefg'), Buffer.from('h')], 3)).toEqual(['abc', 'def', 'gh']);
  });

  it('splits a piece larger than several chunks and accepts strings', async () => {
    expect(await collect(['abcdefg'], 2)).toEqual(['ab', 'cd', 'ef', 'g']);
  });

  it('yields nothing for an empty stream and no empty tail on an exact multiple', async () => {
    expect(await collect([], 4)).toEqual([]);
    expect(await collect(['abcd'], 2)).toEqual(['ab', 'cd']);
  });
});
