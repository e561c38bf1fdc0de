import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunComparison } from '@kizuna/http-api';
import { RelationChart } from './RelationChart';
import { sankeyOption, type ComparisonBand } from './sankey-option';

interface Props {
  comparison: RunComparison;
  onBand?: (band: ComparisonBand) => void;
}

/** How the communities of one run split and merge into another's (echarts Sankey); a band click lists its users. */
export function RunSankey({ comparison, onBand }: Props) {
  const { t } = useTranslation();
  const option = useMemo(() => sankeyOption(comparison, (k) => t('graph.run_label', { k })), [comparison, t]);
  const events = useMemo(
    () => ({
      click: (p: { dataType?: string; data?: { band?: ComparisonBand } }) => {
        if (p.dataType === 'edge' && p.data?.band) onBand?.(p.data.band);
      },
    }),
    [onBand],
  );
  const rows = Math.max(comparison.first.k, comparison.second.k);
  return <RelationChart option={option} height={Math.max(240, rows * 44)} testId="run-sankey" onEvents={events} />;
}
