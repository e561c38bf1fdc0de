export interface LabelDisc {
  x: number;
  y: number;
  r: number;
  label: string;
}

export interface PlacedLabel {
  /** Text drawn: the full label, or a shortened one ending in "…". */
  text: string;
  /** Full label, for the hover title. */
  full: string;
  /** Centre of the text's baseline box, graph coordinates. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** False when no candidate spot was free: the label is left out rather than drawn over another. */
  shown: boolean;
}

const ELLIPSIS = '…';

/**
 * Places one label per disc so that no two label boxes overlap. Works in graph coordinates with
 * the font's height `fontSize` (already divided by the zoom), so the caller's measure must use the
 * same font. A label is shortened with an ellipsis to at most its disc's diameter (but never below
 * `minWidth`, so small communities stay readable), then tried above the disc, below it and at its
 * centre; the first spot that overlaps no label placed before it wins. Larger discs are placed
 * first so that the communities that matter most keep their favoured spot.
 */
export function placeCommunityLabels(
  discs: readonly LabelDisc[],
  fontSize: number,
  measure: (text: string) => number,
  minWidth: number,
): PlacedLabel[] {
  const order = discs.map((_, i) => i).sort((a, b) => discs[b].r - discs[a].r || a - b);
  const placed: PlacedLabel[] = new Array(discs.length);
  const boxes: PlacedLabel[] = [];
  const height = fontSize * 1.2;
  for (const i of order) {
    const d = discs[i];
    const text = shorten(d.label, Math.max(2 * d.r, minWidth), measure);
    const width = measure(text);
    const lift = fontSize / 4 + height / 2;
    const candidates = [
      { x: d.x, y: d.y - d.r - lift },
      { x: d.x, y: d.y + d.r + lift },
      { x: d.x, y: d.y },
    ];
    const spot = candidates.find((c) => boxes.every((b) => !overlaps(c.x, c.y, width, height, b)));
    const label: PlacedLabel = {
      text,
      full: d.label,
      x: (spot ?? candidates[0]).x,
      y: (spot ?? candidates[0]).y,
      width,
      height,
      shown: spot !== undefined,
    };
    placed[i] = label;
    if (label.shown) boxes.push(label);
  }
  return placed;
}

/** Longest prefix of `text` (whole code points) that fits `maxWidth` with an ellipsis after it. */
export function shorten(text: string, maxWidth: number, measure: (text: string) => number): string {
  if (measure(text) <= maxWidth) return text;
  const chars = Array.from(text);
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(chars.slice(0, mid).join('') + ELLIPSIS) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, lo).join('') + ELLIPSIS;
}

function overlaps(x: number, y: number, w: number, h: number, b: PlacedLabel): boolean {
  return Math.abs(x - b.x) * 2 < w + b.width && Math.abs(y - b.y) * 2 < h + b.height;
}

/** True when two placed, shown labels overlap: the check the geometry tests apply. */
export function labelsOverlap(a: PlacedLabel, b: PlacedLabel): boolean {
  return a.shown && b.shown && overlaps(a.x, a.y, a.width, a.height, b);
}
