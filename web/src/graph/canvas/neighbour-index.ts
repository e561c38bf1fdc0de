/** Undirected adjacency of the display graph, for "a clicked user and its neighbours" (spec §4). */
export function neighbourIndex(edges: ReadonlyArray<{ source: string; target: string }>): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    let set = index.get(a);
    if (!set) index.set(a, (set = new Set()));
    set.add(b);
  };
  for (const e of edges) {
    link(e.source, e.target);
    link(e.target, e.source);
  }
  return index;
}
