import { describe, expect, it } from '@jest/globals';
import { analyze } from '../engine/analyze.js';
import type { Post } from '../engine/types.js';
import { encodeRun, encodedRunBuffers } from './encoded-run.js';
import { NODE_SHARDS, nodeShard } from './result-keys.js';
import { UserShard } from './user-shard-codec.js';

// Two groups of retweeters around two hubs, one reply across, and a user whose name is a JS
// object key (kept as data, not as a prototype).
const posts: Post[] = [
  ...['a1', 'a2', 'a3', '__proto__'].map((author, i) => ({
    row: i,
    author,
    text: 'RT @hubA: ramen',
    time: i * 1000,
    followers: 5,
  })),
  ...['b1', 'b2', 'b3'].map((author, i) => ({
    row: 10 + i,
    author,
    text: 'RT @hubB: goal',
    time: i * 1000,
    followers: null,
  })),
  { row: 20, author: 'hubA', text: 'ramen soup', time: 50, followers: 100 },
  { row: 21, author: 'hubB', text: '@hubA goal', time: 60, followers: 90 },
];
const terms = posts.map((p) => p.text.split(' ').filter((w) => !w.startsWith('@') && w !== 'RT'));
const result = analyze(posts, terms, { k: 2, seed: 1, relations: ['retweet', 'reply'], displayCap: 100 });
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const lines = (bytes: Uint8Array) =>
  text(bytes)
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as unknown);

describe('encodeRun', () => {
  it('encodes members, edges and node details as the files that hold them, every user once', () => {
    const run = encodeRun(result);
    expect(run.summary).toEqual(result.summary);
    expect(run.communities).toEqual(result.communities.map(({ nodes: _n, ...c }) => c));
    result.communities.forEach((c, i) => expect(lines(run.members[i])).toEqual(JSON.parse(JSON.stringify(c.nodes))));
    expect(lines(run.edges)).toHaveLength(result.edges.sources.length);
    expect(lines(run.edges)[0]).toEqual([
      result.edges.names[result.edges.sources[0]],
      result.edges.names[result.edges.targets[0]],
      result.edges.weights[0],
      result.edges.retweets[0],
      result.edges.replies[0],
      result.edges.mentions[0],
    ]);
    expect(run.nodeShards).toHaveLength(NODE_SHARDS);
    const found = new Map<string, unknown>();
    run.nodeShards.forEach((bytes, s) => {
      const shard = UserShard.decode(bytes);
      for (let i = 0; i < shard.size; i++) {
        const user = shard.at(i);
        expect(nodeShard(user.node_id)).toBe(s);
        found.set(user.node_id, user);
      }
    });
    expect([...found.keys()].sort()).toEqual(Object.keys(result.users).sort());
    expect(found.get('__proto__')).toEqual(JSON.parse(JSON.stringify(result.users['__proto__'])));
  });

  it('hands over buffers of their own, so transferring them detaches nothing else', () => {
    const buffers = encodedRunBuffers(encodeRun(result));
    expect(new Set(buffers).size).toBe(buffers.length);
    for (const buffer of buffers) expect(buffer).toBeInstanceOf(ArrayBuffer);
  });
});
