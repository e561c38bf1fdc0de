import { describe, expect, it } from '@jest/globals';
import type { BridgesAnswer, InteractionMatrix, Project, Run, RunComparison } from '@kizuna/http-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall, type Reply } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { RelationsPage } from './RelationsPage';

// Only fetch is faked: the page, its tabs, tables, paging and RTK Query are real.
const run = (id: string, k: number, status = 2): Run => ({
  process_id: id,
  total_cluster: k,
  status,
  started: true,
  stage: '',
  percent: 0,
  failure_code: '',
  node_count: 0,
  edge_count: 0,
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
  filename: 'posts.csv',
  created_at: '2026-04-01T03:00:00.000Z',
  updated_at: '2026-04-01T03:00:00.000Z',
  rows_all: 10,
  rows_valid: 10,
  relations: ['retweet'],
  node_count: 0,
  edge_count: 0,
  ProcessResult: runs,
  my_role: 'owner',
  company_shared: false,
});
const c = (cluster_id: number, name: string, color: string, size: number) => ({ cluster_id, name, color, size });
const K2 = [c(1, 'Ramen', '#ff0000', 5), c(2, 'Baseball', '#00aa00', 2)];
const K3 = [c(1, 'Soup', '#0000ff', 3), c(2, 'Game', '#00aaaa', 2), c(3, 'Noodles', '#aa00aa', 2)];
const COMPARISON: RunComparison = {
  first: { process_id: 'r-2', k: 2, communities: K2 },
  second: { process_id: 'r-3', k: 3, communities: K3 },
  users: [
    [3, 0, 2],
    [0, 2, 0],
  ],
  only_first: 0,
  only_second: 0,
};
const MATRIX: InteractionMatrix = {
  k: 2,
  communities: K2,
  retweets: [
    [6, 2],
    [0, 0],
  ],
  replies: [
    [0, 0],
    [0, 0],
  ],
  mentions: [
    [0, 0],
    [0, 0],
  ],
  total: [
    [6, 2],
    [0, 0],
  ],
  inside_share: [0.75, null],
  window: null,
};
const BRIDGES: BridgesAnswer['data'] = {
  communities: [
    {
      ...K2[0],
      bridges: [{ node_id: 'dave', label: 'Dave', volume: 6, outside_share: 0.5, score: 3, reaches: [[2, 0.5]] }],
    },
    { ...K2[1], bridges: [] },
  ],
};
const member = (id: string) => ({
  node_id: id,
  tweet_user_screen_name: id,
  get_retweeted: 0,
  count_retweet: 0,
  count_followers: null,
  degree: 2,
  pagerank: 0.1,
  cluster_id: 1,
});

const CLUSTER = '/api/v1/analyze/cluster';
function fakeRelations(runs: Run[], extra: Record<string, Reply | ((call: ApiCall) => Reply)> = {}) {
  return fakeApi({
    'POST /api/v1/process/get_project': { body: { ProcessResult: runs, project: project(runs) } },
    [`POST ${CLUSTER}/get_run_comparison`]: { body: { data: COMPARISON } },
    [`POST ${CLUSTER}/get_comparison_members`]: (call) => {
      const page = (call.body as { page: number }).page;
      return { body: { data: { nodes: page === 0 ? [member('alice')] : [member('ramenfan9')], total: 30 } } };
    },
    [`POST ${CLUSTER}/get_interaction_matrix`]: { body: { data: MATRIX } },
    [`POST ${CLUSTER}/get_bridges`]: { body: { data: BRIDGES } },
    ...extra,
  });
}
const sent = (calls: ApiCall[], path: string) =>
  calls.filter((x) => x.path === `${CLUSTER}/${path}`).map((x) => x.body);
const at = { path: '/files/relations/p-1/r-2', route: '/files/relations/:projectId/:processId' };

