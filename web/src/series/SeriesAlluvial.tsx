import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesFlows } from '@kizuna/http-api';
import { RelationChart } from '../relations/RelationChart';
import { runLabel } from './run-label';
import { seriesSankeyOption } from './series-sankey-option';

/** The series as an alluvial diagram: a column per run in time order, a band per flow of users. */
export function SeriesAlluvial({ flows }: { flows: SeriesFlows }) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      seriesSankeyOption(flows, {
        run: (r) => runLabel(flows.runs[r], r),
        arrived: t('series.arrived_node'),
        left: t('series.left_node'),
      }),
    [flows, t],
  );
  const rows = Math.max(...flows.runs.map((r) => r.communities.length + 1), 2);
  return (
    <div data-testid="series-alluvial" data-columns={flows.runs.length}>
      <RelationChart option={option} height={Math.max(260, rows * 48)} testId="series-sankey" />
    </div>
  );
}
