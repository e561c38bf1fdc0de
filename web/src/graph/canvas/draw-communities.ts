import type { GraphNode } from '@kizuna/http-api';
import { canvasFont } from './canvas-font';
import { hexToRgba } from './hex-to-rgba';
import { placeCommunityLabels, type PlacedLabel } from './place-community-labels';

/** Screen size of the community names, kept constant whatever the zoom. */
export const COMMUNITY_LABEL_PX = 13;
/** A small community's name may be wider than its disc, up to this many screen pixels, to stay readable. */
const LABEL_MIN_WIDTH_PX = 110;

/**
 * Paints the community circles beneath edges and users (graph coordinates: the context is already
 * transformed, `scale` = current zoom). The selected one is stronger; with a selection, the others fade.
 * Returns where the names went (graph coordinates), so hovering can show a shortened name in full
 * and tests can check that no two names overlap.
 */
export function drawCommunities(
  ctx: CanvasRenderingContext2D,
  communities: readonly GraphNode[],
  selected: number | null,
  scale: number,
): PlacedLabel[] {
  const fontSize = COMMUNITY_LABEL_PX / Math.max(scale, 1e-3);
  // Measured in the bold font so that a selected (bold) name never outgrows its box.
  ctx.font = canvasFont.at(fontSize, true);
  const labels = placeCommunityLabels(
    communities.map((c) => ({ x: c.x, y: c.y, r: c.size, label: c.label })),
    fontSize,
    (text) => ctx.measureText(text).width,
    LABEL_MIN_WIDTH_PX / Math.max(scale, 1e-3),
  );
  communities.forEach((c, i) => {
    const isSelected = selected === c.cluster_id;
    const faded = selected !== null && !isSelected;
    ctx.beginPath();
    ctx.arc(c.x, c.y, c.size, 0, 2 * Math.PI);
    ctx.fillStyle = hexToRgba(faded ? '#9e9e9e' : c.color, isSelected ? 0.22 : faded ? 0.06 : 0.12);
    ctx.fill();
    ctx.lineWidth = isSelected ? 4 : 1.5;
    ctx.strokeStyle = hexToRgba(faded ? '#9e9e9e' : c.color, isSelected ? 0.9 : 0.45);
    ctx.stroke();
    const label = labels[i];
    if (!label.shown) return;
    ctx.font = canvasFont.at(fontSize, isSelected);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = hexToRgba(faded ? '#9e9e9e' : c.color, 0.95);
    ctx.fillText(label.text, label.x, label.y);
  });
  return labels;
}