describe('RelationsPage', () => {
  it('compares the run with another k: bands in names, a band lists its users, paged', async () => {
    const { calls } = fakeRelations([run('r-2', 2), run('r-3', 3)]);
    await renderScreen(<RelationsPage />, { ...at, language: 'en' });
    const band = await screen.findByTestId('band-1-1');
    expect(band).toHaveTextContent('Ramen');
    expect(band).toHaveTextContent('Soup');
    expect(band).toHaveTextContent('3');
    expect(screen.getByTestId('band-1-3')).toHaveTextContent('Noodles');
    expect(screen.queryByTestId('band-1-2')).toBeNull();
    expect(sent(calls, 'get_run_comparison')).toEqual([{ process_id: 'r-2', other_process_id: 'r-3' }]);

    await userEvent.click(screen.getByTestId('band-1-3'));
    const members = await screen.findByTestId('band-members');
    expect(members).toHaveTextContent('Ramen → Noodles: 2 users');
    expect(await within(members).findByTestId('band-user-alice')).toBeInTheDocument();
    expect(sent(calls, 'get_comparison_members')[0]).toMatchObject({
      process_id: 'r-2',
      other_process_id: 'r-3',
      cluster_id: 1,
      other_cluster_id: 3,
      page: 0,
    });
    await userEvent.click(within(members).getByRole('button', { name: /next page/i }));
    expect(await within(members).findByTestId('band-user-ramenfan9')).toBeInTheDocument();
  });

  it('says so when the project has no other finished run', async () => {
    fakeRelations([run('r-2', 2), run('r-3', 3, 1)]);
    await renderScreen(<RelationsPage />, at);
    expect(await screen.findByTestId('comparison-none')).toHaveTextContent('比較できる完了済みの実行');
  });

  it('shows who amplifies whom with row shares and closedness', async () => {
    fakeRelations([run('r-2', 2)]);
    await renderScreen(<RelationsPage />, { ...at, path: `${at.path}?tab=matrix`, language: 'en' });
    const row = await screen.findByTestId('matrix-row-1');
    expect(row).toHaveTextContent('Ramen');
    expect(row).toHaveTextContent('6(75.0%)');
    expect(row).toHaveTextContent('2(25.0%)');
    expect(screen.getByTestId('closedness-1')).toHaveTextContent('75.0%');
    expect(screen.getByTestId('closedness-2')).toHaveTextContent('–');
  });

  it('follows the graph’s time window when its panels did, and counts the whole run when told not to', async () => {
    const { calls } = fakeRelations([run('r-2', 2)], {
      [`POST ${CLUSTER}/get_interaction_matrix`]: (call) => {
        const { date_start, date_end } = call.body as { date_start: number; date_end: number };
        const window = date_start === 0 && date_end === 0 ? null : { start: date_start, end: date_end };
        return { body: { data: { ...MATRIX, window } } };
      },
    });
    // 2024-03-01 10:00 to 11:00 in Tokyo.
    const from = Date.UTC(2024, 2, 1, 1);
    const to = Date.UTC(2024, 2, 1, 2);
    await renderScreen(<RelationsPage />, {
      ...at,
      path: `${at.path}?tab=matrix&from=${from}&to=${to}&follow=1`,
      language: 'en',
    });
    expect(await screen.findByTestId('matrix-period')).toHaveTextContent('2024/03/01 10:00');
    expect(screen.getByTestId('matrix-period')).toHaveTextContent('2024/03/01 11:00');
    expect(sent(calls, 'get_interaction_matrix')).toEqual([{ process_id: 'r-2', date_start: from, date_end: to }]);
    expect(screen.getByTestId('back-to-graph')).toHaveAttribute(
      'href',
      `/files/graph/p-1/r-2?from=${from}&to=${to}&follow=1`,
    );
    await userEvent.click(within(screen.getByTestId('matrix-follow')).getByRole('switch'));
    await waitFor(() => expect(screen.getByTestId('matrix-period')).toHaveTextContent('Period: the whole run.'));
    expect(sent(calls, 'get_interaction_matrix').at(-1)).toEqual({ process_id: 'r-2', date_start: 0, date_end: 0 });
  });

  it('explains in Japanese that a run of an older format must be analysed again', async () => {
    fakeRelations([run('r-2', 2)], {
      [`POST ${CLUSTER}/get_interaction_matrix`]: {
        status: 409,
        body: { statusCode: 409, code: 'errors.result_format_not_upgraded', message: 'old', params: {} },
      },
    });
    await renderScreen(<RelationsPage />, { ...at, path: `${at.path}?tab=matrix` });
    expect(await screen.findByText(/古い形式で保存されており.*もう一度分析すると表示できます/)).toBeInTheDocument();
  });

  it('lists bridges per community with the communities they reach, and says when there are none', async () => {
    fakeRelations([run('r-2', 2)]);
    await renderScreen(<RelationsPage />, { ...at, language: 'en' });
    await userEvent.click(await screen.findByTestId('tab-bridges'));
    const dave = await screen.findByTestId('bridge-dave');
    expect(dave).toHaveTextContent('Dave');
    expect(dave).toHaveTextContent('50%');
    expect(dave).toHaveTextContent('Baseball 50%');
    expect(screen.getByTestId('bridges-2')).toHaveTextContent('No member interacts with other communities.');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?tab=bridges'));
  });
});
