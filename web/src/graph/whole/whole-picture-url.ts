import type { GraphNode } from '@kizuna/http-api';
import { hexToRgba } from '../canvas/hex-to-rgba';
import { drawWholePicture } from './draw-whole-picture';
import { hexToRgb } from './hex-to-rgb';
import type { WholeGraphData } from './whole-graph-data';

/**
 * The whole picture of a run, every user in its community's colour, as a PNG data URL of
 * `width` × `height` at `scale` device pixels each: the printable report's graph.
 */
export function wholePictureUrl(
  graph: WholeGraphData,
  communities: readonly GraphNode[],
  width: number,
  height: number,
  scale: number,
): string {
  const rgb = new Map(communities.map((c) => [c.cluster_id - 1, hexToRgb(c.color)]));
  const colours = new Float32Array(4 * graph.userCount);
  for (let u = 0; u < graph.userCount; u++) {
    const [r, g, b] = rgb.get(graph.community[u]) ?? [0.5, 0.5, 0.5];
    colours.set([r, g, b, 1], 4 * u);
  }
  const bundleColours = Array.from({ length: graph.communityCount }, (_, c) => {
    const community = communities.find((n) => n.cluster_id === c + 1);
    return community ? hexToRgba(community.color, 0.3) : 'rgba(80, 80, 80, 0.25)';
  });
  return drawWholePicture({ graph, colours, bundleColours, width, height, scale }).toDataURL('image/png');
}
