import { describe, expect, it } from '@jest/globals';
import { decodeWholeGraph, POSITION_STEPS } from '@kizuna/proto/graph-binary';
import { prepareNetwork } from '../engine/prepare-analysis.js';
import type { Post } from '../engine/types.js';
import { decodeMembership, encodeMembershipOfUsers, userOrder } from './membership-codec.js';
import {
  decodeNetworkLayout,
  encodeNetworkLayout,
  NETWORK_LAYOUT_VERSION,
  networkLayoutOf,
} from './network-layout-file.js';
import { wholeGraphBytes } from './whole-graphs.js';

const at = (minute: number) => Date.UTC(2024, 2, 1, 9, minute);
/** Two stars (alice's and bob's retweeters), and two users who relate to no one. */
const posts: Post[] = (
  [
    ['Alice', 'ramen', at(0)],
    ['Bob', 'baseball', at(1)],
    ...[1, 2, 3].map((i) => [`afan${i}`, 'RT @Alice: ramen', at(1 + i)] as const),
    ...[1, 2, 3].map((i) => [`bfan${i}`, 'RT @Bob: baseball', at(5 + i)] as const),
    ['quiet1', 'ramen soup', at(10)],
    ['quiet2', 'home run', at(11)],
  ] as const
).map(([author, text, time], row) => ({ row, author, text, time, followers: null }));

describe('the project layout file', () => {
  const prepared = prepareNetwork(posts, ['retweet']);
  const layout = networkLayoutOf(prepared);

  it('reads back what was written, with the users in network order', () => {
    const read = decodeNetworkLayout(encodeNetworkLayout(layout))!;
    expect(read.order).toBe(userOrder(prepared.network.names));
    expect(read.ids).toEqual(prepared.network.names);
    expect(read.labels).toEqual(prepared.network.labels);
    expect([...read.x]).toEqual([...layout.x]);
    expect([...read.pairs]).toEqual([...layout.pairs]);
    expect([...read.weights]).toEqual([...layout.weights]);
    expect([...read.degree]).toEqual([...prepared.metrics.degree]);
    expect([...read.firstTime]).toEqual([...prepared.metrics.firstTime]);
    // Six retweets, each pair once.
    expect(read.weights.length).toBe(6);
    // Users without relations are left to each run.
    const quiet = prepared.network.index.get('quiet1')!;
    expect(Number.isNaN(read.x[quiet])).toBe(true);
  });

  it('reads a file of another version as missing', () => {
    const bytes = encodeNetworkLayout(layout);
    const text = Buffer.from(bytes).toString('latin1').replace(`"version":${NETWORK_LAYOUT_VERSION}`, '"version":0');
    expect(decodeNetworkLayout(Buffer.from(text, 'latin1'))).toBeNull();
  });

  it("makes a run's whole graph: its communities, everyone placed, related users where the layout has them", () => {
    const names = prepared.network.names;
    const n = names.length;
    // Community 0: alice's side and quiet1; community 1: bob's side and quiet2.
    const community = names.map((name) => (name.startsWith('a') || name === 'quiet1' ? 0 : 1));
    const members = [0, 1].map((c) => community.flatMap((cc, u) => (cc === c ? [u] : [])));
    const membership = decodeMembership(
      Buffer.from(
        encodeMembershipOfUsers(
          names,
          members,
          members.map((list) => list.map(() => 10)),
        ),
      ),
    );
    const graph = decodeWholeGraph(wholeGraphBytes(layout, membership));
    expect(graph.userCount).toBe(n);
    expect([...graph.community]).toEqual(community);
    expect([...graph.communitySizes]).toEqual([members[0].length, members[1].length]);
    expect([...graph.positions].every(Number.isFinite)).toBe(true);
    const alice = prepared.network.index.get('alice')!;
    // On the answer's grid: within half a step of the bounding box's side.
    const xs = [...graph.positions].filter((_, i) => i % 2 === 0);
    const halfStep = (Math.max(...xs) - Math.min(...xs)) / POSITION_STEPS / 2;
    expect(Math.abs(graph.positions[2 * alice] - layout.x[alice])).toBeLessThanOrEqual(halfStep + 1e-6);
    expect(graph.ids).toEqual(names);
    expect(graph.labels[alice]).toBe('Alice');
  });
});
