import { connectedComponents } from '../communities/connected-components.js';
import type { CsrGraph } from '../network/csr-graph.js';

/**
 * Moves the parts of the network apart from the largest one (pairs and small groups related to
 * no one else) onto rings just outside it, each part kept whole (its own arrangement only moves),
 * the largest parts nearest. The forces alone leave them where gravity balances the whole
 * network's repulsion: on a planted 104,000-user network about 18 times as far out as the
 * drawing's own edge, so a picture fitted to every user showed the network as a dot.
 * Deterministic: parts in order of size, then of their first user.
 */
export function packApartParts(graph: CsrGraph, x: Float64Array, y: Float64Array): void {
  const { component, count } = connectedComponents(graph);
  const size = new Int32Array(count);
  const sumX = new Float64Array(count);
  const sumY = new Float64Array(count);
  for (let u = 0; u < graph.n; u++) {
    if (Number.isNaN(x[u])) continue;
    const c = component[u];
    size[c]++;
    sumX[c] += x[u];
    sumY[c] += y[u];
  }
  let main = -1;
  for (let c = 0; c < count; c++) if (size[c] > 0 && (main < 0 || size[c] > size[main])) main = c;
  if (main < 0) return;
  const midX = new Float64Array(count);
  const midY = new Float64Array(count);
  const radius = new Float64Array(count);
  for (let c = 0; c < count; c++)
    if (size[c] > 0) {
      midX[c] = sumX[c] / size[c];
      midY[c] = sumY[c] / size[c];
    }
  for (let u = 0; u < graph.n; u++) {
    if (Number.isNaN(x[u])) continue;
    const c = component[u];
    radius[c] = Math.max(radius[c], Math.hypot(x[u] - midX[c], y[u] - midY[c]));
  }
  const parts: number[] = [];
  for (let c = 0; c < count; c++) if (size[c] > 0 && c !== main) parts.push(c);
  if (parts.length === 0) return;
  parts.sort((a, b) => size[b] - size[a] || a - b);

  // The largest part's mean spacing over its disc: the gap between rings and parts.
  const spacing = radius[main] > 0 ? radius[main] * Math.sqrt(Math.PI / size[main]) : 1;
  const offsetX = new Float64Array(count);
  const offsetY = new Float64Array(count);
  // Rings outwards; a ring is as deep as its largest part, each part takes the arc its width needs.
  let ringInner = radius[main] + 2 * spacing;
  let ringDepth = 2 * (radius[parts[0]] + spacing / 2);
  let angle = 0;
  for (const c of parts) {
    const half = radius[c] + spacing / 2;
    if (angle > 0 && angle + (2 * half) / (ringInner + ringDepth / 2) > 2 * Math.PI) {
      ringInner += ringDepth + spacing;
      ringDepth = 2 * half;
      angle = 0;
    }
    const r = ringInner + ringDepth / 2;
    const at = angle + half / r;
    offsetX[c] = midX[main] + r * Math.cos(at) - midX[c];
    offsetY[c] = midY[main] + r * Math.sin(at) - midY[c];
    angle += (2 * half) / r;
  }
  for (let u = 0; u < graph.n; u++) {
    if (Number.isNaN(x[u])) continue;
    const c = component[u];
    x[u] += offsetX[c];
    y[u] += offsetY[c];
  }
}
