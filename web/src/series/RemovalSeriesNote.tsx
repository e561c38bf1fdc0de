import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { seriesApi } from '../api/series-api';

/**
 * In the confirmation of removing an upload (one run, or a project's): the saved series it is in
 * (list_run_series), each with how many uploads it keeps, and which are left with fewer than two,
 * so compare nothing (docs/series.md). Other users' series are counted, not named. Spans, as the
 * confirmation's text is a paragraph.
 */
export function RemovalSeriesNote({ processIds }: { processIds: string[] }) {
  const { t } = useTranslation();
  const { data, isError } = seriesApi.useListRunSeriesQuery(
    { process_ids: processIds },
    { skip: processIds.length === 0 },
  );
  if (isError)
    return (
      <Box component="span" sx={{ display: 'block', mt: 1 }} data-testid="removal-series-unknown">
        {t('series.removal_unknown')}
      </Box>
    );
  if (!data || (data.series.length === 0 && data.others === 0)) return null;
  return (
    <Box component="span" sx={{ display: 'block', mt: 1 }} data-testid="removal-series">
      {data.series.length > 0 && (
        <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {t('series.removal_in_series')}
        </Box>
      )}
      {data.series.map((s) => (
        <Box component="span" key={s.series_id} sx={{ display: 'block', pl: 2 }} data-testid="removal-series-item">
          {s.runs_left < 2
            ? t('series.removal_short_series', { name: s.name })
            : t('series.removal_keeps', { name: s.name, n: s.runs_left })}
        </Box>
      ))}
      {data.others > 0 && (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }} data-testid="removal-series-others">
          {t('series.removal_others', { count: data.others })}
        </Box>
      )}
    </Box>
  );
}
