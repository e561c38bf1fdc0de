/**
 * The first `limit` items in `compare` order, without sorting them all: a community's keywords
 * are 50 of up to hundreds of thousands of terms, its posts 20 of every original.
 * With a total order (no ties), the answer equals sorting everything and keeping the first.
 */
export function topN<T>(items: Iterable<T>, compare: (a: T, b: T) => number, limit: number): T[] {
  const top: T[] = [];
  if (limit <= 0) return top;
  for (const item of items) {
    if (top.length === limit && compare(item, top[limit - 1]) >= 0) continue;
    let at = top.length;
    while (at > 0 && compare(item, top[at - 1]) < 0) at--;
    top.splice(at, 0, item);
    if (top.length > limit) top.pop();
  }
  return top;
}
