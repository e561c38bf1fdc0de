export interface Circle {
  x: number;
  y: number;
  r: number;
}

/**
 * Packs circles around the first one, in the given order (largest first gives the tightest
 * picture): each circle goes to the free spot touching an already placed circle that is nearest
 * the origin, trying 72 directions around every placed circle. Deterministic; k ≤ 12 keeps it cheap.
 */
export function packCircles(radii: readonly number[], gap: number): Circle[] {
  const placed: Circle[] = [];
  const directions = 72;
  for (const r of radii) {
    if (placed.length === 0) {
      placed.push({ x: 0, y: 0, r });
      continue;
    }
    let best: Circle | null = null;
    let bestDistance = Infinity;
    for (const anchor of placed) {
      const reach = anchor.r + r + gap;
      for (let d = 0; d < directions; d++) {
        const angle = (2 * Math.PI * d) / directions;
        const x = anchor.x + reach * Math.cos(angle);
        const y = anchor.y + reach * Math.sin(angle);
        const distance = Math.hypot(x, y);
        if (distance >= bestDistance) continue;
        if (placed.every((o) => Math.hypot(o.x - x, o.y - y) >= o.r + r + gap - 1e-9)) {
          best = { x, y, r };
          bestDistance = distance;
        }
      }
    }
    placed.push(best!);
  }
  return placed;
}
