import { format } from 'echarts/core';
import type { RunComparison } from '@kizuna/http-api';

/** A band of the comparison: community `from` of the first run, `to` of the second, and its users. */
export interface ComparisonBand {
  from: number;
  to: number;
  users: number;
}

/** Every band with users, largest first (the table beside the diagram, and what a click selects). */
export function comparisonBands(c: RunComparison): ComparisonBand[] {
  const bands: ComparisonBand[] = [];
  c.users.forEach((row, i) => row.forEach((users, j) => users > 0 && bands.push({ from: i + 1, to: j + 1, users })));
  return bands.sort((a, b) => b.users - a.users || a.from - b.from || a.to - b.to);
}

const nodeId = (side: 1 | 2, clusterId: number) => `${side}:${clusterId}`;

/**
 * The echarts Sankey of two runs: a column of communities per run, in their colours and names
 * (`runLabel` names the run, e.g. "k = 3"), bands sized by users and coloured as the community they
 * leave. Each band carries its communities, so a click can list its users.
 */
export function sankeyOption(c: RunComparison, runLabel: (k: number) => string) {
  const node = (side: 1 | 2, run: RunComparison['first']) =>
    run.communities.map((community) => ({
      name: nodeId(side, community.cluster_id),
      display: `${runLabel(run.k)} · ${community.name}`,
      itemStyle: { color: community.color },
    }));
  const colorOf = new Map(c.first.communities.map((x) => [x.cluster_id, x.color]));
  return {
    animation: false,
    tooltip: { trigger: 'item' },
    series: [
      {
        type: 'sankey',
        left: 8,
        right: 220,
        top: 8,
        bottom: 8,
        nodeAlign: 'justify',
        layoutIterations: 0,
        emphasis: { focus: 'adjacency' },
        label: { width: 210, overflow: 'truncate', formatter: (p: { data: { display: string } }) => p.data.display },
        // A tooltip is HTML and community names are the users' own text: escaped, so markup in a
        // name shows as typed. Labels are drawn as text on the canvas and need no escaping.
        tooltip: {
          formatter: (p: { dataType: string; data: { display?: string; tip?: string; value?: number } }) =>
            format.encodeHTML(p.dataType === 'edge' ? (p.data.tip ?? '') : (p.data.display ?? '')),
        },
        data: [...node(1, c.first), ...node(2, c.second)],
        links: comparisonBands(c).map((b) => ({
          source: nodeId(1, b.from),
          target: nodeId(2, b.to),
          value: b.users,
          band: b,
          tip: `${c.first.communities[b.from - 1]?.name} → ${c.second.communities[b.to - 1]?.name}: ${b.users.toLocaleString()}`,
          lineStyle: { color: colorOf.get(b.from), opacity: 0.45 },
        })),
      },
    ],
  };
}
