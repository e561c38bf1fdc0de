import type { CommunityLayout } from './community-layout.js';
import { placeMembers } from './place-members.js';

/**
 * A position for every user: drawn users keep theirs, the others are spread over their
 * community's circle on a sunflower spiral of their own (turned by half a turn so that they
 * do not sit on the drawn ones). Exports such as GEXF carry these server positions.
 */
export function placeEveryone(layout: CommunityLayout, assignment: Int32Array): { x: Float64Array; y: Float64Array } {
  const x = Float64Array.from(layout.x);
  const y = Float64Array.from(layout.y);
  const undrawn: number[][] = layout.circles.map(() => []);
  for (let u = 0; u < assignment.length; u++) if (Number.isNaN(x[u])) undrawn[assignment[u]].push(u);
  undrawn.forEach((list, c) => {
    const circle = layout.circles[c];
    const points = placeMembers(circle, Math.max(0, circle.r * 0.95), list.length, c + Math.PI);
    list.forEach((u, i) => {
      x[u] = points[i].x;
      y[u] = points[i].y;
    });
  });
  return { x, y };
}
