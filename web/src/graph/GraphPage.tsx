import { Alert, Box, Paper } from '@mui/material';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { NodeHit } from '@kizuna/http-api';
import { projectsApi } from '../api/projects-api';
import { resultsApi } from '../api/results-api';
import { errorText, type FailedCall } from '../api/error-text';
import { PageLoader } from '../layout/PageLoader';
import { CommunityColorDialog } from './CommunityColorDialog';
import { CommunityMenu } from './CommunityMenu';
import { CommunityNameDialog } from './CommunityNameDialog';
import { CommunitySelector } from './CommunitySelector';
import { GraphToolbar } from './GraphToolbar';
import { graphSvg } from './graph-svg';
import { RerunControl } from './RerunControl';
import { readGraphViewUrl, writeGraphViewUrl } from './graph-view-url';
import { neighbourIndex } from './neighbour-index';
import { packGraph } from './pack-graph';
import type { GraphView } from './graph-view';
import { NetworkCanvas } from './NetworkCanvas';
import { NodeLocator } from './NodeLocator';
import { saveCanvasSnapshot } from './save-canvas-snapshot';
import { saveSvgSnapshot } from './save-svg-snapshot';
import { communityEditingReducer, initialCommunityEditing } from './community-editing';
import { initialSelection, selectionReducer } from './selection-reducer';
import { SelectionPanel } from './SelectionPanel';
import { SkippedPostsNotice } from './SkippedPostsNotice';
import { TimeStrip } from './TimeStrip';
import { snapshotFileName } from './snapshot-file-name';
import { usePlayback } from './use-playback';
import { activeInWindow, initialTimeWindow, timeWindowReducer } from './time-window';
import { LOOK, viewPlan } from './view-plan';
import { resultsLayout } from './results-layout';
import { NetworkRelations } from './NetworkRelations';
import { PanelsFollowSwitch } from './PanelsFollowSwitch';
import { BridgesSwitch } from './BridgesSwitch';
import { useBridgeIds } from './use-bridge-ids';

/** How long the view stays put before the URL follows it. */
const URL_WRITE_DELAY_MS = 300;

const DENSE_ALERT = { py: 0 };

