import { LOOK } from './view-plan';

/** Label rings sit outside the coordination ring (its gap and width), so both read on one user. */
export const LABEL_RING_GAP_PX = 6;
export const LABEL_RING_WIDTH_PX = 2;

/** Users ringed by label, by index into the scene's users, one list per ring colour; greyed ones apart. */
export interface LabelRings {
  byColor: Map<string, number[]>;
  grey: number[];
}

/**
 * Which drawn users get a label ring (issue 48): those the team labelled, each in its first
 * label's colour; hidden users none, greyed ones a grey ring (a highlight or selection reads first).
 * Null colours (the switch off): no rings.
 */
export function labelRings(
  users: readonly { id: string }[],
  colors: ReadonlyMap<string, string> | null,
  looks: Uint8Array,
): LabelRings {
  const rings: LabelRings = { byColor: new Map(), grey: [] };
  if (!colors || colors.size === 0) return rings;
  for (let i = 0; i < users.length; i++) {
    const color = colors.get(users[i].id);
    if (color === undefined || looks[i] === LOOK.hidden) continue;
    if (looks[i] === LOOK.grey) rings.grey.push(i);
    else {
      let list = rings.byColor.get(color);
      if (!list) rings.byColor.set(color, (list = []));
      list.push(i);
    }
  }
  return rings;
}

/** A label ring's radius in graph units around a dot of radius `r`, at camera scale `scale`. */
export function labelRingRadius(r: number, scale: number): number {
  return Math.max(0, r) + LABEL_RING_GAP_PX / scale;
}
