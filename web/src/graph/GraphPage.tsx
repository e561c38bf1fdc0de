import { Box, Paper } from '@mui/material';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { NodeHit } from '@kizuna/http-api';
import { projectsApi } from '../api/projects-api';
import { resultsApi } from '../api/results-api';
import { PageLoader } from '../layout/PageLoader';
import { CommunityEditor } from './communities/CommunityEditor';
import { CommunitySelector } from './communities/CommunitySelector';
import { GraphNotices } from './notices/GraphNotices';
import { GraphToolbar } from './toolbar/GraphToolbar';
import { graphIndex } from './data/graph-index';
import { RerunControl } from './toolbar/RerunControl';
import { canEditProject, GraphRoleControls } from '../sharing/GraphRoleControls';
import type { GraphView } from './canvas/graph-view';
import { NetworkCanvas } from './canvas/NetworkCanvas';
import { NodeLocator } from './toolbar/NodeLocator';
import { saveCanvasSnapshot } from './snapshot/save-canvas-snapshot';
import { savePicture } from './snapshot/save-picture';
import { saveSvgSnapshot } from './snapshot/save-svg-snapshot';
import { SelectionPanel } from './panels/SelectionPanel';
import { TimeStrip } from './time/TimeStrip';
import { snapshotFileName } from './snapshot/snapshot-file-name';
import { snapshotSvg } from './snapshot/snapshot-svg';
import { useCommunityEditing } from './communities/use-community-editing';
import { useGraphUrlState } from './state/use-graph-url-state';
import { usePlayback } from './time/use-playback';
import { activeInWindow } from './time/time-window';
import { resultsLayout } from './state/results-layout';
import { PanelsFollowSwitch } from './toolbar/PanelsFollowSwitch';
import { BridgesSwitch } from './toolbar/BridgesSwitch';
import { CoordinationSwitch } from './toolbar/CoordinationSwitch';
import { useBridgeIds } from './data/use-bridge-ids';
import { useCoordinatedAccounts } from './data/use-coordinated-accounts';
import { useViewport } from './state/use-viewport';
import { GraphLabelControls } from '../labels/GraphLabelControls';
import { accountsLabelled } from '../labels/run-label-index';
import { useRunLabels } from '../labels/use-run-labels';
import { usePanelsAfterPicture } from './whole/use-panels-after-picture';
import { useWholeGraph } from './whole/use-whole-graph';
import { webgl2Available } from './whole/webgl2-available';
import { WholeGraphCanvas } from './whole/WholeGraphCanvas';

