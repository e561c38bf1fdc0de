import type { RunComparison } from '@kizuna/http-api';
import { sankeyChartOption } from '../charts/sankey-chart-option';

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
  return sankeyChartOption({
    data: [...node(1, c.first), ...node(2, c.second)],
    links: comparisonBands(c).map((b) => ({
      source: nodeId(1, b.from),
      target: nodeId(2, b.to),
      value: b.users,
      band: b,
      tip: `${c.first.communities[b.from - 1]?.name} → ${c.second.communities[b.to - 1]?.name}: ${b.users.toLocaleString()}`,
      lineStyle: { color: colorOf.get(b.from), opacity: 0.45 },
    })),
    right: 220,
    labelWidth: 210,
    label: (node) => node.display,
    layout: { nodeAlign: 'justify' },
  });
}
