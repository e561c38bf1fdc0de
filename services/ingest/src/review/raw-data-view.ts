import type { PostRecord } from '@kizuna/contracts';

/** The spec's raw-data sort keys: 0 screen name, 1 text, 2 follower count, 3 date. */
export enum RawDataSort {
  Author = 0,
  Text = 1,
  Followers = 2,
  Time = 3,
}

export interface RawDataQuery {
  search: string;
  sortKey: number;
  ascending: boolean;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const comparators: Record<RawDataSort, (a: PostRecord, b: PostRecord) => number> = {
  [RawDataSort.Author]: (a, b) => compareText(a.author.toLowerCase(), b.author.toLowerCase()),
  [RawDataSort.Text]: (a, b) => compareText(a.text, b.text),
  // Unknown follower counts sort below every known one.
  [RawDataSort.Followers]: (a, b) => (a.followers ?? -Infinity) - (b.followers ?? -Infinity),
  [RawDataSort.Time]: (a, b) => a.time - b.time,
};

/**
 * The posts matching a search (case-insensitive, in screen name or text), in the order asked
 * for, as indexes into `posts`. Ties keep the file's order whichever the direction.
 */
export function rawDataView(posts: readonly PostRecord[], query: RawDataQuery): Int32Array {
  const needle = query.search.trim().toLowerCase();
  const picked: number[] = [];
  for (let i = 0; i < posts.length; i++) {
    const p = posts[i];
    if (!needle || p.author.toLowerCase().includes(needle) || p.text.toLowerCase().includes(needle)) picked.push(i);
  }
  const compare = comparators[query.sortKey as RawDataSort] ?? comparators[RawDataSort.Time];
  const sign = query.ascending ? 1 : -1;
  picked.sort((a, b) => sign * compare(posts[a], posts[b]) || a - b);
  return Int32Array.from(picked);
}
