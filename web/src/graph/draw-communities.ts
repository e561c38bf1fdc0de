import type { GraphNode } from '@kizuna/http-api';
import { hexToRgba } from './hex-to-rgba';

/** Screen size of the community names, kept constant whatever the zoom. */
export const COMMUNITY_LABEL_PX = 13;

/**
 * Paints the community circles beneath edges and users (graph coordinates: the context is already
 * transformed, `scale` = current zoom). The selected one is stronger; with a selection, the others fade.
 */
export function drawCommunities(
  ctx: CanvasRenderingContext2D,
  communities: readonly GraphNode[],
  selected: number | null,
  scale: number,
): void {
  for (const c of communities) {
    const isSelected = selected === c.cluster_id;
    const faded = selected !== null && !isSelected;
    ctx.beginPath();
    ctx.arc(c.x, c.y, c.size, 0, 2 * Math.PI);
    ctx.fillStyle = hexToRgba(faded ? '#9e9e9e' : c.color, isSelected ? 0.22 : faded ? 0.06 : 0.12);
    ctx.fill();
    ctx.lineWidth = isSelected ? 4 : 1.5;
    ctx.strokeStyle = hexToRgba(faded ? '#9e9e9e' : c.color, isSelected ? 0.9 : 0.45);
    ctx.stroke();
    const fontSize = COMMUNITY_LABEL_PX / Math.max(scale, 1e-3);
    ctx.font = `${isSelected ? 'bold ' : ''}${fontSize}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    ctx.fillStyle = hexToRgba(faded ? '#9e9e9e' : c.color, 0.95);
    ctx.fillText(c.label, c.x, c.y - c.size - fontSize / 4);
  }
}
