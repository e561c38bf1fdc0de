import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesFlows } from '@kizuna/http-api';
import { RelationChart } from '../relations/RelationChart';
import { columnOrder } from './column-order';
import { communityIdentity } from './community-identity';
import { runLabel, runPeriod } from './run-label';
import { seriesSankeyOption } from './series-sankey-option';

/** A row of one equal column per run: the diagram puts its columns where these begin. */
const columnsSx = (n: number) => ({ display: 'grid', gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))`, gap: 1 });

/**
 * The series as an alluvial diagram: a column per run in time order, each headed by its upload's
 * name and its posts' period, a band per flow of users, and under it a legend of every column's
 * communities with their full names (the diagram's labels are cut to fit), colours and sizes.
 */
export function SeriesAlluvial({ flows }: { flows: SeriesFlows }) {
  const { t, i18n } = useTranslation();
  const users = (n: number) => t('series.users', { count: n });
  const option = useMemo(
    () =>
      seriesSankeyOption(flows, {
        run: (r) => runLabel(flows.runs[r], r),
        arrived: t('series.arrived_node'),
        left: t('series.left_node'),
        users: (n) => t('series.users', { count: n }),
      }),
    [flows, t],
  );
  const order = useMemo(() => columnOrder(flows), [flows]);
  const identityOf = useMemo(() => communityIdentity(flows), [flows]);
  const n = flows.runs.length;
  const rows = Math.max(...flows.runs.map((r) => r.communities.length + 1), 2);
  return (
    <div data-testid="series-alluvial" data-columns={n}>
      <Box sx={{ ...columnsSx(n), mt: 1 }}>
        {flows.runs.map((run, r) => (
          <Box key={run.process_id} data-testid={`alluvial-heading-${r}`} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3" sx={{ wordBreak: 'break-word' }}>
              {runLabel(run, r)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {runPeriod(run, i18n.language) || t('series.no_posts')}
            </Typography>
          </Box>
        ))}
      </Box>
      <RelationChart option={option} height={Math.max(260, rows * 48)} testId="series-sankey" />
      <Box sx={columnsSx(n)} data-testid="alluvial-legend">
        {flows.runs.map((run, r) => (
          <Box component="ul" key={run.process_id} sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 0 }}>
            {order[r].map((clusterId) => {
              const { name, color } = identityOf(r, clusterId);
              const size = run.communities.find((c) => c.cluster_id === clusterId)?.size ?? 0;
              return (
                <Box
                  component="li"
                  key={clusterId}
                  sx={{ display: 'flex', gap: 0.75, alignItems: 'baseline', mb: 0.5 }}
                  data-testid={`alluvial-legend-${r}`}
                  data-cluster-id={clusterId}
                  data-color={color}
                >
                  <Box
                    aria-hidden
                    sx={{ width: 10, height: 10, flexShrink: 0, bgcolor: color, border: 1, borderColor: 'grey.500' }}
                  />
                  <Typography variant="body2" sx={{ wordBreak: 'break-word', minWidth: 0 }}>
                    {name}{' '}
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      ({users(size)})
                    </Box>
                  </Typography>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </div>
  );
}
