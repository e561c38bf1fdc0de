export const GREYED_COLOR = '#d5d5d5';
const GREYED_LABEL = '#c4c4c4';
const LABEL = '#222222';

export interface VisNodeStyle {
  id: string;
  color: { background: string; border: string; highlight: { background: string; border: string } };
  font: { color: string };
}

/** The look of a user node on the canvas: its community color, or grey when not selected. */
export function visNodeStyle(node: { id: string; color: string }, greyed: boolean): VisNodeStyle {
  const fill = greyed ? GREYED_COLOR : node.color;
  return {
    id: node.id,
    color: { background: fill, border: fill, highlight: { background: node.color, border: '#000000' } },
    font: { color: greyed ? GREYED_LABEL : LABEL },
  };
}
