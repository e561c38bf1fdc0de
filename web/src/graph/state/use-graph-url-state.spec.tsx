import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { GraphNode, GraphPayload } from '@kizuna/http-api';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { URL_WRITE_DELAY_MS, useGraphUrlState } from './use-graph-url-state';

const user = (id: string, start: number, end: number): GraphNode => ({
  id,
  node_id: id,
  label: id,
  type: 'node',
  cluster_id: 0,
  color: '#000000',
  original_color: '#000000',
  start_date: start,
  end_date: end,
  x: 0,
  y: 0,
  size: 1,
});
const graph = (...nodes: GraphNode[]): GraphPayload => ({
  nodes,
  edges: [],
  time_range_data: [],
  time_range_by_cluster: {},
  bucket: 'minute',
  text_only: false,
  users_total: nodes.length,
  users_shown: nodes.length,
  skipped_posts: { total: 0, reasons: [] },
});
const RUN_A = graph(user('a', 0, 600_000));
const RUN_B = graph(user('b', 60_000, 1_200_000));

interface Props {
  graph: GraphPayload | undefined;
  processId: string;
}

/** The hook under a router opened at `url`, with the URL it leaves. */
function renderUrlState(url: string, initialProps: Props) {
  const onNewRun = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  const hook = renderHook(
    ({ graph, processId }: Props) => ({
      ...useGraphUrlState(graph, processId, onNewRun),
      search: useLocation().search,
    }),
    { wrapper, initialProps },
  );
  return { ...hook, onNewRun };
}

describe('useGraphUrlState', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("restores the link's view once the run's graph arrives, and only then", () => {
    const { result, rerender, onNewRun } = renderUrlState('/g?community=3&from=60000&to=120000&follow=1', {
      graph: undefined,
      processId: 'p-1',
    });
    expect(result.current.selection.communityId).toBeNull();
    expect(onNewRun).not.toHaveBeenCalled();
    rerender({ graph: RUN_A, processId: 'p-1' });
    expect(result.current.selection).toMatchObject({ communityId: 3, nodeId: null, openPanel: 'keywords' });
    expect(result.current.time).toMatchObject({ min: 0, max: 600_000, window: { start: 60_000, end: 120_000 } });
    expect(result.current.time.panelsFollow).toBe(true);
    expect(onNewRun).toHaveBeenCalledTimes(1);
  });

  it('writes the view into the URL once it has stayed put, not while the window plays', () => {
    const { result, rerender } = renderUrlState('/g', { graph: undefined, processId: 'p-1' });
    rerender({ graph: RUN_A, processId: 'p-1' });
    act(() => result.current.dispatch({ type: 'selectNode', nodeId: 'a' }));
    act(() => jest.advanceTimersByTime(URL_WRITE_DELAY_MS - 1));
    expect(result.current.search).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.search).toBe('?user=a');

    act(() => result.current.timeDispatch({ type: 'play' }));
    act(() => jest.advanceTimersByTime(URL_WRITE_DELAY_MS * 3));
    expect(result.current.search).toBe('?user=a');
    act(() => result.current.timeDispatch({ type: 'pause' }));
    act(() => jest.advanceTimersByTime(URL_WRITE_DELAY_MS));
    expect(result.current.search).toBe('?user=a&from=0&to=60000');
  });

  it('a rapid change restarts the wait, so only the view that stayed is written', () => {
    const { result, rerender } = renderUrlState('/g', { graph: RUN_A, processId: 'p-1' });
    rerender({ graph: RUN_A, processId: 'p-1' });
    act(() => result.current.dispatch({ type: 'selectCommunity', communityId: 1 }));
    act(() => jest.advanceTimersByTime(URL_WRITE_DELAY_MS / 2));
    act(() => result.current.dispatch({ type: 'selectCommunity', communityId: 2 }));
    act(() => jest.advanceTimersByTime(URL_WRITE_DELAY_MS / 2));
    expect(result.current.search).toBe('');
    act(() => jest.advanceTimersByTime(URL_WRITE_DELAY_MS));
    expect(result.current.search).toBe('?community=2');
  });

  it("starts another run from its own link's view, over that run's time range", () => {
    const { result, rerender, onNewRun } = renderUrlState('/g?user=a', { graph: RUN_A, processId: 'p-1' });
    expect(result.current.selection.nodeId).toBe('a');
    rerender({ graph: RUN_B, processId: 'p-2' });
    expect(onNewRun).toHaveBeenCalledTimes(2);
    // The URL still names user a: the new run restores what the link says, over its own range.
    expect(result.current.selection.nodeId).toBe('a');
    expect(result.current.time).toMatchObject({ min: 60_000, max: 1_200_000, window: null });
  });
});
