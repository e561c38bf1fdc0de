export interface ResultsLayout {
  /** Panel below the graph (a narrow window) rather than beside it. */
  narrow: boolean;
  /** Width of the side panel beside the graph (px). */
  panelWidth: number;
  /** Height of the time chart (px): compact unless the user expanded the strip. */
  chartHeight: number;
}

/** Below this window width the panel goes under the graph. */
const NARROW_BELOW = 900;

/**
 * How the results screen shares the window: the graph first. The side panel takes about a
 * quarter of a wide window (bounded), and the time strip stays low so the graph keeps at least
 * 60% of the height; expanded, the chart gets room to be read.
 */
export function resultsLayout(viewport: { width: number; height: number }, expanded: boolean): ResultsLayout {
  const narrow = viewport.width < NARROW_BELOW;
  const panelWidth = Math.round(Math.min(480, Math.max(340, viewport.width * 0.27)));
  const chartHeight = expanded
    ? Math.round(Math.min(260, Math.max(160, viewport.height * 0.25)))
    : viewport.height < 850
      ? 64
      : 88;
  return { narrow, panelWidth, chartHeight };
}
