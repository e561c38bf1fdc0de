import { LineChart } from 'echarts/charts';
import { GridComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimePoint } from '@kizuna/http-api';
import { formatTokyo } from '../time/format-tokyo';
import { timeAxisLabel } from '../time/time-axis-label';

echarts.use([LineChart, GridComponent, TooltipComponent, MarkAreaComponent, CanvasRenderer]);

interface Props {
  overall: TimePoint[];
  /** The selected community's series, drawn over the total in its color. */
  community?: { name: string; color: string; points: TimePoint[] } | null;
  /** The time filter's window, shaded on the chart. */
  window?: { start: number; end: number } | null;
}

/** Spec §2 bottom area: posts over time (x axis in Tokyo time). */
export function TimeSeriesChart({ overall, community, window = null }: Props) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const span = overall.length > 1 ? overall[overall.length - 1][0] - overall[0][0] : 0;
    return {
      animation: false,
      grid: { left: 48, right: 24, top: 16, bottom: 28 },
      tooltip: {
        trigger: 'axis',
        formatter: (items: Array<{ value: TimePoint; seriesName: string; marker: string }>) =>
          [
            formatTokyo(items[0]?.value[0]),
            ...items.map((i) => `${i.marker}${echarts.format.encodeHTML(i.seriesName)}: ${i.value[1]}`),
          ].join('<br/>'),
      },
      xAxis: { type: 'time', axisLabel: { formatter: (v: number) => timeAxisLabel(v, span), hideOverlap: true } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          name: t('graph.all_posts'),
          type: 'line',
          showSymbol: false,
          data: overall,
          itemStyle: { color: '#1f4e79' },
          areaStyle: { opacity: 0.08 },
          markArea: window
            ? {
                silent: true,
                itemStyle: { color: 'rgba(255, 193, 7, 0.18)' },
                data: [[{ xAxis: window.start }, { xAxis: window.end }]],
              }
            : undefined,
        },
        ...(community
          ? [
              {
                name: community.name,
                type: 'line',
                showSymbol: false,
                data: community.points,
                itemStyle: { color: community.color },
              },
            ]
          : []),
      ],
    };
  }, [overall, community, window, t]);
  return (
    <div data-testid="time-series" data-window={window ? `${window.start}-${window.end}` : ''}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 180, width: '100%' }} />
    </div>
  );
}
