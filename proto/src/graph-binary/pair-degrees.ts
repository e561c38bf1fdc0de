/** Each user's count of distinct pairs it is in (pairs smaller index first, 2 per pair): its degree, unless the answer sends one. */
export function pairDegrees(pairs: Uint32Array, n: number): Uint32Array {
  const degree = new Uint32Array(n);
  for (let i = 0; i < pairs.length; i += 2) {
    degree[pairs[i]]++;
    if (pairs[i + 1] !== pairs[i]) degree[pairs[i + 1]]++;
  }
  return degree;
}