/** The window's size, followed. */
function useViewport(): { width: number; height: number } {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/** Spec §2 /files/graph/{project_id}/{id}: the result graph of one run. */
export function GraphPage() {
  const { t, i18n } = useTranslation();
  const { projectId = '', processId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const graphQuery = resultsApi.useGetGraphQuery({ process_id: processId });
  const { data: project } = projectsApi.useGetProjectQuery({ project_id: projectId });
  const [updateCluster, updating] = resultsApi.useUpdateClusterMutation();
  const [selection, dispatch] = useReducer(selectionReducer, initialSelection);
  const [time, timeDispatch] = useReducer(timeWindowReducer, initialTimeWindow);
  const [speed, setSpeed] = useState(15);
  const [minDegree, setMinDegree] = useState(0);
  const [located, setLocated] = useState<NodeHit | null>(null);
  const [bridgesOnly, setBridgesOnly] = useState(false);
  const bridgeIds = useBridgeIds(processId, bridgesOnly);
  const [{ menu, editing, error: editError, preview: colorPreview }, editDispatch] = useReducer(
    communityEditingReducer,
    initialCommunityEditing,
  );
  const [expanded, setExpanded] = useState(false);
  const layout = resultsLayout(useViewport(), expanded);
  const viewRef = useRef<GraphView | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const restoredFor = useRef<string | null>(null);
  // The current run's graph only: another run's stays off the canvas while this one loads.
  const graph = graphQuery.currentData?.data;

  const communities = useMemo(() => graph?.nodes.filter((n) => n.type === 'community') ?? [], [graph]);
  const users = useMemo(() => graph?.nodes.filter((n) => n.type === 'node') ?? [], [graph]);
  const nodesById = useMemo(() => new Map(users.map((n) => [n.id, n])), [users]);
  const edgesById = useMemo(() => new Map((graph?.edges ?? []).map((e) => [e.id, e])), [graph]);
  const neighbours = useMemo(() => neighbourIndex(graph?.edges ?? []), [graph]);
  const degrees = useMemo(() => {
    let max = 0;
    for (const set of neighbours.values()) max = Math.max(max, set.size);
    return Array.from({ length: Math.min(max, 50) + 1 }, (_, d) => d);
  }, [neighbours]);
  const runs = project?.ProcessResult ?? [];
  const k = runs.find((r) => r.process_id === processId)?.total_cluster ?? communities.length;

  // A new run: its time range, and the view of the link it was opened with (spec §4: a new run starts clear).
  useEffect(() => {
    if (!graph || restoredFor.current === processId) return;
    restoredFor.current = processId;
    const view = readGraphViewUrl(location.search);
    dispatch({ type: 'restore', communityId: view.communityId, nodeId: view.nodeId });
    let min = Infinity;
    let max = -Infinity;
    for (const n of graph.nodes) {
      if (n.start_date !== null) min = Math.min(min, n.start_date);
      if (n.end_date !== null) max = Math.max(max, n.end_date);
    }
    for (const [at] of graph.time_range_data) {
      min = Math.min(min, at);
      max = Math.max(max, at);
    }
    if (Number.isFinite(min)) timeDispatch({ type: 'range', min, max, window: view.window, follow: view.follow });
    setLocated(null);
    setMinDegree(0);
  }, [graph, processId, location.search]);

  // The view in the URL, so that a link reproduces it.
  useEffect(() => {
    if (restoredFor.current !== processId) return;
    const search = writeGraphViewUrl({
      communityId: selection.communityId,
      nodeId: selection.nodeId,
      window: time.dragging || time.playing ? null : time.window,
      follow: time.panelsFollow,
    });
    if (time.dragging || time.playing || search === location.search) return;
    // A new URL re-renders the whole screen (the router's location changes): it is written once the
    // view has stayed put a moment, not at every slider step or click.
    const timer = setTimeout(() => navigate({ search }, { replace: true }), URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [
    selection.communityId,
    selection.nodeId,
    time.window,
    time.dragging,
    time.playing,
    time.panelsFollow,
    processId,
    location.search,
    navigate,
  ]);

  usePlayback(time.playing, speed, timeDispatch);

  const visible = useCallback(
    (id: string) => {
      const n = nodesById.get(id);
      if (!n) return true;
      return activeInWindow(n.start_date, n.end_date, time.window) && (neighbours.get(id)?.size ?? 0) >= minDegree;
    },
    [nodesById, neighbours, time.window, minDegree],
  );

  const snapshot = (format: 'png' | 'svg') => {
    const name = snapshotFileName(project?.project.project_name ?? 'graph', k, Date.now());
    if (format === 'png') {
      if (containerRef.current) saveCanvasSnapshot(containerRef.current, name);
      return;
    }
    if (!graph) return;
    const plan = viewPlan(users, graph.edges, neighbours, selection, visible, bridgeIds);
    const look = new Map(users.map((n, i) => [n.id, plan.nodes[i]]));
    // As drawn: community circles moved apart (to the pane's shape), users with them.
    const aspect = Number(containerRef.current?.dataset.packAspect ?? 1) || 1;
    const svg = graphSvg(packGraph(graph.nodes, aspect).nodes, graph.edges, {
      hidden: (id) => look.get(id) === LOOK.hidden,
      greyed: (id) => look.get(id) === LOOK.grey,
    });
    saveSvgSnapshot(svg, name.replace(/\.png$/, '.svg'));
  };

  // Stable, so that the locator (an Autocomplete, costly to render) sits out slider steps (memo).
  const locate = useCallback(
    (hit: NodeHit) => {
      const drawn = nodesById.has(hit.node_id);
      setLocated(drawn ? null : hit);
      dispatch({ type: 'selectNode', nodeId: hit.node_id });
      // Centre on the user (server positions: one not drawn is placed there for the moment).
      viewRef.current?.focus(hit);
    },
    [nodesById],
  );
  const resetLocator = useCallback(() => {
    setLocated(null);
    dispatch({ type: 'clear' });
  }, []);

  const save = async (clusterId: number, change: { cluster_name?: string; cluster_color?: string }) => {
    editDispatch({ type: 'saving' });
    const answer = await updateCluster({ process_id: processId, cluster_id: clusterId, ...change });
    if ('error' in answer && answer.error) {
      editDispatch({ type: 'failed', error: errorText(answer.error as FailedCall, i18n) });
      return;
    }
    editDispatch({ type: 'close' });
  };
  const editedCommunity = editing ? communities.find((c) => c.cluster_id === editing.clusterId) : undefined;

  const notices = (
    <>
      {project && <NetworkRelations relations={project.project.relations} />}
      {graph && graph.users_shown < graph.users_total && (
        <Alert severity="info" data-testid="display-cap-notice" sx={DENSE_ALERT}>
          {t('graph.display_cap', {
            shown: graph.users_shown.toLocaleString(),
            total: graph.users_total.toLocaleString(),
          })}
        </Alert>
      )}
      {located && (
        <Alert severity="warning" data-testid="located-notice" onClose={() => setLocated(null)} sx={DENSE_ALERT}>
          {t('graph.located_notice', { name: located.label })}
        </Alert>
      )}
      <SkippedPostsNotice skipped={graph?.skipped_posts} />
      {graph?.text_only && (
        <Alert severity="info" data-testid="text-only-notice" sx={DENSE_ALERT}>
          {t('graph.text_only')}
        </Alert>
      )}
    </>
  );

  return (
    <Box
      data-testid="results-screen"
      data-layout={layout.narrow ? 'narrow' : 'wide'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        // The page's own padding is given back to the graph: the screen fills the window below the bar.
        my: -2,
        height: layout.narrow ? 'auto' : 'calc(100vh - 64px - 16px)',
        minHeight: layout.narrow ? undefined : 520,
      }}
    >
      <GraphToolbar
        title={project ? `${project.project.project_name} — ${t('graph.run_label', { k })}` : ''}
        projectId={projectId}
        processId={processId}
        runs={runs}
        degrees={degrees}
        minDegree={minDegree}
        onMinDegree={setMinDegree}
        rerun={<RerunControl projectId={projectId} runs={runs} />}
        onZoom={(direction) => viewRef.current?.zoom(direction)}
        onSnapshot={snapshot}
      />
      <Box sx={{ display: 'flex', flexDirection: layout.narrow ? 'column' : 'row', gap: 1, flex: 1, minHeight: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Paper
            data-testid="graph-pane"
            sx={{ flex: 1, position: 'relative', overflow: 'hidden', minHeight: layout.narrow ? '60vh' : 0 }}
          >
            {graph ? (
              <NetworkCanvas
                graph={graph}
                selection={selection}
                visible={visible}
                colorPreview={colorPreview}
                located={located}
                emphasis={bridgeIds}
                viewRef={viewRef}
                containerRef={containerRef}
                onSelectCommunity={(communityId) => dispatch({ type: 'selectCommunity', communityId })}
                onSelectNode={(nodeId) => dispatch({ type: 'selectNode', nodeId })}
                onSelectEdge={(edgeId) => dispatch({ type: 'selectEdge', edgeId })}
                onClear={() => dispatch({ type: 'clear' })}
                onCommunityMenu={(clusterId, at) => editDispatch({ type: 'openMenu', clusterId, at })}
              />
            ) : (
              graphQuery.isFetching && <PageLoader />
            )}
          </Paper>
          {graph && (
            <TimeStrip
              graph={graph}
              communities={communities}
              selected={selection.communityId}
              time={time}
              timeDispatch={timeDispatch}
              speed={speed}
              onSpeed={setSpeed}
              chartHeight={layout.chartHeight}
              expanded={expanded}
              onExpanded={setExpanded}
              onSelectCommunity={(communityId) => dispatch({ type: 'selectCommunity', communityId })}
              onCommunityMenu={(clusterId, at) => editDispatch({ type: 'openMenu', clusterId, at })}
            />
          )}
        </Box>
        <Box
          sx={{
            width: layout.narrow ? 'auto' : layout.panelWidth,
            flexShrink: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            minHeight: 0,
          }}
        >
          {/* Finding a user or a community beside the panels that show them, not in the toolbar: the toolbar stays one row. */}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <NodeLocator key={processId} processId={processId} onLocate={locate} onReset={resetLocator} />
            <CommunitySelector
              communities={communities}
              selected={selection.communityId}
              onChange={(id) =>
                dispatch(id === null ? { type: 'clear' } : { type: 'selectCommunity', communityId: id })
              }
            />
          </Box>
          {notices}
          {graph && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              <PanelsFollowSwitch on={time.panelsFollow} dispatch={timeDispatch} />
              <BridgesSwitch on={bridgesOnly} onChange={setBridgesOnly} />
            </Box>
          )}
          <Paper sx={{ flex: 1, minHeight: 0, overflow: 'auto' }} data-testid="side-panel">
            <SelectionPanel
              processId={processId}
              selection={selection}
              nodesById={nodesById}
              edgesById={edgesById}
              communities={communities}
              located={located}
              window={time.panelsFollow ? time.window : null}
              onTogglePanel={(panel) => dispatch({ type: 'togglePanel', panel })}
              onSelectNode={(nodeId) => dispatch({ type: 'selectNode', nodeId })}
            />
          </Paper>
        </Box>
      </Box>
      <CommunityMenu
        at={menu?.at ?? null}
        onClose={() => editDispatch({ type: 'closeMenu' })}
        onEditName={() => menu && editDispatch({ type: 'edit', kind: 'name', clusterId: menu.clusterId })}
        onEditColor={() => menu && editDispatch({ type: 'edit', kind: 'color', clusterId: menu.clusterId })}
        onSelect={() => menu && dispatch({ type: 'selectCommunity', communityId: menu.clusterId })}
      />
      {editing?.kind === 'name' && editedCommunity && (
        <CommunityNameDialog
          name={editedCommunity.label}
          saving={updating.isLoading}
          error={editError}
          onSave={(name) => void save(editing.clusterId, { cluster_name: name })}
          onClose={() => editDispatch({ type: 'close' })}
        />
      )}
      {editing?.kind === 'color' && editedCommunity && (
        <CommunityColorDialog
          color={editedCommunity.color}
          saving={updating.isLoading}
          error={editError}
          onPreview={(color) => editDispatch({ type: 'preview', color })}
          onSave={(color) => void save(editing.clusterId, { cluster_color: color })}
          onClose={() => editDispatch({ type: 'close' })}
        />
      )}
    </Box>
  );
}
