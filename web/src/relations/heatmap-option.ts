import { format } from 'echarts/core';
import type { InteractionMatrix } from '@kizuna/http-api';
import { rowShares } from './row-shares';

export type HeatmapMode = 'count' | 'share';

/**
 * The echarts heatmap of who amplifies whom: rows (y) are the authors' communities, columns (x)
 * the communities they retweet, reply to or mention; cells hold the counts or each row's shares.
 */
export function heatmapOption(m: InteractionMatrix, mode: HeatmapMode, labels: { from: string; to: string }) {
  const names = m.communities.map((c) => c.name);
  const shares = rowShares(m.total);
  const data: Array<[number, number, number]> = [];
  let max = 0;
  for (let i = 0; i < m.k; i++)
    for (let j = 0; j < m.k; j++) {
      const value = mode === 'count' ? m.total[i][j] : Math.round((shares[i][j] ?? 0) * 1000) / 10;
      max = Math.max(max, value);
      data.push([j, i, value]);
    }
  return {
    animation: false,
    // HTML, with the users' community names in it: escaped (axis labels are canvas text).
    tooltip: {
      formatter: (p: { value: [number, number, number] }) =>
        format.encodeHTML(
          `${names[p.value[1]]} → ${names[p.value[0]]}: ${p.value[2].toLocaleString()}${mode === 'share' ? '%' : ''}`,
        ),
    },
    grid: { left: 140, right: 24, top: 24, bottom: 90 },
    xAxis: {
      type: 'category',
      data: names,
      name: labels.to,
      nameLocation: 'middle',
      nameGap: 70,
      axisLabel: { rotate: 30, width: 110, overflow: 'truncate' },
      splitArea: { show: true },
    },
    yAxis: {
      type: 'category',
      data: names,
      name: labels.from,
      inverse: true,
      axisLabel: { width: 120, overflow: 'truncate' },
      splitArea: { show: true },
    },
    visualMap: { min: 0, max: Math.max(1, max), show: false, inRange: { color: ['#f7fbff', '#08519c'] } },
    series: [
      {
        type: 'heatmap',
        data,
        label: {
          show: m.k <= 12,
          formatter: (p: { value: [number, number, number] }) =>
            mode === 'share' ? `${p.value[2]}%` : p.value[2].toLocaleString(),
        },
      },
    ],
  };
}
