import type { TimePoint } from '@kizuna/http-api';

export type ChartMode = 'stacked' | 'lines';

export interface SeriesCommunity {
  cluster_id: number;
  label: string;
  color: string;
}

/** What the chart draws, for echarts; `id` is `total` or `community-<cluster_id>`. */
export interface ChartSeries {
  id: string;
  name: string;
  type: 'line';
  showSymbol: false;
  data: TimePoint[];
  stack?: string;
  itemStyle: { color: string };
  lineStyle: { width: number; opacity: number };
  areaStyle?: { opacity: number };
  z: number;
}

const TOTAL_COLOR = '#1f4e79';

/**
 * One series per community in its colour (stacked areas or plain lines), and the total as a thin
 * line over them. With a selected community the others are faded, so its share stands out.
 */
export function communitySeries(
  communities: readonly SeriesCommunity[],
  byCluster: Readonly<Record<string, TimePoint[]>>,
  overall: TimePoint[],
  options: { mode: ChartMode; selected: number | null; totalName: string },
): ChartSeries[] {
  const { mode, selected, totalName } = options;
  const series: ChartSeries[] = communities.map((c) => {
    const faded = selected !== null && selected !== c.cluster_id;
    return {
      id: `community-${c.cluster_id}`,
      name: c.label,
      type: 'line',
      showSymbol: false,
      data: byCluster[String(c.cluster_id)] ?? [],
      ...(mode === 'stacked' ? { stack: 'communities', areaStyle: { opacity: faded ? 0.15 : 0.55 } } : {}),
      itemStyle: { color: c.color },
      lineStyle: { width: selected === c.cluster_id ? 2.5 : mode === 'stacked' ? 0.5 : 1.5, opacity: faded ? 0.3 : 1 },
      z: selected === c.cluster_id ? 3 : 2,
    };
  });
  series.push({
    id: 'total',
    name: totalName,
    type: 'line',
    showSymbol: false,
    data: overall,
    itemStyle: { color: TOTAL_COLOR },
    lineStyle: { width: 1, opacity: 0.9 },
    z: 4,
  });
  return series;
}

/** The user's last choice, read back (stacked unless they chose lines). */
export function chartModeFrom(stored: string | null): ChartMode {
  return stored === 'lines' ? 'lines' : 'stacked';
}
