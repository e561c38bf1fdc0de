/**
 * Runs in the time order of their posts (earliest first post first; the last post breaks a tie),
 * runs whose dates are not known yet last, in the order they were picked.
 */
export function orderByPosts<T extends { process_id: string }>(
  runs: readonly T[],
  dates: ReadonlyMap<string, { first_post: number | null; last_post: number | null }>,
): T[] {
  const key = (run: T) => dates.get(run.process_id);
  return runs
    .map((run, picked) => ({ run, picked }))
    .sort((a, b) => {
      const [x, y] = [key(a.run), key(b.run)];
      const [xFirst, yFirst] = [x?.first_post ?? Infinity, y?.first_post ?? Infinity];
      if (xFirst !== yFirst) return xFirst - yFirst;
      const [xLast, yLast] = [x?.last_post ?? Infinity, y?.last_post ?? Infinity];
      return xLast !== yLast ? xLast - yLast : a.picked - b.picked;
    })
    .map((x) => x.run);
}
