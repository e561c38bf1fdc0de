import type { CsrGraph } from '../network/csr-graph.js';

export interface Components {
  /** Component of each node, labelled 0..count-1 in order of first node. */
  component: Int32Array;
  count: number;
  size: Int32Array;
}

/** Connected components of an undirected CSR graph by iterative breadth-first search. */
export function connectedComponents(graph: CsrGraph): Components {
  const component = new Int32Array(graph.n).fill(-1);
  const queue = new Int32Array(graph.n);
  const sizes: number[] = [];
  for (let s = 0; s < graph.n; s++) {
    if (component[s] >= 0) continue;
    const label = sizes.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    component[s] = label;
    while (head < tail) {
      const u = queue[head++];
      for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
        const v = graph.targets[p];
        if (component[v] < 0) {
          component[v] = label;
          queue[tail++] = v;
        }
      }
    }
    sizes.push(tail);
  }
  return { component, count: sizes.length, size: Int32Array.from(sizes) };
}
