import type * as Api from '@kizuna/http-api';

/**
 * How the communities of one run split and merge into those of another run of the same project:
 * the answer's counts without the runs' labels. users[i][j] counts the users in community i+1 of
 * the first run and community j+1 of the second (the flows of the alluvial view). A user only one
 * run has (a run with other relations can differ) is counted in `only_first` / `only_second`, not
 * dropped silently.
 */
export type RunComparison = Pick<Api.RunComparison, 'users' | 'only_first' | 'only_second'>;

/** Each run's users as node_id → cluster_id (1-based), with the runs' k. */
export function compareRuns(
  first: ReadonlyMap<string, number>,
  kFirst: number,
  second: ReadonlyMap<string, number>,
  kSecond: number,
): RunComparison {
  const users = Array.from({ length: kFirst }, () => new Array<number>(kSecond).fill(0));
  let onlyFirst = 0;
  for (const [id, a] of first) {
    const b = second.get(id);
    if (b === undefined) onlyFirst++;
    else users[a - 1][b - 1]++;
  }
  let onlySecond = 0;
  for (const id of second.keys()) if (!first.has(id)) onlySecond++;
  return { users, only_first: onlyFirst, only_second: onlySecond };
}

/**
 * The same counts from two runs' communities (0-based) in one user order: the runs of a project
 * share their network, so its user order, and no user is in one run only.
 */
export function compareAssignments(
  first: Int32Array,
  kFirst: number,
  second: Int32Array,
  kSecond: number,
): RunComparison {
  if (first.length !== second.length) throw new RangeError('the runs have different users');
  const users = Array.from({ length: kFirst }, () => new Array<number>(kSecond).fill(0));
  for (let u = 0; u < first.length; u++) users[first[u]][second[u]]++;
  return { users, only_first: 0, only_second: 0 };
}
