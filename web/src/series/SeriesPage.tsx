import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { SeriesRule } from '@kizuna/http-api';
import { seriesApi } from '../api/series-api';
import { downloadFlowsCsv } from './download-flows-csv';
import { SeriesAlluvial } from './SeriesAlluvial';
import { SeriesEvents } from './SeriesEvents';
import { SeriesMoves } from './SeriesMoves';
import { SeriesRemovedRuns } from './SeriesRemovedRuns';
import { SeriesRuns } from './SeriesRuns';
import { SeriesThresholds } from './SeriesThresholds';
import { SeriesTooFewRuns } from './SeriesTooFewRuns';
import { SeriesTracks } from './SeriesTracks';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper sx={{ p: 2, mt: 2 }} component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /series/{id}: a saved series (get_series), then how its communities changed from run to run
 * (get_series_flows): the alluvial diagram, the events per step, each tracked community and the
 * moved users. A series that does not exist, or holds a run the user cannot view, answers 404 and
 * the app shows its not-found page. Uploads removed since it was saved are named at the top; one
 * left with fewer than two runs says it compares nothing. A run removed while the page is open
 * (the flows answer 404) reads the series again, which then names it, in the page's frame.
 */
export function SeriesPage() {
  const { t } = useTranslation();
  const { seriesId = '' } = useParams();
  const [threshold, setThreshold] = useState<SeriesRule | undefined>(undefined);
  // Set while the page deletes its series: it is asked no more (see SeriesTooFewRuns).
  const [deleting, setDeleting] = useState(false);
  const { currentData: current, refetch: readSeriesAgain } = seriesApi.useGetSeriesQuery(
    { series_id: seriesId },
    { skip: deleting },
  );
  const [shown, setShown] = useState(current);
  if (current && current !== shown) setShown(current);
  const series = current ?? shown;
  const comparable = (series?.process_ids.length ?? 0) >= 2;
  const {
    data: flows,
    isFetching,
    error: flowsError,
  } = seriesApi.useGetSeriesFlowsQuery(
    { process_ids: series?.process_ids ?? [], ...(threshold ? { threshold } : {}) },
    { skip: !series || !comparable },
  );
  const runGone = flowsError !== undefined && 'status' in flowsError && flowsError.status === 404;
  useEffect(() => {
    if (runGone) void readSeriesAgain();
  }, [runGone, readSeriesAgain]);
  return (
    <Box data-testid="series-page" data-ready={flows ? 'true' : 'false'}>
      <Paper sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1, wordBreak: 'break-word' }} data-testid="series-title">
            {t('series.title')}: {series?.name}
          </Typography>
          <Button component={RouterLink} to="/files" data-testid="series-back">
            {t('series.back_to_files')}
          </Button>
          <Button
            startIcon={<DownloadIcon />}
            disabled={!flows || !comparable}
            onClick={() => flows && downloadFlowsCsv(flows)}
            data-testid="series-flows-download"
          >
            {t('series.download_flows')}
          </Button>
          <Button
            startIcon={<PrintIcon />}
            component={RouterLink}
            to={`/series/${seriesId}/report`}
            data-testid="series-report"
          >
            {t('series.open_report')}
          </Button>
        </Box>
        {series && <SeriesRemovedRuns series={series} />}
        {series && !comparable && <SeriesTooFewRuns series={series} onDeleting={() => setDeleting(true)} />}
        {runGone && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="series-run-gone">
            {t('series.run_gone')}
          </Alert>
        )}
        {flows && (
          <>
            <SeriesRuns flows={flows} />
            <Box sx={{ mt: 2 }}>
              <SeriesThresholds
                key={`${flows.rule.jaccard}-${flows.rule.share}`}
                rule={flows.rule}
                busy={isFetching}
                onApply={setThreshold}
              />
            </Box>
          </>
        )}
      </Paper>
      {flows && (
        <Box aria-busy={isFetching}>
          <Section title={t('series.alluvial_title')}>
            <Typography variant="body2" color="text.secondary">
              {t('series.alluvial_hint')}
            </Typography>
            <SeriesAlluvial flows={flows} />
          </Section>
          <Section title={t('series.events_title')}>
            <SeriesEvents flows={flows} />
          </Section>
          <Section title={t('series.tracks_title')}>
            <SeriesTracks flows={flows} />
          </Section>
          <Paper sx={{ p: 2, mt: 2 }} component="section">
            <SeriesMoves flows={flows} threshold={flows.rule} />
          </Paper>
        </Box>
      )}
    </Box>
  );
}
