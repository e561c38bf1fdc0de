export interface Disc {
  x: number;
  y: number;
  r: number;
}

/**
 * Moves discs (community circles) apart so that no two overlap and at least `gap` separates any
 * two, keeping the picture compact and close to the original arrangement. Deterministic: larger
 * discs are placed first, each new one at the free spot touching one or two placed discs that is
 * nearest the pack's centre (and, on a tie, its original direction). Radii are kept; the largest
 * disc stays where it was. `aspect` (width / height of the pane the pack is drawn in) stretches the
 * pack to that shape, so that once fitted it fills a wide pane rather than a circle in its middle.
 * Answers the new centres in the input order.
 */
export function packDiscs(discs: readonly Disc[], gap: number, aspect = 1): Disc[] {
  if (discs.length === 0) return [];
  // Rows hold whole discs, so no one pull gives every count the pane's shape: a few are tried and
  // the pack that fills the pane best (once fitted) wins.
  let best: Disc[] = [];
  let bestFill = -1;
  for (const pull of aspect === 1 ? [0] : [0, 0.5, 1, 1.6, 2.2]) {
    const packed = packWith(discs, gap, aspect ** pull);
    const fill = fillOf(packed, aspect);
    if (fill > bestFill + 1e-9) [best, bestFill] = [packed, fill];
  }
  return best;
}

/** The share of a pane of this aspect that the pack covers once fitted into it (1: the same shape). */
function fillOf(packed: readonly Disc[], aspect: number): number {
  const w = Math.max(...packed.map((d) => d.x + d.r)) - Math.min(...packed.map((d) => d.x - d.r));
  const h = Math.max(...packed.map((d) => d.y + d.r)) - Math.min(...packed.map((d) => d.y - d.r));
  const ratio = w / Math.max(h, 1e-9);
  return Math.min(ratio / aspect, aspect / ratio);
}

function packWith(discs: readonly Disc[], gap: number, stretch: number): Disc[] {
  const order = discs.map((_, i) => i).sort((a, b) => discs[b].r - discs[a].r || a - b);
  const first = discs[order[0]];
  const placed: Disc[] = [];
  const out: Disc[] = new Array(discs.length);
  for (const i of order) {
    const d = discs[i];
    // Where the disc was, relative to the largest: the direction it should keep.
    const want = { x: d.x - first.x, y: d.y - first.y };
    const spot = placed.length === 0 ? { x: 0, y: 0 } : bestSpot(placed, d.r, gap, want, stretch);
    const disc = { x: spot.x, y: spot.y, r: d.r };
    placed.push(disc);
    out[i] = disc;
  }
  return out.map((p) => ({ x: p.x + first.x, y: p.y + first.y, r: p.r }));
}

function bestSpot(placed: readonly Disc[], r: number, gap: number, want: { x: number; y: number }, stretch: number) {
  const candidates: Array<{ x: number; y: number }> = [];
  const wantLength = Math.hypot(want.x, want.y);
  const [ux, uy] = wantLength > 0 ? [want.x / wantLength, want.y / wantLength] : [1, 0];
  for (const a of placed) {
    const reach = a.r + r + gap;
    // Beside one placed disc: toward the original direction, and round it in eighths.
    candidates.push({ x: a.x + ux * reach, y: a.y + uy * reach });
    for (let k = 0; k < 8; k++) {
      const angle = (k * Math.PI) / 4;
      candidates.push({ x: a.x + Math.cos(angle) * reach, y: a.y + Math.sin(angle) * reach });
    }
  }
  // Touching two placed discs at once: the snuggest spots.
  for (let i = 0; i < placed.length; i++)
    for (let j = i + 1; j < placed.length; j++) candidates.push(...touchingBoth(placed[i], placed[j], r, gap));
  let best: { x: number; y: number } | null = null;
  let bestScore = Infinity;
  for (const c of candidates) {
    if (!placed.every((p) => Math.hypot(c.x - p.x, c.y - p.y) >= p.r + r + gap - 1e-6)) continue;
    const score = Math.hypot(c.x / stretch, c.y) + 0.25 * Math.hypot(c.x - want.x, c.y - want.y);
    if (score < bestScore - 1e-9) [best, bestScore] = [c, score];
  }
  // Some spot beside the last placed disc round the outside is always free; this is a safety net.
  if (best) return best;
  const far = Math.max(...placed.map((p) => Math.hypot(p.x, p.y) + p.r)) + r + gap;
  return { x: ux * far, y: uy * far };
}

/** The two centres at which a disc of radius `r` sits `gap` away from both `a` and `b`. */
function touchingBoth(a: Disc, b: Disc, r: number, gap: number): Array<{ x: number; y: number }> {
  const [ra, rb] = [a.r + r + gap, b.r + r + gap];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.hypot(dx, dy);
  if (d === 0 || d > ra + rb || d < Math.abs(ra - rb)) return [];
  const along = (ra * ra - rb * rb + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, ra * ra - along * along));
  const [mx, my] = [a.x + (dx * along) / d, a.y + (dy * along) / d];
  return [
    { x: mx - (dy * h) / d, y: my + (dx * h) / d },
    { x: mx + (dy * h) / d, y: my - (dx * h) / d },
  ];
}

/** True when two discs overlap or come closer than `gap`: the check the geometry tests apply. */
export function discsTooClose(a: Disc, b: Disc, gap = 0): boolean {
  return Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r + gap - 1e-6;
}
