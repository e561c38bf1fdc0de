import { LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import type { TimePoint } from '@kizuna/http-api';
import { timeAxisLabel } from '../time/time-axis-label';

// SVG: printed sharp, as the report's other charts.
echarts.use([LineChart, GridComponent, SVGRenderer]);

/** The report's posts over time (x axis in Tokyo time), drawn as the graph page's chart without its window. */
export function ReportTimeChart({ points }: { points: TimePoint[] }) {
  const option = useMemo(() => {
    const span = points.length > 1 ? points[points.length - 1][0] - points[0][0] : 0;
    return {
      animation: false,
      grid: { left: 48, right: 24, top: 16, bottom: 28 },
      xAxis: { type: 'time', axisLabel: { formatter: (v: number) => timeAxisLabel(v, span), hideOverlap: true } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'line',
          showSymbol: false,
          data: points,
          itemStyle: { color: '#1f4e79' },
          areaStyle: { opacity: 0.08 },
        },
      ],
    };
  }, [points]);
  return (
    <div data-testid="report-time-chart">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        opts={{ renderer: 'svg' }}
        style={{ height: 200, width: '100%' }}
      />
    </div>
  );
}
