import type { CsrGraph } from '../network/csr-graph.js';
import { relabel } from './leiden.js';

/**
 * Greedy agglomeration of a partition down to k communities: at each step the pair whose merge
 * gains the most modularity (ΔQ = 2·w_AB/2m − 2·tot_A·tot_B/(2m)², usually a loss by then) is
 * merged. Pairs with no edge between them are candidates too, so disconnected parts can merge.
 * Ties go to the pair with the lowest labels, so the result depends only on the input.
 * Returns the new membership labelled 0..k'-1 (k' = min(k, communities)).
 */
export function mergeToK(graph: CsrGraph, membership: Int32Array, k: number): Int32Array {
  const start = relabel(membership);
  const count = start.count;
  if (count <= k) return start.membership;
  const label = start.membership;
  const tot = new Float64Array(count);
  const links: Array<Map<number, number>> = Array.from({ length: count }, () => new Map());
  let twoM = 0;
  for (let u = 0; u < graph.n; u++) {
    const cu = label[u];
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
      const w = graph.weights[p];
      twoM += w;
      tot[cu] += w;
      const cv = label[graph.targets[p]];
      // Each undirected edge is stored in both rows, so links[A][B] and links[B][A] each get w_AB once.
      if (cv !== cu) links[cu].set(cv, (links[cu].get(cv) ?? 0) + w);
    }
  }
  const norm = twoM > 0 ? twoM : 1;
  const gainOf = (a: number, b: number, w: number): number => (2 * w) / norm - (2 * tot[a] * tot[b]) / (norm * norm);

  const alive = new Uint8Array(count).fill(1);
  const version = new Int32Array(count);
  const heap = new PairHeap();
  for (let a = 0; a < count; a++) {
    for (const [b, w] of links[a]) if (a < b) heap.push(gainOf(a, b, w), a, b, 0, 0);
  }
  const bySize = new SizeOrder(tot, count);
  const parent = new Int32Array(count);
  for (let c = 0; c < count; c++) parent[c] = c;

  for (let remaining = count; remaining > k; remaining--) {
    // Best linked pair: pop stale entries (a side merged away or changed since the entry was pushed).
    while (heap.size > 0) {
      const [, a, b, va, vb] = heap.peek();
      if (alive[a] && alive[b] && version[a] === va && version[b] === vb) break;
      heap.pop();
    }
    const unlinked = bySize.bestUnlinkedPair(links);
    let a: number;
    let b: number;
    if (heap.size > 0) {
      const [gain, ha, hb] = heap.peek();
      const unlinkedGain = unlinked ? gainOf(unlinked[0], unlinked[1], 0) : -Infinity;
      const pick =
        unlinked !== null &&
        (unlinkedGain > gain || (unlinkedGain === gain && pairBefore(unlinked[0], unlinked[1], ha, hb)));
      [a, b] = pick ? unlinked : [ha, hb];
    } else {
      [a, b] = unlinked!;
    }
    // Keep the community with more links as the survivor: fewer map updates.
    if (links[a].size < links[b].size || (links[a].size === links[b].size && b < a)) [a, b] = [b, a];
    bySize.remove(a);
    bySize.remove(b);
    alive[b] = 0;
    parent[b] = a;
    tot[a] += tot[b];
    links[a].delete(b);
    for (const [x, w] of links[b]) {
      if (x === a) continue;
      links[a].set(x, (links[a].get(x) ?? 0) + w);
      const back = links[x];
      back.delete(b);
      back.set(a, (back.get(a) ?? 0) + w);
    }
    links[b].clear();
    version[a]++;
    bySize.insert(a);
    for (const [x, w] of links[a]) {
      const [lo, hi] = a < x ? [a, x] : [x, a];
      heap.push(gainOf(lo, hi, w), lo, hi, version[lo], version[hi]);
    }
  }
  const find = (c: number): number => {
    while (parent[c] !== c) c = parent[c];
    return c;
  };
  const result = new Int32Array(graph.n);
  for (let u = 0; u < graph.n; u++) result[u] = find(label[u]);
  return relabel(result).membership;
}

function pairBefore(a1: number, b1: number, a2: number, b2: number): boolean {
  const [x1, y1] = a1 < b1 ? [a1, b1] : [b1, a1];
  const [x2, y2] = a2 < b2 ? [a2, b2] : [b2, a2];
  return x1 < x2 || (x1 === x2 && y1 < y2);
}

