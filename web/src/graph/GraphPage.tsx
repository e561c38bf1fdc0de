import { Alert, Box, Paper } from '@mui/material';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Network } from 'vis-network';
import { projectsApi } from '../api/projects-api';
import { resultsApi } from '../api/results-api';
import { PageLoader } from '../layout/PageLoader';
import { GraphToolbar } from './GraphToolbar';
import { NetworkCanvas } from './NetworkCanvas';
import { saveCanvasSnapshot } from './save-canvas-snapshot';
import { initialSelection, selectionReducer } from './selection-reducer';
import { SelectionPanel } from './SelectionPanel';
import { snapshotFileName } from './snapshot-file-name';
import { TimeSeriesChart } from './TimeSeriesChart';
import { zoomNetwork } from './zoom-network';
import { NetworkRelations } from './NetworkRelations';

/** Spec §2 /files/graph/{project_id}/{id}: the result graph of one run. */
export function GraphPage() {
  const { t } = useTranslation();
  const { projectId = '', processId = '' } = useParams();
  const graphQuery = resultsApi.useGetGraphQuery({ process_id: processId });
  const { data: project } = projectsApi.useGetProjectQuery({ project_id: projectId });
  const [selection, dispatch] = useReducer(selectionReducer, initialSelection);
  const networkRef = useRef<Network | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const graph = graphQuery.data?.data;

  // Changing the run reloads the graph and starts without a selection (spec §4).
  useEffect(() => dispatch({ type: 'clear' }), [processId]);

  const communities = useMemo(() => graph?.nodes.filter((n) => n.type === 'community') ?? [], [graph]);
  const nodesById = useMemo(
    () => new Map((graph?.nodes ?? []).filter((n) => n.type === 'node').map((n) => [n.id, n])),
    [graph],
  );
  const runs = project?.ProcessResult ?? [];
  const k = runs.find((r) => r.process_id === processId)?.total_cluster ?? communities.length;
  const selectedCommunity = communities.find((c) => c.cluster_id === selection.communityId);
  const communitySeries = useMemo(() => {
    const points = selectedCommunity && graph?.time_range_by_cluster?.[String(selectedCommunity.cluster_id)];
    return selectedCommunity && points
      ? { name: selectedCommunity.label, color: selectedCommunity.color, points }
      : null;
  }, [selectedCommunity, graph]);

  const snapshot = () => {
    if (containerRef.current)
      saveCanvasSnapshot(
        containerRef.current,
        snapshotFileName(project?.project.project_name ?? 'graph', k, Date.now()),
      );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: 'calc(100vh - 112px)', minHeight: 560 }}>
      <GraphToolbar
        title={project ? `${project.project.project_name} — ${t('graph.run_label', { k })}` : ''}
        projectId={projectId}
        processId={processId}
        runs={runs}
        communities={communities}
        selectedCommunity={selection.communityId}
        onZoom={(direction) => networkRef.current && zoomNetwork(networkRef.current, direction)}
        onSnapshot={snapshot}
        onCommunity={(id) => dispatch(id === null ? { type: 'clear' } : { type: 'selectCommunity', communityId: id })}
      />
      {project && <NetworkRelations relations={project.project.relations} />}
      {graph?.users_total !== undefined && graph.users_shown !== undefined && graph.users_shown < graph.users_total && (
        <Alert severity="info" data-testid="display-cap-notice">
          {t('graph.display_cap', {
            shown: graph.users_shown.toLocaleString(),
            total: graph.users_total.toLocaleString(),
          })}
        </Alert>
      )}
      {graph?.text_only && (
        <Alert severity="info" data-testid="text-only-notice">
          {t('graph.text_only')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flex: 1, minHeight: 0 }}>
        <Paper sx={{ flex: 1, position: 'relative', overflow: 'hidden' }}>
          {graph ? (
            <NetworkCanvas
              graph={graph}
              selection={selection}
              networkRef={networkRef}
              containerRef={containerRef}
              onSelectCommunity={(communityId) => dispatch({ type: 'selectCommunity', communityId })}
              onSelectNode={(nodeId) => dispatch({ type: 'selectNode', nodeId })}
              onClear={() => dispatch({ type: 'clear' })}
            />
          ) : (
            graphQuery.isFetching && <PageLoader />
          )}
        </Paper>
        <Paper sx={{ width: 440, flexShrink: 0, overflow: 'auto' }}>
          <SelectionPanel
            processId={processId}
            selection={selection}
            nodesById={nodesById}
            communities={communities}
            onTogglePanel={(panel) => dispatch({ type: 'togglePanel', panel })}
            onSelectNode={(nodeId) => dispatch({ type: 'selectNode', nodeId })}
          />
        </Paper>
      </Box>
      {graph && (
        <Paper sx={{ px: 1 }}>
          <TimeSeriesChart overall={graph.time_range_data} community={communitySeries} />
        </Paper>
      )}
    </Box>
  );
}
