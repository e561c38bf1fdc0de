export interface Point {
  x: number;
  y: number;
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/**
 * Positions for `count` members inside a circle on a sunflower (Vogel) spiral: the i-th member
 * (members come most central first) sits at radius ∝ √i, so central users are in the middle and
 * the disc is filled evenly. Every point lies within `radius` of the centre.
 */
export function placeMembers(centre: Point, radius: number, count: number, rotation: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < count; i++) {
    const rho = count === 1 ? 0 : radius * Math.sqrt((i + 0.5) / count);
    const angle = rotation + i * GOLDEN_ANGLE;
    points.push({ x: centre.x + rho * Math.cos(angle), y: centre.y + rho * Math.sin(angle) });
  }
  return points;
}
