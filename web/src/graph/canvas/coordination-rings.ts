import { LOOK } from './view-plan';

/** The ring's gap outside a user's dot and its line width, in screen pixels whatever the zoom. */
export const RING_GAP_PX = 3;
export const RING_WIDTH_PX = 1.5;
/** Dark on a coloured user, light on a greyed one, so that a selection still reads first. */
export const RING_COLOR = '#111111';
export const RING_GREY_COLOR = '#a8a8a8';

/** Users to outline, by index into the scene's users, split by how the user itself is drawn. */
export interface CoordinationRings {
  normal: number[];
  grey: number[];
}

/**
 * Which drawn users get the coordination ring (the graph switch, issue 31): members of a
 * coordinated group that are on the canvas (not hidden by the time window or the minimum degree).
 * Lit users ring like normal ones. Null members (the switch off or not loaded): no rings.
 */
export function coordinationRings(
  users: readonly { id: string }[],
  members: ReadonlySet<string> | null,
  looks: Uint8Array,
): CoordinationRings {
  const rings: CoordinationRings = { normal: [], grey: [] };
  if (!members || members.size === 0) return rings;
  for (let i = 0; i < users.length; i++) {
    if (!members.has(users[i].id)) continue;
    const look = looks[i];
    if (look === LOOK.hidden) continue;
    (look === LOOK.grey ? rings.grey : rings.normal).push(i);
  }
  return rings;
}

/** A ring's radius in graph units around a dot of radius `r`, at camera scale `scale`. */
export function ringRadius(r: number, scale: number): number {
  return Math.max(0, r) + RING_GAP_PX / scale;
}
