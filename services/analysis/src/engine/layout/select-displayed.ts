/**
 * Users drawn per community: the most central ones (PageRank, then degree, then index), with
 * the cap shared out in proportion to community size (largest remainder), every community
 * showing at least one user. When everyone fits under the cap, everyone is drawn.
 */
export function selectDisplayed(
  assignment: Int32Array,
  pagerank: Float64Array,
  degree: Int32Array,
  k: number,
  cap: number,
): number[][] {
  const members: number[][] = Array.from({ length: k }, () => []);
  for (let u = 0; u < assignment.length; u++) members[assignment[u]].push(u);
  for (const list of members) list.sort((a, b) => pagerank[b] - pagerank[a] || degree[b] - degree[a] || a - b);
  const total = assignment.length;
  if (total <= cap) return members;
  const quota = shareCap(
    members.map((m) => m.length),
    Math.max(cap, k),
  );
  return members.map((list, c) => list.slice(0, quota[c]));
}

/** One slot per non-empty community first, the rest by largest remainder of size × cap / total. */
function shareCap(sizes: number[], cap: number): number[] {
  const nonEmpty = sizes.filter((s) => s > 0).length;
  const quota = sizes.map((s) => (s > 0 ? 1 : 0));
  const spare = cap - nonEmpty;
  const rest = sizes.map((s) => Math.max(0, s - 1));
  const restTotal = rest.reduce((a, b) => a + b, 0);
  if (spare <= 0 || restTotal === 0) return quota;
  const exact = rest.map((s) => (s * spare) / restTotal);
  let given = 0;
  exact.forEach((e, c) => {
    const whole = Math.min(rest[c], Math.floor(e));
    quota[c] += whole;
    given += whole;
  });
  const order = exact
    .map((e, c) => c)
    .sort((a, b) => exact[b] - Math.floor(exact[b]) - (exact[a] - Math.floor(exact[a])) || a - b);
  for (const c of order) {
    if (given >= spare) break;
    if (quota[c] - 1 < rest[c]) {
      quota[c]++;
      given++;
    }
  }
  return quota;
}
