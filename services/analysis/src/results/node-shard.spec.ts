import { describe, expect, it } from '@jest/globals';
import { NODE_SHARDS, nodeShard, resultKeys } from './result-keys.js';

describe('result keys', () => {
  it('puts a node in the shard its stored results were written to, within range', () => {
    // Pinned values: results already on disk are found again only if the hash never changes.
    expect(['alice', 'bob', '東京'].map(nodeShard)).toEqual([39, 20, 16]);
    for (const id of ['a', 'b', '東京', 'x'.repeat(100)]) {
      expect(nodeShard(id)).toBeGreaterThanOrEqual(0);
      expect(nodeShard(id)).toBeLessThan(NODE_SHARDS);
    }
  });
  it('spreads nodes over the shards', () => {
    const used = new Set(Array.from({ length: 2000 }, (_, i) => nodeShard(`user${i}`)));
    expect(used.size).toBe(NODE_SHARDS);
  });
  it('keeps every file of a run under its prefix', () => {
    const p = resultKeys.prefix('r1');
    for (const key of [
      resultKeys.graph('r1'),
      resultKeys.cluster('r1', 3),
      resultKeys.nodeShard('r1', 7),
      resultKeys.summary('r1'),
    ])
      expect(key.startsWith(p)).toBe(true);
    expect(resultKeys.nodeShard('r1', 7)).toBe('results/r1/nodes/07.bin');
    expect(resultKeys.jsonNodeShard('r1', 7)).toBe('results/r1/nodes/07.json');
  });
});
