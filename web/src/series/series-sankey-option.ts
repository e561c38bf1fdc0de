import type { SeriesFlows } from '@kizuna/http-api';
import { sankeyChartOption, type SankeyLink, type SankeyNode } from '../charts/sankey-chart-option';
import { trackIndex } from './track-index';

/** The texts the diagram shows, in the user's language. */
export interface AlluvialLabels {
  run: (index: number) => string;
  arrived: string;
  left: string;
}

const GREY = '#b0b0b0';

interface AlluvialNode extends SankeyNode {
  depth: number;
  label: string;
  itemStyle: { color: string };
}

interface AlluvialLink extends SankeyLink {
  lineStyle: { color: string; opacity: number };
}
const nodeId = (run: number, clusterId: number) => `${run}:${clusterId}`;

/**
 * The alluvial diagram of a series: an echarts Sankey whose columns are the runs in time order
 * (each node's depth is its run), a node per community in its track's colour and name, so a
 * community followed across the runs looks the same in each, and a band per flow of users. The
 * users who arrived in a step come from a grey node in the earlier column, those who left go to
 * one in the later column: every community's node is then as tall as its size.
 */
export function seriesSankeyOption(flows: SeriesFlows, labels: AlluvialLabels) {
  const trackOf = trackIndex(flows);
  const names = new Map<string, string>();
  const data: AlluvialNode[] = [];
  flows.runs.forEach((run, r) =>
    run.communities.forEach((c) => {
      const track = trackOf(r, c.cluster_id)?.track;
      const display = `${labels.run(r)} · ${track?.name ?? c.name}`;
      names.set(nodeId(r, c.cluster_id), track?.name ?? c.name);
      data.push({
        name: nodeId(r, c.cluster_id),
        depth: r,
        display,
        label: track?.name ?? c.name,
        itemStyle: { color: track?.color ?? c.color },
      });
    }),
  );
  const links: AlluvialLink[] = [];
  flows.steps.forEach((step, s) => {
    const arrivedId = `arrived:${s}`;
    const leftId = `left:${s + 1}`;
    if (step.arrived.some((a) => a.users > 0))
      data.push({
        name: arrivedId,
        depth: s,
        display: labels.arrived,
        label: labels.arrived,
        itemStyle: { color: GREY },
      });
    if (step.left.some((l) => l.users > 0))
      data.push({ name: leftId, depth: s + 1, display: labels.left, label: labels.left, itemStyle: { color: GREY } });
    for (const f of step.flows) {
      const [source, target] = [nodeId(s, f.from_cluster_id), nodeId(s + 1, f.to_cluster_id)];
      links.push({
        source,
        target,
        value: f.users,
        tip: `${names.get(source)} → ${names.get(target)}: ${f.users.toLocaleString()}`,
        lineStyle: { color: trackOf(s, f.from_cluster_id)?.track.color ?? GREY, opacity: f.successor ? 0.5 : 0.2 },
      });
    }
    for (const a of step.arrived)
      if (a.users > 0) {
        const target = nodeId(s + 1, a.to_cluster_id);
        links.push({
          source: arrivedId,
          target,
          value: a.users,
          tip: `${labels.arrived} → ${names.get(target)}: ${a.users.toLocaleString()}`,
          lineStyle: { color: GREY, opacity: 0.25 },
        });
      }
    for (const l of step.left)
      if (l.users > 0) {
        const source = nodeId(s, l.from_cluster_id);
        links.push({
          source,
          target: leftId,
          value: l.users,
          tip: `${names.get(source)} → ${labels.left}: ${l.users.toLocaleString()}`,
          lineStyle: { color: GREY, opacity: 0.25 },
        });
      }
  });
  return sankeyChartOption({
    data,
    links,
    right: 120,
    labelWidth: 110,
    label: (node) => node.label,
    layout: { nodeGap: 10 },
  });
}
