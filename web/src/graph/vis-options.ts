import type { Options } from 'vis-network';

/** Fixed server positions (DESIGN §6): no physics, no layout pass, users cannot drag nodes apart. */
export function visOptions(edgeCount: number): Options {
  return {
    autoResize: true,
    physics: { enabled: false },
    layout: { improvedLayout: false, randomSeed: 1 },
    interaction: {
      dragNodes: false,
      hover: false,
      multiselect: false,
      tooltipDelay: 300,
      // Large graphs stay responsive when edges are skipped during pan and zoom (DESIGN §8).
      hideEdgesOnDrag: edgeCount > 4000,
      hideEdgesOnZoom: edgeCount > 4000,
    },
    nodes: { shape: 'dot', borderWidth: 1, font: { size: 12, face: 'sans-serif' } },
    edges: {
      color: { color: 'rgba(110, 110, 110, 0.35)', highlight: 'rgba(30, 30, 30, 0.9)' },
      width: 0.6,
      smooth: false,
      selectionWidth: 1.5,
    },
  };
}
