import { describe, expect, it } from '@jest/globals';
import type { CommunityDetail, GraphPayload, Project, Run } from '@kizuna/http-api';
import { screen, waitFor, within } from '@testing-library/react';
import { coordinationAnswer } from '../../test/coordination-answer';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { RunReportPage } from './RunReportPage';

// Only fetch is faked: the report's sections, its API calls and RTK Query are real.
const run = (id: string, k: number): Run => ({
  process_id: id,
  total_cluster: k,
  status: 2,
  started: true,
  stage: '',
  percent: 0,
  failure_code: '',
  node_count: 4,
  edge_count: 3,
  queue_position: 0,
  skipped_posts: 0,
});
const project = (runs: Run[]): Project => ({
  project_id: 'p-1',
  project_name: '春の投稿',
  user_name: 'hanako',
  user_email: 'hanako@example.com',
  status: 2,
  status_text: 'done',
  failure_code: '',
  filename: 'spring.csv',
  created_at: '2026-04-01T03:00:00.000Z',
  updated_at: '2026-04-01T03:00:00.000Z',
  rows_all: 12,
  rows_valid: 10,
  relations: ['retweet', 'mention'],
  node_count: 4,
  edge_count: 3,
  ProcessResult: runs,
  my_role: 'owner',
  company_shared: false,
});
const node = (id: string, type: 'node' | 'community', cluster: number, label: string, color: string) => ({
  id,
  node_id: id,
  label,
  type,
  cluster_id: cluster,
  color,
  original_color: color,
  start_date: null,
  end_date: null,
  x: cluster * 100,
  y: 0,
  size: type === 'community' ? 40 : 4,
});
const GRAPH: GraphPayload = {
  nodes: [
    node('c1', 'community', 1, 'ラーメン好き', '#ff0000'),
    node('c2', 'community', 2, 'Baseball fans', '#0000ff'),
    node('alice', 'node', 1, 'alice', '#ff0000'),
    node('bob', 'node', 2, 'bob', '#0000ff'),
  ],
  edges: [],
  time_range_data: [
    [Date.UTC(2024, 2, 1), 3],
    [Date.UTC(2024, 2, 1, 1), 5],
  ],
  time_range_by_cluster: {},
  bucket: 'hour',
  text_only: false,
  users_total: 4,
  users_shown: 2,
  skipped_posts: { total: 0, reasons: [] },
};
const detail = (cluster_id: number, name: string, hub: string): CommunityDetail => ({
  cluster_id,
  name,
  color: '#ff0000',
  size: 2,
  keywords: [
    { keyword: `${hub}-word`, count: 5 },
    { keyword: 'other', count: 2 },
  ],
  headers: [],
  nodes: [
    {
      node_id: hub,
      tweet_user_screen_name: hub,
      get_retweeted: 3,
      count_retweet: 0,
      count_followers: null,
      degree: 3,
      pagerank: 0.4,
    },
  ],
  nodes_total: 2,
  tweets: [1, 2, 3].map((i) => ({
    tweet_user_screen_name: hub,
    tweet_date: Date.UTC(2024, 2, 1),
    tweet_text: `${hub} post ${i}`,
    tweet_score: 1,
  })),
  has_followers: false,
});

const CLUSTER = '/api/v1/analyze/cluster';
const at = { path: '/files/report/p-1/r-2', route: '/files/report/:projectId/:processId' };

describe('RunReportPage', () => {
  it('holds the project, file, counts, settings and each community with keywords, users and two posts', async () => {
    fakeApi({
      'POST /api/v1/process/get_project': {
        body: { ProcessResult: [run('r-2', 2)], project: project([run('r-2', 2)]) },
      },
      [`POST ${CLUSTER}/get_graph`]: { body: { data: GRAPH } },
      [`POST ${CLUSTER}/get_cluster_detail`]: (call) => {
        const id = (call.body as { cluster_id: number }).cluster_id;
        return { body: { data: id === 1 ? detail(1, 'ラーメン好き', 'alice') : detail(2, 'Baseball fans', 'bob') } };
      },
      [`POST ${CLUSTER}/get_interaction_matrix`]: {
        status: 409,
        body: { statusCode: 409, code: 'errors.result_format_not_upgraded', message: 'old', params: {} },
      },
      [`POST ${CLUSTER}/get_coordination`]: { body: { data: coordinationAnswer(1) } },
    });
    await renderScreen(<RunReportPage />, at);
    await waitFor(() => expect(screen.getByTestId('report-title')).toHaveTextContent('実行レポート: 春の投稿'));
    const report = screen.getByTestId('run-report');
    await waitFor(() => expect(report).toHaveAttribute('data-ready', 'true'));
    expect(report).toHaveTextContent('spring.csv');
    expect(report).toHaveTextContent('10 / 12');
    expect(report).toHaveTextContent('リツイート・メンション');
    expect(screen.getByTestId('report-graph')).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));

    const first = screen.getByTestId('report-community-1');
    await waitFor(() => expect(first).toHaveAttribute('data-loaded', 'true'));
    expect(first).toHaveTextContent('ラーメン好き');
    expect(first).toHaveTextContent('2 人');
    expect(first).toHaveTextContent('alice-word, other');
    expect(within(first).getAllByText(/alice post/)).toHaveLength(2);
    expect(screen.getByTestId('report-community-2')).toHaveTextContent('Baseball fans');
    // One run: nothing to compare; an older run: the matrix says why it is missing.
    expect(screen.getByTestId('report-comparison')).toHaveTextContent('比較できる完了済みの実行がほかにありません');
    expect(await screen.findByText(/古い形式で保存されており.*もう一度分析すると表示できます/)).toBeInTheDocument();
    // Coordinated accounts at the defaults, communities named as on the graph.
    const coordination = screen.getByTestId('report-coordination-section');
    expect(coordination).toHaveTextContent('協調行動のアカウント');
    await waitFor(() => expect(coordination).toHaveTextContent('協調グループ 1、アカウント 3、ほぼ同じ文面の組 0。'));
    expect(screen.getByTestId('report-coordination-group-1')).toHaveTextContent('ラーメン好き、Baseball fans');
  });

  it('is in English for an English user', async () => {
    fakeApi({
      'POST /api/v1/process/get_project': {
        body: { ProcessResult: [run('r-2', 2)], project: project([run('r-2', 2)]) },
      },
      [`POST ${CLUSTER}/get_graph`]: { body: { data: GRAPH } },
      [`POST ${CLUSTER}/get_cluster_detail`]: { body: { data: detail(1, 'ラーメン好き', 'alice') } },
      [`POST ${CLUSTER}/get_interaction_matrix`]: { status: 500, body: {} },
      [`POST ${CLUSTER}/get_coordination`]: { body: { data: coordinationAnswer(0) } },
    });
    await renderScreen(<RunReportPage />, { ...at, language: 'en' });
    await waitFor(() => expect(screen.getByTestId('report-title')).toHaveTextContent('Run report: 春の投稿'));
    await waitFor(() => expect(screen.getByTestId('run-report')).toHaveTextContent('Top keywords'));
    expect(screen.getByTestId('report-print')).toHaveTextContent('Print / save as PDF');
    expect(await screen.findByTestId('report-coordination-none')).toHaveTextContent(
      'No coordinated groups found at these settings.',
    );
  });
});
