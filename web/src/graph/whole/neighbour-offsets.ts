/**
 * The relations of each user, in compressed rows: user u's relations are `relation[offsets[u]]` to
 * `relation[offsets[u + 1] - 1]` (indexes into the pairs), its neighbours `other[…]` at the same
 * places. Two typed arrays for any number of users, built in two passes over the pairs.
 */
export interface NeighbourOffsets {
  offsets: Uint32Array;
  relation: Uint32Array;
  other: Uint32Array;
}

export function neighbourOffsets(userCount: number, pairs: Uint32Array): NeighbourOffsets {
  const offsets = new Uint32Array(userCount + 1);
  const m = pairs.length >> 1;
  for (let e = 0; e < m; e++) {
    offsets[pairs[2 * e] + 1]++;
    if (pairs[2 * e + 1] !== pairs[2 * e]) offsets[pairs[2 * e + 1] + 1]++;
  }
  for (let u = 0; u < userCount; u++) offsets[u + 1] += offsets[u];
  const fill = offsets.slice(0, userCount);
  const relation = new Uint32Array(offsets[userCount]);
  const other = new Uint32Array(offsets[userCount]);
  for (let e = 0; e < m; e++) {
    const [a, b] = [pairs[2 * e], pairs[2 * e + 1]];
    relation[fill[a]] = e;
    other[fill[a]++] = b;
    if (a === b) continue;
    relation[fill[b]] = e;
    other[fill[b]++] = a;
  }
  return { offsets, relation, other };
}
