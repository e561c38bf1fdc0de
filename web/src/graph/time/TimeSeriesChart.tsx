import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimePoint } from '@kizuna/http-api';
import { communitySeries, type ChartMode, type SeriesCommunity } from './community-series';
import { formatTokyo } from '../../time/format-tokyo';
import { timeAxisLabel } from '../../time/time-axis-label';

echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

const GRID = { left: 48, right: 24, top: 8, bottom: 24 };

interface Props {
  overall: TimePoint[];
  /** Every community, each drawn in its colour. */
  communities: readonly SeriesCommunity[];
  byCluster: Readonly<Record<string, TimePoint[]>>;
  /** The selected community, drawn stronger than the others. */
  selected: number | null;
  mode: ChartMode;
  height: number;
  /** The time filter's window, shaded on the chart. */
  window?: { start: number; end: number } | null;
}

/** Where a time is on the chart's x axis, or null while the chart has no axis yet (it is created asynchronously). */
function toPixel(chart: echarts.ECharts, at: number): number | null {
  try {
    const x = chart.convertToPixel({ xAxisIndex: 0 }, at);
    return typeof x === 'number' ? x : null;
  } catch {
    return null;
  }
}

/** Spec §2 bottom area: posts over time (x axis in Tokyo time). */
export function TimeSeriesChart({
  overall,
  communities,
  byCluster,
  selected: chosen,
  mode,
  height,
  window = null,
}: Props) {
  const { t } = useTranslation();
  // Redrawing the chart for a newly selected community waits until the selection's panel is on
  // screen (a deferred render), so the panel does not wait for echarts.
  const selected = useDeferredValue(chosen);
  const series = useMemo(
    () => communitySeries(communities, byCluster, overall, { mode, selected, totalName: t('graph.all_posts') }),
    [communities, byCluster, overall, mode, selected, t],
  );
  const option = useMemo(() => {
    const span = overall.length > 1 ? overall[overall.length - 1][0] - overall[0][0] : 0;
    return {
      animation: false,
      grid: GRID,
      tooltip: {
        trigger: 'axis',
        formatter: (items: Array<{ value: TimePoint; seriesName: string; marker: string }>) =>
          [
            formatTokyo(items[0]?.value[0]),
            ...items.map((i) => `${i.marker}${echarts.format.encodeHTML(i.seriesName)}: ${i.value[1]}`),
          ].join('<br/>'),
      },
      xAxis: { type: 'time', axisLabel: { formatter: (v: number) => timeAxisLabel(v, span), hideOverlap: true } },
      yAxis: { type: 'value', minInterval: 1, splitNumber: height < 100 ? 2 : 4 },
      series,
    };
  }, [overall, series, height]);

  // The window is a shaded box over the chart, moved by style: each slider step would otherwise
  // hand echarts a new option and redraw the whole chart.
  const chartRef = useRef<ReactEChartsCore | null>(null);
  const shadeRef = useRef<HTMLDivElement | null>(null);
  const placeShade = useCallback(() => {
    const shade = shadeRef.current;
    const chart = chartRef.current?.getEchartsInstance();
    if (!shade) return;
    const [from, to] = window && chart ? [window.start, window.end].map((at) => toPixel(chart, at)) : [];
    const visible = typeof from === 'number' && typeof to === 'number' && Number.isFinite(from) && Number.isFinite(to);
    shade.style.display = visible ? 'block' : 'none';
    if (visible) {
      shade.style.left = `${Math.min(from, to)}px`;
      shade.style.width = `${Math.abs(to - from)}px`;
    }
  }, [window]);
  const placeRef = useRef(placeShade);
  useLayoutEffect(() => {
    placeRef.current = placeShade;
    placeShade();
  }, [placeShade, option]);
  // The axis moves when the chart is drawn again (a resize, another community's series).
  const events = useMemo(() => ({ finished: () => placeRef.current() }), []);

  return (
    <div
      data-testid="time-series"
      data-window={window ? `${window.start}-${window.end}` : ''}
      // Read by browser tests: the series handed to echarts.
      data-series={JSON.stringify(series.map((s) => s.id))}
      data-mode={mode}
      style={{ position: 'relative' }}
    >
      <ReactEChartsCore
        ref={chartRef}
        echarts={echarts}
        option={option}
        notMerge
        style={{ height, width: '100%' }}
        onEvents={events}
        onChartReady={() => placeRef.current()}
      />
      <div
        ref={shadeRef}
        data-testid="time-window-shade"
        style={{
          position: 'absolute',
          top: GRID.top,
          height: height - GRID.top - GRID.bottom,
          background: 'rgba(255, 193, 7, 0.18)',
          pointerEvents: 'none',
          display: 'none',
        }}
      />
    </div>
  );
}
