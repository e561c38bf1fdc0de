import { describe, expect, it } from '@jest/globals';
import type { CommunityDetail, GraphNode } from '@kizuna/http-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { CommunityPanels } from './CommunityPanels';
import { selectionReducer } from '../state/selection-reducer';

// Only fetch is faked: the panels, the selection's one-open-panel rule and RTK Query are real.
const COMMUNITY: GraphNode = {
  id: 'c1',
  node_id: 'c1',
  label: 'ラーメン',
  type: 'community',
  cluster_id: 1,
  color: '#1f77b4',
  original_color: '#1f77b4',
  start_date: null,
  end_date: null,
  x: 0,
  y: 0,
  size: 10,
};
const post = (text: string, at: number) => ({
  tweet_user_screen_name: 'hanako',
  tweet_date: at,
  tweet_text: text,
  tweet_score: 3,
});
const DETAIL: CommunityDetail = {
  cluster_id: 1,
  name: 'ラーメン',
  color: '#1f77b4',
  size: 1234,
  keywords: [
    { keyword: '味噌', count: 12, score: 0.5 },
    { keyword: '塩', count: 4 },
  ],
  headers: [],
  nodes: [],
  nodes_total: 1234,
  tweets: [post('味噌ラーメンを食べた', Date.UTC(2026, 4, 1, 3, 0)), post('塩もいい', Date.UTC(2026, 4, 2, 3, 0))],
  has_followers: true,
};
const WINDOW = { start: Date.UTC(2026, 4, 1, 0, 0), end: Date.UTC(2026, 4, 1, 6, 0) };

/** The side panel as the graph page holds it: which panel is open is the selection's. */
function Harness({ window }: { window: { start: number; end: number } | null }) {
  const [selection, dispatch] = useReducer(selectionReducer, {
    communityId: 1,
    nodeId: null,
    edgeId: null,
    openPanel: 'keywords',
  });
  return (
    <CommunityPanels
      processId="r-1"
      community={COMMUNITY}
      openPanel={selection.openPanel}
      window={window}
      onToggle={(panel) => dispatch({ type: 'togglePanel', panel })}
      onSelectNode={() => undefined}
    />
  );
}

function fakeCommunity(windowReply: { status?: number; body?: unknown }) {
  return fakeApi({
    'POST /api/v1/analyze/cluster/get_cluster_detail': { body: { data: DETAIL } },
    'POST /api/v1/analyze/cluster/get_cluster_window': windowReply,
    'POST /api/v1/analyze/cluster/get_cluster_members': { body: { data: { nodes: [], total: 0 } } },
  });
}
const windowCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/api/v1/analyze/cluster/get_cluster_window').map((c) => c.body);
const marks = () => screen.queryAllByTestId('keyword-mark').map((m) => m.textContent);

describe('CommunityPanels', () => {
  it('lists the keywords, marks a chosen one in the posts and unmarks it when chosen again, one panel open at a time', async () => {
    const api = fakeCommunity({ body: {} });
    await renderScreen(<Harness window={null} />);
    const keywords = await screen.findByTestId('keyword-table');
    expect(within(keywords).getByRole('row', { name: '投稿内の味噌を強調' })).toHaveTextContent('味噌120.500');
    expect(within(keywords).getByRole('row', { name: '投稿内の塩を強調' })).toHaveTextContent('塩4–');
    expect(screen.getByRole('button', { name: '所属ノード（1,234）' })).toBeInTheDocument();

    await userEvent.click(within(keywords).getByRole('row', { name: '投稿内の味噌を強調' }));
    await userEvent.click(screen.getByRole('button', { name: '代表的な投稿' }));
    const posts = await screen.findByTestId('representative-posts');
    await waitFor(() => expect(screen.queryByTestId('keyword-table')).toBeNull());
    expect(posts).toHaveTextContent('2026/05/01 12:00');
    expect(marks()).toEqual(['味噌']);

    await userEvent.click(screen.getByRole('button', { name: 'キーワード' }));
    await userEvent.click(await screen.findByRole('row', { name: '投稿内の味噌を強調' }));
    await userEvent.click(screen.getByRole('button', { name: '代表的な投稿' }));
    await screen.findByTestId('representative-posts');
    expect(marks()).toEqual([]);
    // Without a window the panels ask nothing of the window endpoint.
    expect(windowCalls(api.calls)).toEqual([]);
  });

  it("follows the time window: that window's keywords, in Tokyo time, and says downloads cover the whole run (English)", async () => {
    const windowed = {
      cluster_id: 1,
      window: WINDOW,
      keywords: [{ keyword: '豚骨', count: 3, score: 0.9 }],
      tweets: [],
    };
    const api = fakeCommunity({ body: { data: windowed } });
    await renderScreen(<Harness window={WINDOW} />, { language: 'en' });
    expect(await screen.findByTestId('panels-windowed')).toHaveTextContent(
      'Keywords and representative posts from the posts of 2026/05/01 09:00:00 – 2026/05/01 15:00:00, and the members active then. Downloads cover the whole run.',
    );
    const keywords = await screen.findByTestId('keyword-table');
    await waitFor(() =>
      expect(
        within(keywords)
          .getAllByRole('row', { name: /^Mark/ })
          .map((r) => r.textContent),
      ).toEqual(['豚骨30.900']),
    );
    expect(screen.getByRole('button', { name: 'Keywords (time window)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Members active in the window' })).toBeInTheDocument();
    expect(windowCalls(api.calls)).toEqual([
      { process_id: 'r-1', cluster_id: 1, date_start: WINDOW.start, date_end: WINDOW.end },
    ]);
  });

  it('says in Japanese when the run cannot follow a window, and shows the whole run instead', async () => {
    fakeCommunity({ status: 409, body: { code: 'errors.window_not_kept', message: 'old run' } });
    await renderScreen(<Harness window={WINDOW} />);
    expect(await screen.findByTestId('panels-window-error')).toHaveTextContent(
      'この実行は期間に合わせた表示に対応していません。もう一度分析すると使えます。',
    );
    expect(screen.queryByTestId('panels-windowed')).toBeNull();
    expect(await screen.findByRole('row', { name: '投稿内の味噌を強調' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'キーワード' })).toBeInTheDocument();
  });
});
