import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, GlobalStyles, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { projectsApi } from '../api/projects-api';
import { resultsApi } from '../api/results-api';
import { statusName } from '../shared/project-status';
import { graphSvg } from '../graph/snapshot/graph-svg';
import { useWholeGraph } from '../graph/whole/use-whole-graph';
import { wholePictureUrl } from '../graph/whole/whole-picture-url';
import { SignInRedirect } from '../session/SignInRedirect';
import { useIsAuthenticated } from '../session/useIsAuthenticated';
import { formatTokyo } from '../time/format-tokyo';
import { RELATION_LABEL_KEYS } from '../shared/relation-label-keys';
import { ReportCommunity } from './ReportCommunity';
import { ReportComparison } from './ReportComparison';
import { ReportCoordination } from './ReportCoordination';
import { ReportLabels } from './ReportLabels';
import { ReportMatrix } from './ReportMatrix';
import { ReportTimeChart } from './ReportTimeChart';
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
 * /files/report/{project_id}/{id}: one run on one printable page set (A4 portrait) in the user's
 * language, to hand on: project, file, counts, settings, the graph, each community, the k
 * comparison, who amplifies whom, the coordinated accounts and the time chart. The browser's print saves it as PDF.
 */
export function RunReportPage() {
  const { t } = useTranslation();
  const { projectId = '', processId = '' } = useParams();
  const signedIn = useIsAuthenticated();
  const location = useLocation();
  // When the page was opened: the time printed on the report.
  const [openedAt] = useState(() => Date.now());
  const { data: project } = projectsApi.useGetProjectQuery({ project_id: projectId }, { skip: !signedIn });
  const { data: graphAnswer } = resultsApi.useGetGraphQuery({ process_id: processId }, { skip: !signedIn });
  const graph = graphAnswer?.data;
  const communities = useMemo(() => graph?.nodes.filter((n) => n.type === 'community') ?? [], [graph]);
  const communityName = useMemo(() => {
    const names = new Map(communities.map((c) => [c.cluster_id, c.label]));
    return (clusterId: number) => names.get(clusterId) ?? String(clusterId);
  }, [communities]);
  // Every user where the run's whole graph comes (issue 59); else the JSON graph's users, as before.
  const whole = useWholeGraph(processId, signedIn);
  const wholeGraph = whole.status === 'ready' ? whole.graph : null;
  const picture = useMemo(
    () =>
      graph &&
      whole.status !== 'loading' &&
      (wholeGraph
        ? wholePictureUrl(wholeGraph, communities, 1200, 800, 2)
        : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
            graphSvg(graph.nodes, graph.edges, { hidden: () => false, greyed: () => false }),
          )}`),
    [graph, whole.status, wholeGraph, communities],
  );
  if (!signedIn) return <SignInRedirect returnTo={`${location.pathname}${location.search}`} />;
  const runs = project?.ProcessResult ?? [];
  const run = runs.find((r) => r.process_id === processId);
  // The nearest other k: the comparison a reader most likely wants.
  const other = runs
    .filter((r) => r.process_id !== processId && statusName(r.status) === 'done')
    .sort(
      (a, b) =>
        Math.abs(a.total_cluster - (run?.total_cluster ?? 0)) - Math.abs(b.total_cluster - (run?.total_cluster ?? 0)),
    )[0];
  const info = project?.project;
  const row = (label: string, value: React.ReactNode) => (
    <Box component="tr">
      <Box
        component="th"
        sx={{ textAlign: 'left', pr: 2, fontWeight: 500, color: 'text.secondary', verticalAlign: 'top' }}
      >
        {label}
      </Box>
      <Box component="td">{value}</Box>
    </Box>
  );
  return (
    <Box
      className="report-page"
      sx={{ maxWidth: 900, mx: 'auto', p: 3, bgcolor: '#fff', color: '#000' }}
      data-testid="run-report"
      data-ready={info && graph && picture ? 'true' : 'false'}
    >
      <GlobalStyles styles={REPORT_PRINT_STYLES} />
      <Box className="report-screen-only" sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <Button component={RouterLink} to={`/files/graph/${projectId}/${processId}`} data-testid="report-back">
          {t('relations.back_to_graph')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="report-print">
          {t('report.print')}
        </Button>
      </Box>
      <Typography variant="h5" component="h1" data-testid="report-title">
        {t('report.title')}: {info?.project_name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('report.generated', { at: formatTokyo(openedAt) })}
      </Typography>
      {info && graph && run && (
        <>
          <Section title={t('report.overview')}>
            <Box component="table" sx={{ fontSize: 14, borderCollapse: 'collapse' }}>
              <tbody>
                {row(t('report.project'), info.project_name)}
                {row(t('report.file'), info.filename)}
                {row(t('report.registered'), formatTokyo(Date.parse(info.created_at)))}
                {row(t('report.posts'), `${info.rows_valid.toLocaleString()} / ${info.rows_all.toLocaleString()}`)}
                {row(t('report.user_count'), graph.users_total.toLocaleString())}
                {row(t('report.edge_count'), run.edge_count.toLocaleString())}
                {row(t('report.k'), run.total_cluster)}
                {row(
                  t('report.relations'),
                  info.relations.map((kind) => t(RELATION_LABEL_KEYS[kind])).join(t('relations.separator')),
                )}
                {row(t('report.skipped'), graph.skipped_posts.total.toLocaleString())}
              </tbody>
            </Box>
            {graph.text_only && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('graph.text_only')}
              </Typography>
            )}
          </Section>
          <Section title={t('report.graph')}>
            {picture && (
              <Box
                component="img"
                src={picture}
                alt={t('report.graph')}
                className="report-block"
                sx={{ width: '100%', maxHeight: 520, objectFit: 'contain', border: 1, borderColor: 'divider' }}
                data-testid="report-graph"
                data-users-drawn={wholeGraph ? wholeGraph.userCount : graph.users_shown}
              />
            )}
            {!wholeGraph && graph.users_shown < graph.users_total && (
              <Typography variant="body2" color="text.secondary">
                {t('graph.display_cap', {
                  shown: graph.users_shown.toLocaleString(),
                  total: graph.users_total.toLocaleString(),
                })}
              </Typography>
            )}
          </Section>
          <Section title={t('report.communities')} testId="report-communities">
            {communities.map((c) => (
              <ReportCommunity
                key={c.cluster_id}
                processId={processId}
                clusterId={c.cluster_id}
                name={c.label}
                color={c.color}
              />
            ))}
          </Section>
          <Section title={t('relations.tab_comparison')}>
            {other ? (
              <ReportComparison processId={processId} otherProcessId={other.process_id} />
            ) : (
              <Typography variant="body2" color="text.secondary" data-testid="report-comparison" data-loaded="true">
                {t('relations.no_other_run')}
              </Typography>
            )}
          </Section>
          <Section title={t('relations.tab_matrix')}>
            <ReportMatrix processId={processId} />
          </Section>
          <Section title={t('report.coordination')} testId="report-coordination-section">
            <ReportCoordination processId={processId} communityName={communityName} />
          </Section>
          <Section title={t('report.labels')} testId="report-labels-section">
            <ReportLabels processId={processId} />
          </Section>
          <Section title={t('report.time_chart')}>
            <Box className="report-block">
              <ReportTimeChart points={graph.time_range_data} />
            </Box>
          </Section>
        </>
      )}
    </Box>
  );
}
