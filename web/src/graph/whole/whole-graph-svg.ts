import { communityBundles } from './community-bundles';
import { fitTransform } from './fit-transform';
import type { WholeGraphData } from './whole-graph-data';

/** Users an SVG holds at most: beyond this, a drawing program opens it slowly or not at all. */
export const SVG_MAX_USERS = 20_000;
const WIDTH = 1600;
const HEIGHT = 1200;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const channel = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 255);

/**
 * The whole picture as an SVG document: the bundles between communities, then every drawn user
 * (alpha above 0 in `colours`) as a circle in its colour as shown, the most central on top, and
 * the 40 most central names. Above `SVG_MAX_USERS` drawn users, only the most central of them,
 * and `cutNote` (in the user's language) is written into the file, visibly and as its description.
 */
export function wholeGraphSvg(
  graph: WholeGraphData,
  colours: Float32Array,
  bundleColours: readonly string[],
  cutNote: (kept: number, total: number) => string,
): string {
  const t = fitTransform(graph.positions, WIDTH, HEIGHT);
  const x = (u: number) => (t.ax * graph.positions[2 * u] + t.bx).toFixed(1);
  const y = (u: number) => (t.ay * graph.positions[2 * u + 1] + t.by).toFixed(1);
  const drawn: number[] = [];
  for (const u of graph.centralityOrder) if (colours[4 * u + 3] > 0) drawn.push(u);
  const kept = drawn.slice(0, SVG_MAX_USERS);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
  ];
  const note = kept.length < drawn.length ? escapeXml(cutNote(kept.length, drawn.length)) : null;
  if (note) parts.push(`<desc>${note}</desc>`);
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`);
  const { centres, bundles } = communityBundles(graph.communityCount, graph.community, graph.positions, graph.pairs);
  const strongest = bundles[0]?.count ?? 1;
  parts.push('<g stroke-linecap="round">');
  for (const b of bundles.slice(0, 60)) {
    const [ax, ay] = [t.ax * centres[2 * b.a] + t.bx, t.ay * centres[2 * b.a + 1] + t.by];
    const [bx, by] = [t.ax * centres[2 * b.b] + t.bx, t.ay * centres[2 * b.b + 1] + t.by];
    const width = (1 + 7 * Math.sqrt(b.count / strongest)).toFixed(1);
    const stroke = escapeXml(bundleColours[b.a] ?? 'rgba(80, 80, 80, 0.25)');
    parts.push(
      `<line x1="${ax.toFixed(1)}" y1="${ay.toFixed(1)}" x2="${bx.toFixed(1)}" y2="${by.toFixed(1)}" stroke="${stroke}" stroke-width="${width}"/>`,
    );
  }
  parts.push('</g><g>');
  for (let i = kept.length - 1; i >= 0; i--) {
    const u = kept[i];
    const r = Math.min(2.5, 0.75 + Math.log2(1 + graph.degree[u]) / 4).toFixed(2);
    const fill = `rgb(${channel(colours[4 * u])},${channel(colours[4 * u + 1])},${channel(colours[4 * u + 2])})`;
    const alpha = colours[4 * u + 3];
    parts.push(
      `<circle cx="${x(u)}" cy="${y(u)}" r="${r}" fill="${fill}"${alpha < 1 ? ` fill-opacity="${alpha.toFixed(2)}"` : ''}/>`,
    );
  }
  parts.push('</g><g font-family="sans-serif" font-size="12" fill="#202020">');
  for (const u of kept.slice(0, 40))
    parts.push(
      `<text x="${x(u)}" y="${(Number(y(u)) + 14).toFixed(1)}" text-anchor="middle">${escapeXml(graph.labels[u] || graph.ids[u])}</text>`,
    );
  parts.push('</g>');
  if (note)
    parts.push(`<text x="12" y="${HEIGHT - 12}" font-family="sans-serif" font-size="14" fill="#555555">${note}</text>`);
  parts.push('</svg>');
  return parts.join('\n');
}
