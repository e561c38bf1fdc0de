import { describe, expect, it } from '@jest/globals';
import { packKeys } from '@kizuna/proto';
import { encodeUserKeyIndex, UserKeyIndex } from './user-key-index.js';

/** What the index must answer: a Map of the lowercased names filled in order (the later of one key wins). */
function byMap(labels: readonly string[], assignment: Int32Array, accounts: readonly string[]) {
  const users = new Map<string, number>();
  labels.forEach((name, u) => users.set(name.toLowerCase(), assignment[u] + 1));
  const indexes: number[] = [];
  const clusterIds: number[] = [];
  accounts.forEach((a, i) => {
    const c = users.get(a);
    if (c === undefined) return;
    indexes.push(i);
    clusterIds.push(c);
  });
  return { indexes, clusterIds };
}

/** A deterministic run of `n` users with names of every kind: Latin of any case, Japanese, emoji, spaces, empty. */
function run(n: number, seed = 1) {
  let x = seed;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0);
  const parts = ['Ann', 'ボブ', '花子', '🙂', 'o’neil', 'ZOË', 'x y', '_', '@at', 'İstanbul', ''];
  const labels = Array.from({ length: n }, (_, u) => `${parts[next() % parts.length]}${u % 7 === 0 ? '' : u}`);
  const assignment = Int32Array.from({ length: n }, () => next() % 6);
  return { labels, assignment };
}

const decoded = (bytes: Uint8Array) => UserKeyIndex.decode(Buffer.from(bytes)) as UserKeyIndex;

describe('user key index: which account keys are users of a run', () => {
  it('answers as a Map of the lowercased names would, for users and strangers alike, in the order asked', () => {
    const { labels, assignment } = run(5000);
    const index = decoded(encodeUserKeyIndex({ labels, assignment }));
    const asked = [
      ...labels.filter((_, u) => u % 3 === 0).map((l) => l.toLowerCase()),
      ...labels.slice(0, 50).map((l) => `${l.toLowerCase()}-not-a-user`),
      ...labels.slice(0, 50).filter((l) => l !== l.toLowerCase()), // keys are lowercase: a name as written is no key
      '',
      'ann',
      'ボブ1',
    ].reverse();
    expect(index.present(packKeys(asked))).toEqual(byMap(labels, assignment, asked));
    expect(index.present(packKeys(asked)).indexes.length).toBeGreaterThan(1500);
  });

  it('answers the later user of two names with one key, as a Map filled in order', () => {
    const labels = ['Ann', 'bob', 'ANN'];
    const assignment = Int32Array.of(0, 1, 2);
    expect(decoded(encodeUserKeyIndex({ labels, assignment })).present(packKeys(['ann', 'bob']))).toEqual({
      indexes: [0, 1],
      clusterIds: [3, 2],
    });
  });

  it('reads bytes at any offset of their buffer, and a run of no users', () => {
    const { labels, assignment } = run(300, 7);
    const bytes = encodeUserKeyIndex({ labels, assignment });
    const shifted = Buffer.concat([Buffer.from([1, 2, 3]), bytes]).subarray(3);
    const asked = labels.map((l) => l.toLowerCase());
    expect((UserKeyIndex.decode(shifted) as UserKeyIndex).present(packKeys(asked))).toEqual(
      byMap(labels, assignment, asked),
    );
    const empty = decoded(encodeUserKeyIndex({ labels: [], assignment: new Int32Array(0) }));
    expect(empty.present(packKeys(['ann', '']))).toEqual({ indexes: [], clusterIds: [] });
  });

  it('takes no other bytes for an index: another format, or one cut short', () => {
    const bytes = Buffer.from(encodeUserKeyIndex(run(100)));
    expect(UserKeyIndex.decode(Buffer.from('{"labels":[]}'))).toBeNull();
    expect(UserKeyIndex.decode(bytes.subarray(0, bytes.length - 1))).toBeNull();
    expect(UserKeyIndex.decode(bytes.subarray(0, 8))).toBeNull();
  });
});
