/**
 * Users most central first: PageRank (as the answer carries it, float32), then degree, then index
 * (a stable order whatever the ties). The answer does not carry this order (a permutation of every
 * user: 230–260 KB gzipped at full size); each reader makes it from the PageRank and degree it
 * carries, so both sides agree on it by construction.
 */
export function centralityOrder(pagerank: ArrayLike<number>, degree: ArrayLike<number>): Uint32Array {
  const pr = pagerank instanceof Float32Array ? pagerank : Float32Array.from(pagerank);
  const n = pr.length;
  const bits = new Uint32Array(pr.buffer, pr.byteOffset, n);
  const prKey = new Uint32Array(n);
  for (let u = 0; u < n; u++) {
    const value = pr[u];
    // A negative or NaN PageRank breaks the bits' order (none is made, but the reader must not loop on one).
    if (!(value >= 0)) return comparedOrder(pr, degree);
    // +0 and -0 alike; above 0 a float32's bits grow with its value.
    prKey[u] = value === 0 ? 0 : bits[u];
  }
  const degreeKey = degree instanceof Uint32Array ? degree : Uint32Array.from(degree);
  let order = new Uint32Array(n);
  for (let u = 0; u < n; u++) order[u] = u;
  let spare = new Uint32Array(n);
  const counts = new Uint32Array(0x10001);
  // Least significant key first, each pass stable: index, then degree, then PageRank decide.
  for (const [key, shift] of [
    [degreeKey, 0],
    [degreeKey, 16],
    [prKey, 0],
    [prKey, 16],
  ] as const)
    if (descendingPass(order, spare, key, shift, counts)) [order, spare] = [spare, order];
  return order;
}

/**
 * One counting pass of a radix sort on 16 bits of `key`, largest first, from `from` into `to`;
 * false (nothing moved) when every user has the same 16 bits.
 */
function descendingPass(
  from: Uint32Array,
  to: Uint32Array,
  key: Uint32Array,
  shift: number,
  counts: Uint32Array,
): boolean {
  const n = from.length;
  counts.fill(0);
  for (let i = 0; i < n; i++) counts[0x10000 - ((key[from[i]] >>> shift) & 0xffff)]++;
  for (let d = 1; d <= 0x10000; d++) if (counts[d] === n) return false;
  for (let d = 1; d <= 0x10000; d++) counts[d] += counts[d - 1];
  for (let i = 0; i < n; i++) to[counts[0xffff - ((key[from[i]] >>> shift) & 0xffff)]++] = from[i];
  return true;
}

function comparedOrder(pagerank: Float32Array, degree: ArrayLike<number>): Uint32Array {
  const order = new Uint32Array(pagerank.length);
  for (let u = 0; u < order.length; u++) order[u] = u;
  return order.sort((a, b) => pagerank[b] - pagerank[a] || degree[b] - degree[a] || a - b);
}
