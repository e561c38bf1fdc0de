import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, GlobalStyles, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { seriesApi } from '../api/series-api';
import { SeriesAlluvial } from '../series/SeriesAlluvial';
import { SeriesRemovedRuns } from '../series/SeriesRemovedRuns';
import { SeriesEvents } from '../series/SeriesEvents';
import { SeriesRuns } from '../series/SeriesRuns';
import { TrackCard } from '../series/TrackCard';
import { SignInRedirect } from '../session/SignInRedirect';
import { useIsAuthenticated } from '../session/useIsAuthenticated';
import { formatTokyo } from '../time/format-tokyo';
import { REPORT_PRINT_STYLES } from './report-print-styles';

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box component="section" sx={{ mt: 3 }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * /series/{id}/report: a saved series on printable pages (A4 portrait, as the run report) in the
 * user's language: its runs, the alluvial diagram, the events per step and each tracked community
 * (size per run, keywords that rose and fell, who arrived and left), at the rule's default thresholds.
 */
export function SeriesReportPage() {
  const { t } = useTranslation();
  const { seriesId = '' } = useParams();
  const signedIn = useIsAuthenticated();
  const location = useLocation();
  const [openedAt] = useState(() => Date.now());
  const { data: series } = seriesApi.useGetSeriesQuery({ series_id: seriesId }, { skip: !signedIn });
  const { data: flows } = seriesApi.useGetSeriesFlowsQuery(
    { process_ids: series?.process_ids ?? [] },
    // A series left with fewer than two runs by removals compares nothing (docs/series.md).
    { skip: !signedIn || !series || series.process_ids.length < 2 },
  );
  if (!signedIn) return <SignInRedirect returnTo={`${location.pathname}${location.search}`} />;
  return (
    <Box
      className="report-page"
      sx={{ maxWidth: 900, mx: 'auto', p: 3, bgcolor: '#fff', color: '#000' }}
      data-testid="series-report-page"
      data-ready={flows ? 'true' : 'false'}
    >
      <GlobalStyles styles={REPORT_PRINT_STYLES} />
      <Box className="report-screen-only" sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <Button component={RouterLink} to={`/series/${seriesId}`} data-testid="series-report-back">
          {t('series.back_to_series')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="report-print">
          {t('report.print')}
        </Button>
      </Box>
      <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
        {t('series.report_title')}: {series?.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('report.generated', { at: formatTokyo(openedAt) })}
      </Typography>
      {series && <SeriesRemovedRuns series={series} />}
      {series && series.process_ids.length < 2 && (
        <Typography sx={{ mt: 2 }} data-testid="series-report-too-few">
          {t('series.too_few_runs')}
        </Typography>
      )}
      {flows && (
        <>
          <Section title={t('series.runs_title')}>
            <SeriesRuns flows={flows} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('series.rule_text', { jaccard: flows.rule.jaccard, share: flows.rule.share })}
            </Typography>
          </Section>
          <Section title={t('series.alluvial_title')}>
            <Box className="report-block">
              <SeriesAlluvial flows={flows} />
            </Box>
          </Section>
          <Section title={t('series.events_title')}>
            <SeriesEvents flows={flows} />
          </Section>
          <Section title={t('series.tracks_title')} testId="series-report-tracks">
            {flows.tracks.map((track, i) => (
              <TrackCard key={`${i}-${track.cluster_ids.join('.')}`} flows={flows} track={track} index={i} />
            ))}
          </Section>
        </>
      )}
    </Box>
  );
}
