/**
 * Places the users without relations (NaN in x, y) for one run: on a band around the drawing,
 * each community's users on an arc facing where its related members lie, so they sit near their
 * community without covering the structure. The related users' places are not touched, so every
 * run and every k of a project share them; these users move with the run's communities.
 */
export function placeUnrelated(x: Float64Array, y: Float64Array, community: ArrayLike<number>, k: number): void {
  const n = x.length;
  let related = 0;
  let midX = 0;
  let midY = 0;
  for (let u = 0; u < n; u++)
    if (!Number.isNaN(x[u])) {
      related++;
      midX += x[u];
      midY += y[u];
    }
  if (related === n) return;
  if (related > 0) {
    midX /= related;
    midY /= related;
  }
  let reach = 0;
  const sumX = new Float64Array(k);
  const sumY = new Float64Array(k);
  const waiting = new Int32Array(k);
  for (let u = 0; u < n; u++) {
    const c = community[u];
    if (Number.isNaN(x[u])) {
      waiting[c]++;
    } else {
      reach = Math.max(reach, Math.hypot(x[u] - midX, y[u] - midY));
      sumX[c] += x[u] - midX;
      sumY[c] += y[u] - midY;
    }
  }
  // The related users' mean spacing over their disc: the band is as dense as the drawing.
  const spacing = related > 1 && reach > 0 ? reach * Math.sqrt(Math.PI / related) : 1;
  const inner = reach > 0 ? reach + 3 * spacing : 0;
  const facing = Array.from({ length: k }, (_, c) =>
    sumX[c] === 0 && sumY[c] === 0 ? (2 * Math.PI * c) / k : Math.atan2(sumY[c], sumX[c]),
  );
  const order = Array.from({ length: k }, (_, c) => c)
    .filter((c) => waiting[c] > 0)
    .sort((a, b) => facing[a] - facing[b] || a - b);
  const total = n - related;
  // Each community's arc is its share of the circle, the first centred on where it faces.
  let from = order.length > 0 ? facing[order[0]] - (Math.PI * waiting[order[0]]) / total : 0;
  const arcStart = new Float64Array(k);
  const arcWidth = new Float64Array(k);
  for (const c of order) {
    arcStart[c] = from;
    arcWidth[c] = (2 * Math.PI * waiting[c]) / total;
    from += arcWidth[c];
  }
  // Rows of the band outwards; a community fills its arc row by row.
  const row = new Int32Array(k);
  const inRow = new Int32Array(k);
  for (let u = 0; u < n; u++) {
    if (!Number.isNaN(x[u])) continue;
    const c = community[u];
    for (;;) {
      const r = inner + (row[c] + 0.5) * spacing;
      const fits = Math.max(1, Math.floor((arcWidth[c] * r) / spacing));
      if (inRow[c] < fits) {
        const a = arcStart[c] + ((inRow[c] + 0.5) * arcWidth[c]) / fits;
        x[u] = midX + r * Math.cos(a);
        y[u] = midY + r * Math.sin(a);
        inRow[c]++;
        break;
      }
      row[c]++;
      inRow[c] = 0;
    }
  }
}