/** Spec §2 /files/graph/{project_id}/{id}: the result graph of one run. */
export function GraphPage() {
  const { t } = useTranslation();
  const { projectId = '', processId = '' } = useParams();
  const graphQuery = resultsApi.useGetGraphQuery({ process_id: processId });
  const { data: project } = projectsApi.useGetProjectQuery({ project_id: projectId });
  const [speed, setSpeed] = useState(15);
  const [minDegree, setMinDegree] = useState(0);
  const [located, setLocated] = useState<NodeHit | null>(null);
  const [bridgesOnly, setBridgesOnly] = useState(false);
  const bridgeIds = useBridgeIds(processId, bridgesOnly);
  const [coordinationOn, setCoordinationOn] = useState(false);
  const coordinated = useCoordinatedAccounts(processId, coordinationOn);
  const labelIndex = useRunLabels(processId);
  const [labelRingsOn, setLabelRingsOn] = useState(true);
  const [labelHighlight, setLabelHighlight] = useState<string | null>(null);
  const labelled = useMemo(() => accountsLabelled(labelIndex, labelHighlight), [labelIndex, labelHighlight]);
  const [searchNodes] = resultsApi.useLazySearchNodesQuery();
  const [expanded, setExpanded] = useState(false);
  const layout = resultsLayout(useViewport(), expanded);
  const viewRef = useRef<GraphView | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  // The current run's graph only: another run's stays off the canvas while this one loads.
  const graph = graphQuery.currentData?.data;
  const { communities, users, nodesById, edgesById, neighbours, degrees } = useMemo(() => graphIndex(graph), [graph]);
  // Every user in WebGL where the browser has WebGL2 and the run's whole graph comes; else today's canvas.
  const [webgl] = useState(webgl2Available);
  const whole = useWholeGraph(processId, webgl);
  const wholeGraph = whole.status === 'ready' ? whole.graph : null;
  // The picture first: the panels render once the WebGL view has drawn every user.
  const { held, pictureDrawn } = usePanelsAfterPicture(
    webgl && (whole.status === 'loading' || whole.status === 'ready'),
  );
  const wholeIndex = useMemo(() => wholeGraph && new Map(wholeGraph.ids.map((id, u) => [id, u])), [wholeGraph]);
  const wholeUser = useCallback(
    (id: string) => {
      const u = wholeIndex?.get(id);
      if (u === undefined || !wholeGraph) return null;
      return { label: wholeGraph.labels[u] || id, cluster_id: wholeGraph.community[u] + 1 };
    },
    [wholeIndex, wholeGraph],
  );
  const runs = project?.ProcessResult ?? [];
  const k = runs.find((r) => r.process_id === processId)?.total_cluster ?? communities.length;

  // Spec §4: a new run starts clear, but for what its link says (the URL state restores that).
  const clearForNewRun = useCallback(() => {
    setLocated(null);
    setMinDegree(0);
  }, []);
  const { selection, dispatch, time, timeDispatch } = useGraphUrlState(graph, processId, clearForNewRun);
  const editing = useCommunityEditing(processId, communities);
  const openCommunityMenu = (clusterId: number, at: { left: number; top: number }) =>
    editing.dispatch({ type: 'openMenu', clusterId, at });

  usePlayback(time.playing, speed, timeDispatch);

  const visible = useCallback(
    (id: string) => {
      const n = nodesById.get(id);
      if (!n) return true;
      return activeInWindow(n.start_date, n.end_date, time.window) && (neighbours.get(id)?.size ?? 0) >= minDegree;
    },
    [nodesById, neighbours, time.window, minDegree],
  );

  // Members on the canvas now: the legend says when filters or the display limit leave some out.
  const coordinatedDrawn = useMemo(() => {
    let n = 0;
    for (const id of coordinated.members ?? []) if (nodesById.has(id) && visible(id)) n++;
    return n;
  }, [coordinated.members, nodesById, visible]);

  const snapshot = (format: 'png' | 'svg') => {
    const name = snapshotFileName(project?.project.project_name ?? 'graph', k, Date.now());
    const view = viewRef.current;
    // The WebGL view: the whole picture, the PNG at twice the screen's resolution.
    if (format === 'png' && view?.picture) return savePicture(view.picture(2), name);
    if (format === 'svg' && view?.svg) {
      const svg = view.svg((kept, total) =>
        t('graph.svg_most_central', { kept: kept.toLocaleString(), total: total.toLocaleString() }),
      );
      return saveSvgSnapshot(svg, name.replace(/\.png$/, '.svg'));
    }
    if (format === 'png') {
      if (containerRef.current) saveCanvasSnapshot(containerRef.current, name);
      return;
    }
    if (!graph) return;
    // As drawn: community circles moved apart to the pane's shape.
    const aspect = Number(containerRef.current?.dataset.packAspect ?? 1) || 1;
    const svg = snapshotSvg(graph, { users, neighbours }, selection, visible, bridgeIds, aspect, coordinated.members);
    saveSvgSnapshot(svg, name.replace(/\.png$/, '.svg'));
  };

  // Stable, so that the locator (an Autocomplete, costly to render) sits out slider steps (memo).
  const locate = useCallback(
    (hit: NodeHit) => {
      // The WebGL view draws every user: none is ever "not drawn" there.
      const drawn = wholeIndex ? wholeIndex.has(hit.node_id) : nodesById.has(hit.node_id);
      setLocated(drawn ? null : hit);
      dispatch({ type: 'selectNode', nodeId: hit.node_id });
      // Centre on the user (server positions: one not drawn is placed there for the moment).
      viewRef.current?.focus(hit);
    },
    [nodesById, wholeIndex, dispatch],
  );
  // A labelled account from the list: found as the locator finds it (it may not be drawn).
  const locateAccount = useCallback(
    async (account: string) => {
      const { data: hits = [] } = await searchNodes({ process_id: processId, query: account, limit: 20 });
      const hit = hits.find((h) => h.node_id === account);
      if (hit) locate(hit);
    },
    [searchNodes, processId, locate],
  );
  const resetLocator = useCallback(() => {
    setLocated(null);
    dispatch({ type: 'clear' });
  }, [dispatch]);

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
        projectName={project?.project.project_name ?? ''}
        runLabel={project ? t('graph.run_label', { k }) : ''}
        projectId={projectId}
        processId={processId}
        runs={runs}
        degrees={degrees}
        minDegree={minDegree}
        onMinDegree={setMinDegree}
        rerun={<GraphRoleControls project={project} rerun={<RerunControl projectId={projectId} runs={runs} />} />}
        onZoom={(direction) => viewRef.current?.zoom(direction)}
        onSnapshot={snapshot}
      />
      <Box sx={{ display: 'flex', flexDirection: layout.narrow ? 'column' : 'row', gap: 1, flex: 1, minHeight: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Paper
            data-testid="graph-pane"
            sx={{ flex: 1, position: 'relative', overflow: 'hidden', minHeight: layout.narrow ? '60vh' : 0 }}
          >
            {/* The WebGL view is there while the whole graph travels: its WebGL is set up meanwhile. */}
            {webgl && (whole.status === 'loading' || wholeGraph) ? (
              <>
                <WholeGraphCanvas
                  graph={graph ? wholeGraph : null}
                  communities={communities}
                  selection={selection}
                  window={time.window}
                  minDegree={minDegree}
                  colorPreview={editing.preview}
                  namePreview={editing.namePreview}
                  emphasis={labelled ?? bridgeIds}
                  outlined={coordinated.members}
                  labelled={labelRingsOn ? labelIndex.ringColors : null}
                  viewRef={viewRef}
                  containerRef={containerRef}
                  onSelectNode={(nodeId) => dispatch({ type: 'selectNode', nodeId })}
                  onClear={() => dispatch({ type: 'clear' })}
                  onFirstFrame={pictureDrawn}
                />
                {!(graph && wholeGraph) && (whole.status === 'loading' || graphQuery.isFetching) && (
                  <Box sx={{ position: 'absolute', inset: 0 }}>
                    <PageLoader />
                  </Box>
                )}
              </>
            ) : graph && whole.status !== 'loading' ? (
              <NetworkCanvas
                graph={graph}
                selection={selection}
                visible={visible}
                colorPreview={editing.preview}
                located={located}
                emphasis={labelled ?? bridgeIds}
                outlined={coordinated.members}
                labelled={labelRingsOn ? labelIndex.ringColors : null}
                viewRef={viewRef}
                containerRef={containerRef}
                onSelectCommunity={(communityId) => dispatch({ type: 'selectCommunity', communityId })}
                onSelectNode={(nodeId) => dispatch({ type: 'selectNode', nodeId })}
                onSelectEdge={(edgeId) => dispatch({ type: 'selectEdge', edgeId })}
                onClear={() => dispatch({ type: 'clear' })}
                onCommunityMenu={openCommunityMenu}
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
              chartLater={held}
              expanded={expanded}
              onExpanded={setExpanded}
              onSelectCommunity={(communityId) => dispatch({ type: 'selectCommunity', communityId })}
              onCommunityMenu={openCommunityMenu}
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
          {!held && (
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
          )}
          <GraphNotices
            relations={project?.project.relations}
            graph={graph}
            located={located}
            onDismissLocated={() => setLocated(null)}
            view={
              wholeGraph
                ? 'whole'
                : !webgl
                  ? 'canvas-no-webgl'
                  : whole.status === 'pending'
                    ? 'canvas-layout-pending'
                    : 'canvas'
            }
          />
          {graph && !held && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              <PanelsFollowSwitch on={time.panelsFollow} dispatch={timeDispatch} />
              <BridgesSwitch on={bridgesOnly} onChange={setBridgesOnly} />
              <CoordinationSwitch
                on={coordinationOn}
                onChange={setCoordinationOn}
                state={coordinated}
                drawn={coordinatedDrawn}
                projectId={projectId}
                processId={processId}
              />
            </Box>
          )}
          {graph && !held && (
            <GraphLabelControls
              index={labelIndex}
              rings={labelRingsOn}
              onRings={setLabelRingsOn}
              highlight={labelHighlight}
              onHighlight={setLabelHighlight}
              onLocate={(account) => void locateAccount(account)}
            />
          )}
          <Paper sx={{ flex: 1, minHeight: 0, overflow: 'auto' }} data-testid="side-panel">
            {!held && (
              <SelectionPanel
                processId={processId}
                selection={selection}
                nodesById={nodesById}
                edgesById={edgesById}
                communities={communities}
                located={located}
                wholeUser={wholeUser}
                window={time.panelsFollow ? time.window : null}
                onTogglePanel={(panel) => dispatch({ type: 'togglePanel', panel })}
                onSelectNode={(nodeId) => dispatch({ type: 'selectNode', nodeId })}
              />
            )}
          </Paper>
        </Box>
      </Box>
      <CommunityEditor
        readOnly={!canEditProject(project)}
        editing={editing}
        onSelect={(communityId) => dispatch({ type: 'selectCommunity', communityId })}
      />
    </Box>
  );
}