/** Max-heap of candidate pairs by gain (ties: lower labels first), with the versions they were computed at. */
class PairHeap {
  private gains: number[] = [];
  private pairs: number[] = [];
  size = 0;

  push(gain: number, a: number, b: number, va: number, vb: number): void {
    this.gains.push(gain);
    this.pairs.push(a, b, va, vb);
    let i = this.size++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.before(i, up)) break;
      this.swap(i, up);
      i = up;
    }
  }

  peek(): [number, number, number, number, number] {
    const p = this.pairs;
    return [this.gains[0], p[0], p[1], p[2], p[3]];
  }

  pop(): void {
    this.size--;
    this.swap(0, this.size);
    this.gains.pop();
    this.pairs.length -= 4;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < this.size && this.before(l, top)) top = l;
      if (r < this.size && this.before(r, top)) top = r;
      if (top === i) break;
      this.swap(i, top);
      i = top;
    }
  }

  private before(i: number, j: number): boolean {
    const gi = this.gains[i];
    const gj = this.gains[j];
    if (gi !== gj) return gi > gj;
    const p = this.pairs;
    return pairBefore(p[4 * i], p[4 * i + 1], p[4 * j], p[4 * j + 1]);
  }

  private swap(i: number, j: number): void {
    [this.gains[i], this.gains[j]] = [this.gains[j], this.gains[i]];
    const p = this.pairs;
    for (let x = 0; x < 4; x++) [p[4 * i + x], p[4 * j + x]] = [p[4 * j + x], p[4 * i + x]];
  }
}

/**
 * Alive communities ordered by total weight (then label). The best merge of two communities with
 * no edge between them is the pair with the smallest product of totals; see bestUnlinkedPair.
 */
class SizeOrder {
  private order: number[];

  constructor(
    private readonly tot: Float64Array,
    count: number,
  ) {
    this.order = Array.from({ length: count }, (_, c) => c).sort((a, b) => this.compare(a, b));
  }

  private compare(a: number, b: number): number {
    return this.tot[a] - this.tot[b] || a - b;
  }

  private position(c: number): number {
    let lo = 0;
    let hi = this.order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(this.order[mid], c) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  remove(c: number): void {
    this.order.splice(this.position(c), 1);
  }

  insert(c: number): void {
    this.order.splice(this.position(c), 0, c);
  }

  /**
   * Smallest-product unlinked pair. With s the smallest community and p the smallest one not linked
   * to s, any better pair lies among the communities smaller than p, all of which are linked to s;
   * so only that short prefix needs checking.
   */
  bestUnlinkedPair(links: Array<Map<number, number>>): [number, number] | null {
    const order = this.order;
    if (order.length < 2) return null;
    const s = order[0];
    let p = 1;
    while (p < order.length && links[s].has(order[p])) p++;
    if (p === order.length) {
      // s is linked to everyone; look for an unlinked pair among the others (rare, small graphs).
      return this.searchPairs(1, order.length, links);
    }
    let best: [number, number] = [s, order[p]];
    const bestProduct = this.tot[s] * this.tot[order[p]];
    const inner = this.searchPairs(1, p, links);
    if (inner !== null) {
      const product = this.tot[inner[0]] * this.tot[inner[1]];
      if (product < bestProduct || (product === bestProduct && pairBefore(inner[0], inner[1], best[0], best[1])))
        best = inner;
    }
    return best;
  }

  private searchPairs(from: number, to: number, links: Array<Map<number, number>>): [number, number] | null {
    const order = this.order;
    let best: [number, number] | null = null;
    let bestProduct = Infinity;
    for (let i = from; i < to; i++) {
      const a = order[i];
      if (this.tot[a] * this.tot[a] > bestProduct) break;
      for (let j = i + 1; j < to; j++) {
        const b = order[j];
        const product = this.tot[a] * this.tot[b];
        if (product > bestProduct) break;
        if (links[a].has(b)) continue;
        if (product < bestProduct || pairBefore(a, b, best![0], best![1])) {
          best = [a, b];
          bestProduct = product;
        }
        break;
      }
    }
    return best;
  }
}
