import { describe, expect, it } from '@jest/globals';
import type { Project, Run, SeriesRun } from '@kizuna/http-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { seriesDocument } from '../../test/series-answer';
import { SeriesList } from './SeriesList';

// Only fetch is faked: the list, the dialog, its ordering and RTK Query are real.
const run = (process_id: string, k: number, status = 2): Run => ({
  process_id,
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
const project = (project_id: string, project_name: string, runs: Run[], user_name = 'hanako'): Project => ({
  project_id,
  project_name,
  user_name,
  user_email: `${user_name}@example.com`,
  status: 2,
  status_text: 'done',
  failure_code: '',
  filename: 'posts.csv',
  created_at: '2024-05-01T03:00:00.000Z',
  updated_at: '2024-05-01T03:00:00.000Z',
  rows_all: 10,
  rows_valid: 10,
  relations: ['retweet'],
  node_count: 0,
  edge_count: 0,
  ProcessResult: runs,
  my_role: 'owner',
  company_shared: false,
});
const PROJECTS = [
  project('p-may', 'May', [run('r-may', 4)]),
  // Shared with the user: its runs can be picked as well as their own.
  project('p-apr', 'April', [run('r-apr', 3), run('r-apr6', 6, 1)], 'taro'),
  project('p-mar', 'March', [run('r-mar', 3)]),
];
const POSTS: Record<string, number> = {
  'r-mar': Date.parse('2024-03-01T00:00:00Z'),
  'r-apr': Date.parse('2024-04-01T00:00:00Z'),
  'r-may': Date.parse('2024-05-01T00:00:00Z'),
};
const seriesRun = (process_id: string): SeriesRun => {
  const p = PROJECTS.find((x) => x.ProcessResult.some((r) => r.process_id === process_id))!;
  return {
    process_id,
    project_id: p.project_id,
    project_name: p.project_name,
    k: p.ProcessResult[0].total_cluster,
    users: 10,
    first_post: POSTS[process_id],
    last_post: POSTS[process_id] + 3_600_000,
    skipped_users: 0,
    communities: [],
  };
};
const sent = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);
const picked = () =>
  Array.from(screen.getByTestId('series-picked').querySelectorAll('[data-process-id]'), (e) =>
    e.getAttribute('data-process-id'),
  );

function fakeSeriesApi(saved = [seriesDocument()]) {
  return fakeApi({
    'POST /api/v1/series/list_series': (call) => {
      const { page, max_count } = call.body as { page: number; max_count: number };
      return { body: { data: { series: saved.slice(page * max_count, (page + 1) * max_count), total: saved.length } } };
    },
    'POST /api/v1/process/list_data': { body: { DataResult: PROJECTS, stats: { count_total: PROJECTS.length } } },
    'POST /api/v1/process/get_project': (call) => {
      const p = PROJECTS.find((x) => x.project_id === (call.body as { project_id: string }).project_id)!;
      return { body: { project: p, ProcessResult: p.ProcessResult, shares: [], company_code: '' } };
    },
    'POST /api/v1/analyze/cluster/get_series_flows': (call) => {
      const ids = (call.body as { process_ids: string[] }).process_ids;
      return {
        body: { data: { rule: { jaccard: 0.3, share: 0.2 }, runs: ids.map(seriesRun), steps: [], tracks: [] } },
      };
    },
    'POST /api/v1/series/save_series': (call) => {
      const body = call.body as { name: string; process_ids: string[] };
      // A run analysed again since it was picked: the dialog says so and stays.
      return body.name === 'Stale'
        ? { status: 409, body: { code: 'errors.run_not_done', message: 'not done' } }
        : { body: { data: seriesDocument({ series_id: 's-new', ...body }) } };
    },
    'POST /api/v1/series/rename_series': (call) => ({
      body: { data: seriesDocument({ name: (call.body as { name: string }).name }) },
    }),
    'POST /api/v1/series/delete_series': { body: { status: 'success' } },
  });
}

describe('CreateSeriesDialog (on /files)', () => {
  it('picks done runs of any viewable project, orders them by their posts, lets the user reorder, and saves', async () => {
    const api = fakeSeriesApi();
    await renderScreen(<SeriesList />, { path: '/files' });
    await userEvent.click(await screen.findByTestId('series-create'));
    const dialog = screen.getByTestId('series-create-dialog');
    // Only done runs are offered (April's k = 6 is still running).
    expect(await within(dialog).findByTestId('series-pick-r-apr')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('series-pick-r-apr6')).toBeNull();
    expect(within(dialog).getByText(/April/)).toHaveTextContent('April — taro');

    await userEvent.click(within(dialog).getByTestId('series-pick-r-may'));
    expect(within(dialog).getByTestId('series-create-save')).toBeDisabled();
    await userEvent.click(within(dialog).getByTestId('series-pick-r-mar'));
    await userEvent.click(within(dialog).getByTestId('series-pick-r-apr'));
    // Put in the time order of their posts once their dates are known.
    await waitFor(() => expect(picked()).toEqual(['r-mar', 'r-apr', 'r-may']));
    expect(within(dialog).getByTestId('series-picked-0')).toHaveTextContent('1. March（k = 3） (2024/03/01)');
    expect(sent(api.calls, '/api/v1/analyze/cluster/get_series_flows').at(-1)).toEqual({
      // Asked in a fixed order (by id), so reordering asks nothing again.
      process_ids: ['r-apr', 'r-mar', 'r-may'],
    });

    // The user's order stands until they ask for the posts' order again.
    await userEvent.click(within(dialog).getByTestId('series-down-0'));
    expect(picked()).toEqual(['r-apr', 'r-mar', 'r-may']);
    await userEvent.click(within(dialog).getByTestId('series-order-by-posts'));
    expect(picked()).toEqual(['r-mar', 'r-apr', 'r-may']);
    await userEvent.click(within(dialog).getByTestId('series-unpick-1'));
    expect(picked()).toEqual(['r-mar', 'r-may']);

    await userEvent.click(within(dialog).getByTestId('series-create-save'));
    expect(within(dialog).getByText('シリーズ名を入力してください')).toBeInTheDocument();
    expect(sent(api.calls, '/api/v1/series/save_series')).toEqual([]);
    await userEvent.type(within(dialog).getByTestId('series-name'), '春の比較');
    await userEvent.click(within(dialog).getByTestId('series-create-save'));
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/series/save_series')).toEqual([
        { name: '春の比較', process_ids: ['r-mar', 'r-may'] },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/series/s-new'));
  });

  it('says in the dialog why the server refused the series (English)', async () => {
    fakeSeriesApi();
    const { store } = await renderScreen(<SeriesList />, { path: '/files', language: 'en' });
    await userEvent.click(await screen.findByTestId('series-create'));
    await userEvent.click(await screen.findByTestId('series-pick-r-mar'));
    await userEvent.click(screen.getByTestId('series-pick-r-apr'));
    await userEvent.type(screen.getByTestId('series-name'), 'Stale');
    await userEvent.click(screen.getByTestId('series-create-save'));
    expect(await screen.findByTestId('series-save-error')).toHaveTextContent('This analysis has no result yet.');
    expect(screen.getByTestId('series-create-dialog')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/files');
    expect(store.getState().toasts).toEqual([]);
  });

  it('starts with the run the graph page asked for', async () => {
    const api = fakeSeriesApi([]);
    await renderScreen(<SeriesList />, { path: '/files?series_project=p-apr&series_run=r-apr' });
    const dialog = await screen.findByTestId('series-create-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('series-picked-0')).toHaveTextContent('1. April（k = 3）'));
    expect(within(dialog).getByTestId('series-pick-r-apr')).toBeChecked();
    expect(sent(api.calls, '/api/v1/process/get_project')).toEqual([{ project_id: 'p-apr' }]);
    expect(screen.getByText('保存したシリーズはありません')).toBeInTheDocument();
    // Saving renames communities in later uploads: the dialog says so before.
    expect(within(dialog).getByTestId('series-carry-note')).toHaveTextContent(
      '保存すると、続いているコミュニティには前のアップロードでの名前と色が付き',
    );
    // Cancelled, it goes back to the graph page it came from.
    await userEvent.click(within(dialog).getByTestId('series-create-cancel'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/files/graph/p-apr/r-apr'));
  });

  it('lists the saved series with open, rename and delete (English)', async () => {
    const api = fakeSeriesApi();
    const { store } = await renderScreen(<SeriesList />, { path: '/files', language: 'en' });
    const row = await screen.findByTestId('series-row-s-1');
    expect(row).toHaveTextContent('Spring');
    expect(row).toHaveTextContent('2024/05/01 12:00');
    expect(within(row).getByRole('link', { name: 'Spring' })).toHaveAttribute('href', '/series/s-1');

    await userEvent.click(within(row).getByRole('button', { name: 'Rename series' }));
    const input = screen.getByTestId('series-rename-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'Spring 2024{Enter}');
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/series/rename_series')).toEqual([{ series_id: 's-1', name: 'Spring 2024' }]),
    );
    await waitFor(() => expect(screen.queryByTestId('series-rename-dialog')).toBeNull());

    await userEvent.click(within(row).getByRole('button', { name: 'Delete series' }));
    expect(screen.getByTestId('series-delete-dialog')).toHaveTextContent('The runs themselves are not deleted.');
    await userEvent.click(screen.getByTestId('series-delete-confirm'));
    await waitFor(() => expect(sent(api.calls, '/api/v1/series/delete_series')).toEqual([{ series_id: 's-1' }]));
    await waitFor(() => expect(store.getState().toasts.at(-1)?.text).toBe('Spring has been deleted.'));
    // The list is asked again after each change.
    await waitFor(() => expect(sent(api.calls, '/api/v1/series/list_series').length).toBeGreaterThanOrEqual(3));
  });

  it('lists the saved series a page at a time', async () => {
    const many = Array.from({ length: 30 }, (_, i) => seriesDocument({ series_id: `s-${i}`, name: `S${i}` }));
    const api = fakeSeriesApi(many);
    await renderScreen(<SeriesList />, { path: '/files', language: 'en' });
    await screen.findByTestId('series-row-s-24');
    expect(screen.queryByTestId('series-row-s-25')).toBeNull();
    expect(sent(api.calls, '/api/v1/series/list_series')).toEqual([{ page: 0, max_count: 25 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByTestId('series-row-s-29');
    expect(sent(api.calls, '/api/v1/series/list_series').at(-1)).toEqual({ page: 1, max_count: 25 });
  });
});
