import type { SeriesFlows } from '@kizuna/http-api';
import { sankeyChartOption, type SankeyLink, type SankeyNode } from '../charts/sankey-chart-option';
import { columnOrder } from './column-order';
import { communityIdentity } from './community-identity';
import { trackIndex } from './track-index';

/** The texts the diagram shows, in the user's language. */
export interface AlluvialLabels {
  run: (index: number) => string;
  arrived: string;
  left: string;
  /** A number of users with its unit ("12 人", "12 users"). */
  users: (n: number) => string;
}

const GREY = '#b0b0b0';
/** Each node's label, truncated beyond (the legend under the diagram has the full names). */
const LABEL_WIDTH = 110;

interface AlluvialNode extends SankeyNode {
  depth: number;
  text: string;
  itemStyle: { color: string };
  /** The grey nodes' fixed labels wrap instead: they are never cut. */
  label?: { overflow: 'break'; width: number };
}

interface AlluvialLink extends SankeyLink {
  lineStyle: { color: string; opacity: number };
}
const nodeId = (run: number, clusterId: number) => `${run}:${clusterId}`;

/**
 * The alluvial diagram of a series: an echarts Sankey whose columns are the runs in time order
 * (each node's depth is its run), a node per community in its own name and colour (the ones its
 * upload's graph page shows), ordered so that bands cross as little as they can (columnOrder;
 * the layout keeps the data's order), and a band per flow of users. The users who arrived in a
 * step come from a grey node in the earlier column, those who left go to one in the later column:
 * every community's node is then as tall as its size. Hovering a node or band says how many users.
 */
export function seriesSankeyOption(flows: SeriesFlows, labels: AlluvialLabels) {
  const identityOf = communityIdentity(flows);
  const trackOf = trackIndex(flows);
  const sizes = new Map<string, number>();
  const data: AlluvialNode[] = [];
  const order = columnOrder(flows);
  const grey = (name: string, depth: number, text: string, users: number): AlluvialNode => ({
    name,
    depth,
    display: `${labels.run(depth)} · ${text}: ${labels.users(users)}`,
    text,
    itemStyle: { color: GREY },
    label: { overflow: 'break', width: LABEL_WIDTH },
  });
  flows.runs.forEach((run, r) => {
    for (const clusterId of order[r]) {
      const c = run.communities.find((x) => x.cluster_id === clusterId);
      if (!c) continue;
      const { name, color } = identityOf(r, clusterId);
      sizes.set(nodeId(r, clusterId), c.size);
      data.push({
        name: nodeId(r, clusterId),
        depth: r,
        display: `${labels.run(r)} · ${name}: ${labels.users(c.size)}`,
        text: name,
        itemStyle: { color: color || (trackOf(r, clusterId)?.track.color ?? GREY) },
      });
    }
    // Under the communities: those who left in the step before, then those who arrive in the next.
    const left = flows.steps[r - 1]?.left.reduce((n, l) => n + l.users, 0) ?? 0;
    if (left > 0) data.push(grey(`left:${r}`, r, labels.left, left));
    const arrived = flows.steps[r]?.arrived.reduce((n, a) => n + a.users, 0) ?? 0;
    if (arrived > 0) data.push(grey(`arrived:${r}`, r, labels.arrived, arrived));
  });
  const nameOf = (id: string) => {
    const [run, cluster] = id.split(':').map(Number);
    return identityOf(run, cluster).name;
  };
  const links: AlluvialLink[] = [];
  flows.steps.forEach((step, s) => {
    for (const f of step.flows) {
      const [source, target] = [nodeId(s, f.from_cluster_id), nodeId(s + 1, f.to_cluster_id)];
      links.push({
        source,
        target,
        value: f.users,
        tip: `${nameOf(source)} → ${nameOf(target)}: ${labels.users(f.users)}`,
        lineStyle: {
          color: identityOf(s, f.from_cluster_id).color || GREY,
          opacity: f.successor ? 0.5 : 0.2,
        },
      });
    }
    for (const a of step.arrived)
      if (a.users > 0) {
        const target = nodeId(s + 1, a.to_cluster_id);
        links.push({
          source: `arrived:${s}`,
          target,
          value: a.users,
          tip: `${labels.arrived} → ${nameOf(target)}: ${labels.users(a.users)}`,
          lineStyle: { color: GREY, opacity: 0.25 },
        });
      }
    for (const l of step.left)
      if (l.users > 0) {
        const source = nodeId(s, l.from_cluster_id);
        links.push({
          source,
          target: `left:${s + 1}`,
          value: l.users,
          tip: `${nameOf(source)} → ${labels.left}: ${labels.users(l.users)}`,
          lineStyle: { color: GREY, opacity: 0.25 },
        });
      }
  });
  const columns = flows.runs.length;
  return sankeyChartOption({
    data,
    links,
    // The columns fall where the headings and the legend's columns begin (an equal share each).
    // Two pixels in, not none: a chart not laid out yet (no width) then has no zero-wide view,
    // which echarts' Sankey cannot scale to.
    left: 2,
    right: `${100 / columns}%`,
    labelWidth: LABEL_WIDTH,
    label: (node) => node.text,
    layout: { nodeGap: 10, nodeWidth: 16 },
  });
}
