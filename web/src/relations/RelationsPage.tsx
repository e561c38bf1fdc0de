import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, FormControlLabel, Paper, Switch, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { projectsApi } from '../api/projects-api';
import { readGraphViewUrl } from '../shared/graph-view-url';
import { BridgesPanel } from './BridgesPanel';
import { CoordinationPanel } from './CoordinationPanel';
import { InteractionPanel } from './InteractionPanel';
import { RunComparisonPanel } from './RunComparisonPanel';

const TABS = ['comparison', 'matrix', 'bridges', 'coordination'] as const;
type RelationsTab = (typeof TABS)[number];

/** /files/relations/{project_id}/{id}: how a run's communities relate (k compared, who amplifies whom, bridges). */
export function RelationsPage() {
  const { t } = useTranslation();
  const { projectId = '', processId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const tab: RelationsTab = (TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as RelationsTab)
    : 'comparison';
  const view = readGraphViewUrl(search.toString());
  // The graph's time window, when its panels followed it (a link from the graph page carries both).
  const [follow, setFollow] = useState(view.follow && view.window !== null);
  const graphSearch = new URLSearchParams(search);
  graphSearch.delete('tab');
  const { data: project } = projectsApi.useGetProjectQuery({ project_id: projectId });
  const runs = project?.ProcessResult ?? [];
  const k = runs.find((r) => r.process_id === processId)?.total_cluster;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={`/files/graph/${projectId}/${processId}${graphSearch.size ? `?${graphSearch}` : ''}`}
          startIcon={<ArrowBackIcon />}
          data-testid="back-to-graph"
        >
          {t('relations.back_to_graph')}
        </Button>
        <Typography variant="h6" component="h1" data-testid="relations-title">
          {t('relations.title')}
          {project && ` — ${project.project.project_name}${k ? ` (${t('graph.run_label', { k })})` : ''}`}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button component={RouterLink} to={`/files/report/${projectId}/${processId}`} data-testid="open-report">
          {t('report.open')}
        </Button>
      </Box>
      <Tabs
        sx={{ '& .MuiTab-root': { textTransform: 'none' } }}
        value={tab}
        onChange={(_e, value: RelationsTab) =>
          setSearch(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <Tab value="comparison" label={t('relations.tab_comparison')} data-testid="tab-comparison" />
        <Tab value="matrix" label={t('relations.tab_matrix')} data-testid="tab-matrix" />
        <Tab value="bridges" label={t('relations.tab_bridges')} data-testid="tab-bridges" />
        <Tab value="coordination" label={t('relations.tab_coordination')} data-testid="tab-coordination" />
      </Tabs>
      <Paper sx={{ p: 2 }}>
        {tab === 'comparison' && <RunComparisonPanel processId={processId} runs={runs} />}
        {tab === 'matrix' && (
          <>
            {view.window && (
              <FormControlLabel
                control={
                  <Switch checked={follow} onChange={(e) => setFollow(e.target.checked)} data-testid="matrix-follow" />
                }
                label={t('relations.follow_window')}
              />
            )}
            <InteractionPanel processId={processId} window={follow ? view.window : null} />
          </>
        )}
        {tab === 'bridges' && <BridgesPanel processId={processId} />}
        {tab === 'coordination' && <CoordinationPanel processId={processId} />}
      </Paper>
    </Box>
  );
}
