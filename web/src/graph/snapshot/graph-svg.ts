import type { GraphEdge, GraphNode } from '@kizuna/http-api';
import { RING_COLOR, RING_GAP_PX, RING_GREY_COLOR, RING_WIDTH_PX } from '../canvas/coordination-rings';

export interface SvgLooks {
  /** Users left out (hidden by the filters). */
  hidden: (id: string) => boolean;
  /** Users shown grey (not selected). */
  greyed: (id: string) => boolean;
  /** Users outlined with a ring (the coordination switch); none when absent. */
  ringed?: (id: string) => boolean;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * The graph as an SVG document (vector snapshot): community circles with their names, edges,
 * then users at their server positions, as the canvas shows them (hidden users left out, greyed ones grey).
 */
export function graphSvg(nodes: readonly GraphNode[], edges: readonly GraphEdge[], looks: SvgLooks): string {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const n of nodes) {
    minX = Math.min(minX, n.x - n.size);
    maxX = Math.max(maxX, n.x + n.size);
    minY = Math.min(minY, n.y - n.size - (n.type === 'community' ? 40 : 0));
    maxY = Math.max(maxY, n.y + n.size);
  }
  if (!Number.isFinite(minX)) [minX, minY, maxX, maxY] = [0, 0, 1, 1];
  const pad = 20;
  const width = maxX - minX + 2 * pad;
  const height = maxY - minY + 2 * pad;
  const at = new Map(nodes.filter((n) => n.type === 'node').map((n) => [n.id, n]));
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${minX - pad} ${minY - pad} ${width} ${height}" width="${Math.round(width)}" height="${Math.round(height)}" font-family="sans-serif">`,
    `<rect x="${minX - pad}" y="${minY - pad}" width="${width}" height="${height}" fill="#ffffff"/>`,
  ];
  for (const c of nodes.filter((n) => n.type === 'community')) {
    parts.push(
      `<circle cx="${c.x}" cy="${c.y}" r="${c.size}" fill="${c.color}" fill-opacity="0.12" stroke="${c.color}" stroke-opacity="0.45" stroke-width="1.5"/>`,
      `<text x="${c.x}" y="${c.y - c.size - 6}" text-anchor="middle" font-size="24" fill="${c.color}">${escapeXml(c.label)}</text>`,
    );
  }
  parts.push('<g stroke="#6e6e6e" stroke-opacity="0.35" stroke-width="0.6">');
  for (const e of edges) {
    const a = at.get(e.source);
    const b = at.get(e.target);
    if (!a || !b || looks.hidden(a.id) || looks.hidden(b.id)) continue;
    parts.push(`<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}"/>`);
  }
  parts.push('</g>');
  for (const n of at.values()) {
    if (looks.hidden(n.id)) continue;
    const fill = looks.greyed(n.id) ? '#d5d5d5' : n.color;
    parts.push(
      `<circle cx="${n.x}" cy="${n.y}" r="${n.size}" fill="${fill}"><title>${escapeXml(n.label)}</title></circle>`,
    );
    // As the canvas at scale 1 (the SVG is drawn in graph units).
    if (looks.ringed?.(n.id))
      parts.push(
        `<circle cx="${n.x}" cy="${n.y}" r="${Math.max(0, n.size) + RING_GAP_PX}" fill="none" stroke="${looks.greyed(n.id) ? RING_GREY_COLOR : RING_COLOR}" stroke-width="${RING_WIDTH_PX}"/>`,
      );
  }
  parts.push('</svg>');
  return parts.join('\n');
}
