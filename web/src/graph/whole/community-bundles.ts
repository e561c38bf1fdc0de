/** The relations between two communities, drawn as one faint line between their centres. */
export interface Bundle {
  a: number;
  b: number;
  /** Relations between a member of a and a member of b. */
  count: number;
}

export interface CommunityBundles {
  /** x, y per community: the mean of its members' positions (NaN for an empty community). */
  centres: Float64Array;
  /** Every pair of communities with a relation between them, the most related first. */
  bundles: Bundle[];
}

/**
 * The picture's outline of relations at the fitted view: one bundle per pair of communities
 * related at all, weighted by how many relations run between them. A pass over the users and one
 * over the pairs; k × k counts, however many users.
 */
export function communityBundles(
  k: number,
  community: Uint8Array | Uint16Array,
  positions: Float32Array,
  pairs: Uint32Array,
): CommunityBundles {
  const sums = new Float64Array(2 * k);
  const sizes = new Uint32Array(k);
  for (let u = 0; u < community.length; u++) {
    const c = community[u];
    if (c >= k) continue;
    sizes[c]++;
    sums[2 * c] += positions[2 * u];
    sums[2 * c + 1] += positions[2 * u + 1];
  }
  const centres = new Float64Array(2 * k);
  for (let c = 0; c < k; c++) {
    centres[2 * c] = sizes[c] ? sums[2 * c] / sizes[c] : NaN;
    centres[2 * c + 1] = sizes[c] ? sums[2 * c + 1] / sizes[c] : NaN;
  }
  const counts = new Uint32Array(k * k);
  for (let e = 0; e < pairs.length >> 1; e++) {
    const [ca, cb] = [community[pairs[2 * e]], community[pairs[2 * e + 1]]];
    if (ca === cb || ca >= k || cb >= k) continue;
    counts[Math.min(ca, cb) * k + Math.max(ca, cb)]++;
  }
  const bundles: Bundle[] = [];
  for (let a = 0; a < k; a++)
    for (let b = a + 1; b < k; b++) if (counts[a * k + b] > 0) bundles.push({ a, b, count: counts[a * k + b] });
  bundles.sort((p, q) => q.count - p.count || p.a - q.a || p.b - q.b);
  return { centres, bundles };
}
