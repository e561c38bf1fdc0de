import { useCallback, useState } from 'react';
import { chartModeFrom, type ChartMode } from './community-series';

/** Where the chart's stacked-or-lines choice is remembered. */
export const CHART_MODE_KEY = 'kizuna.chart_mode';

/** The time chart's style, stacked or lines, as the user last chose it (kept in this browser). */
export function useChartMode(): [ChartMode, (mode: ChartMode) => void] {
  const [mode, setMode] = useState<ChartMode>(() => chartModeFrom(localStorage.getItem(CHART_MODE_KEY)));
  const choose = useCallback((next: ChartMode) => {
    setMode(next);
    localStorage.setItem(CHART_MODE_KEY, next);
  }, []);
  return [mode, choose];
}
