import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SeriesDocument } from '@kizuna/http-api';
import { formatTokyo } from '../time/format-tokyo';

const minutes = (iso: string) => formatTokyo(Date.parse(iso)).slice(0, 16);

/**
 * The uploads removed from /files since the series was saved (docs/series.md): each by name, its
 * k, when and by whom it was uploaded and when it was removed, so the reader knows which month is
 * missing and why the series shows fewer runs than it was saved with.
 */
export function SeriesRemovedRuns({ series }: { series: SeriesDocument }) {
  const { t } = useTranslation();
  if (series.removed_runs.length === 0) return null;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 1 }} data-testid="series-removed-runs">
      {series.removed_runs.map((r) => (
        <Alert severity="warning" key={r.process_id} data-testid="series-removed-run">
          {r.project_name
            ? t('series.removed_run', {
                name: r.project_name,
                k: r.k,
                owner: r.owner_name,
                uploaded: minutes(r.uploaded_at),
                removed: minutes(r.removed_at),
              })
            : t('series.removed_run_unknown', { removed: minutes(r.removed_at) })}
        </Alert>
      ))}
    </Box>
  );
}
