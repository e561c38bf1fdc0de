import type { EdgeLook } from './view-plan';

export interface VisEdgeStyle {
  id: string;
  hidden: boolean;
  width: number;
  color: { color: string; highlight: string };
}

const NORMAL = 'rgba(110, 110, 110, 0.35)';
const GREY = 'rgba(200, 200, 200, 0.18)';
const LIT = 'rgba(20, 20, 20, 0.9)';

/** The look of an edge on the canvas (spec §4: a clicked edge is lit, unselected edges are grey). */
export function visEdgeStyle(id: string, look: EdgeLook): VisEdgeStyle {
  const color = look === 'lit' ? LIT : look === 'grey' ? GREY : NORMAL;
  return { id, hidden: look === 'hidden', width: look === 'lit' ? 2 : 0.6, color: { color, highlight: LIT } };
}
