import { format } from 'echarts/core';

/** A node: `display` is what its tooltip says. */
export interface SankeyNode {
  name: string;
  display: string;
}

/** A band: `tip` is what its tooltip says. */
export interface SankeyLink {
  source: string;
  target: string;
  value: number;
  tip: string;
}

/** What a Sankey diagram of ours draws: its nodes and bands, and how wide the labels at its right are. */
export interface SankeyContent<N extends SankeyNode, L extends SankeyLink> {
  data: N[];
  links: L[];
  /** Room at the right for the last column's labels (pixels or a share), and each label's width (truncated beyond). */
  right: number | string;
  /** Room at the left, 8 pixels unless given. */
  left?: number | string;
  labelWidth: number;
  /** The label drawn beside a node. */
  label: (node: N) => string;
  /** The layout's own settings (e.g. `nodeAlign`, `nodeGap`). */
  layout?: Record<string, unknown>;
}

/**
 * The frame both Sankey diagrams share (the k comparison and a series): no animation, the nodes
 * where the data puts them, the band's ends highlighted on hover, and a tooltip of the node's
 * `display` or the band's `tip`. A tooltip is HTML and community names are the users' own text:
 * escaped, so markup in a name shows as typed (labels are drawn as text on the canvas).
 */
export function sankeyChartOption<N extends SankeyNode, L extends SankeyLink>({
  data,
  links,
  right,
  left = 8,
  labelWidth,
  label,
  layout = {},
}: SankeyContent<N, L>) {
  return {
    animation: false,
    tooltip: { trigger: 'item' },
    series: [
      {
        type: 'sankey',
        left,
        right,
        top: 8,
        bottom: 8,
        layoutIterations: 0,
        ...layout,
        emphasis: { focus: 'adjacency' },
        label: {
          width: labelWidth,
          overflow: 'truncate',
          formatter: (p: { data: N }) => label(p.data),
        },
        tooltip: {
          formatter: (p: { dataType: string; data: Partial<SankeyNode & SankeyLink> }) =>
            format.encodeHTML(p.dataType === 'edge' ? (p.data.tip ?? '') : (p.data.display ?? '')),
        },
        data,
        links,
      },
    ],
  };
}
