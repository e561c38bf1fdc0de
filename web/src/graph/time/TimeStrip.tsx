import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Chip, IconButton, Paper, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { lazy, Suspense, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphNode, GraphPayload } from '@kizuna/http-api';
import type { ChartMode } from './community-series';
import { TimeFilter } from './TimeFilter';
import type { TimeWindowAction, TimeWindowState } from './time-window';
import { useChartMode } from './use-chart-mode';

// echarts is most of this screen's code: loaded after the canvas, so the graph is drawn first.
const TimeSeriesChart = lazy(() => import('./TimeSeriesChart').then((m) => ({ default: m.TimeSeriesChart })));

interface Props {
  graph: GraphPayload;
  communities: GraphNode[];
  selected: number | null;
  time: TimeWindowState;
  timeDispatch: Dispatch<TimeWindowAction>;
  speed: number;
  onSpeed: (minutesPerTick: number) => void;
  chartHeight: number;
  /** The chart waits (its place kept): the WebGL view draws its first frame first. */
  chartLater?: boolean;
  expanded: boolean;
  onExpanded: (expanded: boolean) => void;
  onSelectCommunity: (clusterId: number) => void;
  onCommunityMenu: (clusterId: number, at: { left: number; top: number }) => void;
}

/**
 * The results screen's time strip under the graph: the time filter, the chart of posts per
 * community, and its legend (a click selects the community, as the community menu does).
 * Compact unless expanded, so that the graph keeps the height.
 */
export function TimeStrip(props: Props) {
  const { graph, communities, selected, time, timeDispatch, speed, onSpeed, chartHeight, expanded } = props;
  const { onExpanded, onSelectCommunity, onCommunityMenu } = props;
  const { t } = useTranslation();
  const [chartMode, chooseChartMode] = useChartMode();
  return (
    <Paper sx={{ px: 1, flexShrink: 0 }} data-testid="time-strip" data-expanded={expanded}>
      <TimeFilter state={time} dispatch={timeDispatch} speed={speed} onSpeed={onSpeed} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {props.chartLater ? (
            <Box sx={{ height: chartHeight }} />
          ) : (
            <Suspense fallback={<Box sx={{ height: chartHeight }} />}>
              <TimeSeriesChart
                overall={graph.time_range_data}
                communities={communities}
                byCluster={graph.time_range_by_cluster ?? {}}
                selected={selected}
                mode={chartMode}
                height={chartHeight}
                window={time.window}
              />
            </Suspense>
          )}
        </Box>
        <Box sx={{ width: 240, flexShrink: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={chartMode}
              onChange={(_, mode: ChartMode | null) => mode && chooseChartMode(mode)}
              aria-label={t('graph.chart_mode')}
            >
              <ToggleButton value="stacked" sx={{ py: 0 }} data-testid="chart-stacked">
                {t('graph.chart_stacked')}
              </ToggleButton>
              <ToggleButton value="lines" sx={{ py: 0 }} data-testid="chart-lines">
                {t('graph.chart_lines')}
              </ToggleButton>
            </ToggleButtonGroup>
            <Box sx={{ flex: 1 }} />
            <Tooltip title={expanded ? t('graph.chart_collapse') : t('graph.chart_expand')}>
              <IconButton
                size="small"
                onClick={() => onExpanded(!expanded)}
                aria-label={expanded ? t('graph.chart_collapse') : t('graph.chart_expand')}
                data-testid="chart-expand"
              >
                {expanded ? <ExpandMoreIcon /> : <ExpandLessIcon />}
              </IconButton>
            </Tooltip>
          </Box>
          <Box
            sx={{
              display: 'flex',
              gap: 0.5,
              flexWrap: 'wrap',
              overflow: 'auto',
              // Under the chart's style and size buttons: as high as the chart.
              maxHeight: Math.max(30, chartHeight - 34),
              pb: 0.5,
            }}
            data-testid="legend"
          >
            {communities.map((c) => (
              <Chip
                key={c.cluster_id}
                size="small"
                label={c.label}
                title={c.label}
                variant={selected === c.cluster_id ? 'filled' : 'outlined'}
                onClick={() => onSelectCommunity(c.cluster_id)}
                onContextMenu={(e) => {
                  e.preventDefault();
                  onCommunityMenu(c.cluster_id, { left: e.clientX, top: e.clientY });
                }}
                icon={
                  <Box
                    component="span"
                    sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: c.color, ml: '6px !important' }}
                  />
                }
                sx={{ maxWidth: 230 }}
                data-testid={`legend-${c.cluster_id}`}
              />
            ))}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
