import { describe, expect, it } from '@jest/globals';
import type { GraphEdge, GraphNode, NodeDetail, NodeHit } from '@kizuna/http-api';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { initialSelection, type SelectionState } from '../state/selection-reducer';
import { SelectionPanel } from './SelectionPanel';

// Only fetch is faked: the panel chooses what to show; the detail panels and RTK Query are real.
const node = (id: string, label: string, type: GraphNode['type'], cluster_id: number): GraphNode => ({
  id,
  node_id: id,
  label,
  type,
  cluster_id,
  color: '#1f77b4',
  original_color: '#1f77b4',
  start_date: null,
  end_date: null,
  x: 0,
  y: 0,
  size: 3,
});
const COMMUNITIES = [node('c1', 'ラーメン', 'community', 1)];
const USERS = [node('a', 'Alice', 'node', 1), node('b', 'Bob', 'node', 1)];
const EDGE: GraphEdge = { id: 'a-b', source: 'a', target: 'b', weight: 4 };
const LOCATED: NodeHit = {
  node_id: 'zed',
  label: 'Zed',
  cluster_id: 7,
  x: 0,
  y: 0,
  start_date: null,
  end_date: null,
  drawn: false,
  pagerank: 0.1,
};
const detail = (node_id: string, label: string, cluster_id: number): NodeDetail => ({
  node_id,
  label,
  cluster_id,
  communities: [[cluster_id, 100]],
  follower_count: null,
  get_retweeted: 0,
  count_retweet: 0,
  degree: 0,
  pagerank: 0,
  keywords: [],
  tweets: [],
});

function renderPanel(selection: Partial<SelectionState>, language: 'ja' | 'en' = 'ja') {
  return renderScreen(
    <SelectionPanel
      processId="r-1"
      selection={{ ...initialSelection, ...selection }}
      nodesById={new Map(USERS.map((u) => [u.id, u]))}
      edgesById={new Map([[EDGE.id, EDGE]])}
      communities={COMMUNITIES}
      located={LOCATED}
      window={null}
      onTogglePanel={() => undefined}
      onSelectNode={() => undefined}
    />,
    { language },
  );
}

describe('SelectionPanel', () => {
  it('asks for a selection when there is none', async () => {
    await renderPanel({});
    expect(
      screen.getByText('コミュニティの円またはユーザーをクリックするか、上でコミュニティを選んでください。'),
    ).toBeInTheDocument();
  });

  it("names a clicked edge's two users and how many relations join them (English)", async () => {
    await renderPanel({ edgeId: 'a-b' }, 'en');
    expect(screen.getByTestId('edge-detail')).toHaveTextContent('Alice → Bob (4 interactions)');
  });

  it('shows a located user who is not drawn, naming an unnamed community by its number', async () => {
    fakeApi({ 'POST /api/v1/analyze/cluster/get_node_detail': { body: { graph_result: detail('zed', 'Zed', 7) } } });
    await renderPanel({ nodeId: 'zed' });
    const panel = await screen.findByTestId('node-detail');
    expect(within(panel).getByRole('heading', { name: 'Zed' })).toBeInTheDocument();
    expect(within(panel).getByTestId('located-not-drawn')).toBeInTheDocument();
    expect(within(panel).getByText('コミュニティ 7', { selector: 'p' })).toBeInTheDocument();
  });

  it("shows a drawn user's detail without the not-drawn note, and a community's panels", async () => {
    fakeApi({
      'POST /api/v1/analyze/cluster/get_node_detail': { body: { graph_result: detail('a', 'Alice', 1) } },
      'POST /api/v1/analyze/cluster/get_cluster_detail': {
        body: {
          data: {
            cluster_id: 1,
            name: 'ラーメン',
            color: '#1f77b4',
            size: 2,
            keywords: [],
            headers: [],
            nodes: [],
            tweets: [],
            has_followers: false,
          },
        },
      },
    });
    const { unmount } = await renderPanel({ nodeId: 'a' });
    const panel = await screen.findByTestId('node-detail');
    expect(within(panel).getByText('ラーメン', { selector: 'p' })).toBeInTheDocument();
    expect(within(panel).queryByTestId('located-not-drawn')).toBeNull();
    unmount();
    await renderPanel({ communityId: 1, openPanel: 'keywords' });
    expect(await screen.findByTestId('community-title')).toHaveTextContent('ラーメン');
  });
});
