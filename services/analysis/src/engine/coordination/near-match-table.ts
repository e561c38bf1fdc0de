/**
 * A project's near-identical matches, found once at the widest bounds any question may ask for
 * (the lowest similarity and the widest post window) and kept with its coordination inputs: a
 * question at other settings filters them (near-identical-pairs.ts) instead of matching again.
 * Match m pairs the posts (actions) first[m] and second[m], the earlier first (time order, then
 * action order), by two accounts, of two distinct texts, at most the widest window apart; their
 * shingle sets share common[m] shingles of union[m]. In the order they were found (by the later
 * post, in time order), which is the order a question at any settings lists them in.
 */
export interface NearMatchTable {
  first: Int32Array;
  second: Int32Array;
  common: Int32Array;
  union: Int32Array;
  /** Shingles whose list the bound on the work cut inside the widest window (`capped_items`). */
  cappedShingles: number;
}

export const NO_NEAR_MATCHES: NearMatchTable = {
  first: new Int32Array(0),
  second: new Int32Array(0),
  common: new Int32Array(0),
  union: new Int32Array(0),
  cappedShingles: 0,
};

/** The matches at `percent` % or more and at most `windowMs` apart, as indexes into the table, in its order. */
export function nearMatchesAt(
  table: NearMatchTable,
  actionTime: Float64Array,
  percent: number,
  windowMs: number,
): Int32Array {
  if (percent >= 100) return new Int32Array(0);
  const { first, second, common, union } = table;
  const kept = new Int32Array(first.length);
  let count = 0;
  for (let m = 0; m < first.length; m++)
    // The rule's comparison in whole numbers (shingles.ts similarEnough): 100 · shared ≥ s · either.
    if (100 * common[m] >= percent * union[m] && actionTime[second[m]] - actionTime[first[m]] <= windowMs)
      kept[count++] = m;
  return kept.slice(0, count);
}
