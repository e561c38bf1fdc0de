import { describe, expect, it } from '@jest/globals';
import type { Project, Run } from '@kizuna/http-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { FilesPage } from './FilesPage';

// Only fetch is faked (fake-api): the list, its actions, the delete dialog and RTK Query are real.
const run = (id: string, k: number, status: number, extra: Partial<Run> = {}): Run => ({
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
  ...extra,
});
const project = (id: string, name: string, status: number, runs: Run[], extra: Partial<Project> = {}): Project => ({
  project_id: id,
  project_name: name,
  user_name: 'hanako',
  user_email: 'hanako@example.com',
  status,
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
  ...extra,
});

// The saved series listed under the projects (the series' own tests are in web/src/series).
const NO_SERIES = { 'POST /api/v1/series/list_series': { body: { data: { series: [], total: 0 } } } };

const DONE = project('p-done', '春の投稿', 2, [run('r-3', 3, 2), run('r-6', 6, 2)]);
const FAILED = project('p-failed', '夏の投稿', -1, [run('r-x', 3, -1, { failure_code: 'kw1002' })], {
  failure_code: 'kw1002',
});

/** The series a removal would change: the user's two (one left with a single run), and another user's. */
const RUN_SERIES = {
  'POST /api/v1/series/list_run_series': {
    body: {
      data: {
        series: [
          { series_id: 's-1', name: 'Spring', creator_name: 'a', runs: 3, runs_left: 2 },
          { series_id: 's-2', name: 'Pair', creator_name: 'a', runs: 2, runs_left: 1 },
        ],
        others: 1,
      },
    },
  },
};

function fakeProjects(projects: Project[] = [DONE, FAILED]) {
  return fakeApi({
    ...NO_SERIES,
    ...RUN_SERIES,
    'POST /api/v1/process/list_data': { body: { DataResult: projects, stats: { count_total: projects.length } } },
    'POST /api/v1/process/delete_csv': { body: { status: 'success' } },
  });
}
const sent = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

describe('FilesPage', () => {
  it('lists the projects with their status, k, Tokyo time and the actions their state allows', async () => {
    fakeProjects();
    await renderScreen(<FilesPage />, { path: '/files' });
    const done = await screen.findByTestId('project-row-p-done');
    expect(done).toHaveTextContent('完了');
    expect(done).toHaveTextContent('k = 3 · 完了');
    expect(done).toHaveTextContent('k = 6 · 完了');
    expect(done).toHaveTextContent('2件中2件完了');
    expect(done).toHaveTextContent('2026/04/01 12:00');
    expect(within(done).getByRole('link', { name: '結果一覧' })).toHaveAttribute('href', '/files/graph/p-done/r-3');
    expect(within(done).getByRole('link', { name: '詳細' })).toHaveAttribute('href', '/files/review/p-done');
    expect(within(done).getByRole('link', { name: '実行レポート' })).toHaveAttribute(
      'href',
      '/files/report/p-done/r-3',
    );

    const failed = screen.getByTestId('project-row-p-failed');
    expect(failed).toHaveTextContent('キーワード抽出に失敗しました');
    expect(within(failed).getByRole('link', { name: '結果一覧' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(failed).getByRole('link', { name: '実行レポート' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('does not offer delete while a project is running, and says the queue position while it waits', async () => {
    const running = project('p-run', 'Running', 1, [run('r-1', 3, 1, { percent: 40 })]);
    const waiting = project('p-wait', 'Waiting', 0, [run('r-2', 3, 0, { queue_position: 2 })]);
    fakeProjects([running, waiting]);
    await renderScreen(<FilesPage />, { path: '/files', language: 'en' });
    expect(await screen.findByTestId('status-p-run')).toHaveTextContent('40%');
    expect(screen.getByTestId('status-p-wait')).toHaveTextContent('(#2 in queue)');
    expect(screen.getByTestId('delete-p-run')).toBeDisabled();
    expect(screen.getByTestId('delete-p-wait')).toBeDisabled();
  });

  it('deletes a project only after the dialog is confirmed', async () => {
    const api = fakeProjects();
    const { store } = await renderScreen(<FilesPage />, { path: '/files', language: 'en' });
    await userEvent.click(await screen.findByTestId('delete-p-done'));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure?');
    // Named by name, upload time and owner: two uploads of one name are told apart.
    expect(dialog).toHaveTextContent('春の投稿, uploaded 2026/04/01 12:00 by hanako');
    // The series its runs are in, and which of them will compare nothing.
    const items = await within(dialog).findAllByTestId('removal-series-item');
    expect(items.map((i) => i.textContent)).toEqual([
      'Spring: 2 uploads stay in it.',
      'Pair: fewer than two uploads will be left, so it will compare nothing. It stays in your list, saying so, until you delete it.',
    ]);
    expect(within(dialog).getByTestId('removal-series-others')).toHaveTextContent("other users' series (1)");
    expect(sent(api.calls, '/api/v1/series/list_run_series')).toEqual([{ process_ids: ['r-3', 'r-6'] }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api.calls, '/api/v1/process/delete_csv')).toEqual([]);

    await userEvent.click(screen.getByTestId('delete-p-done'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent(api.calls, '/api/v1/process/delete_csv')).toEqual([{ project_id: 'p-done' }]));
    await waitFor(() => expect(store.getState().toasts.at(-1)?.text).toBe('春の投稿 has been deleted.'));
    // The list is asked again after the delete (its cache tag was invalidated).
    await waitFor(() => expect(sent(api.calls, '/api/v1/process/list_data').length).toBeGreaterThan(1));
  });

  it('says so when there is no data', async () => {
    fakeProjects([]);
    await renderScreen(<FilesPage />, { path: '/files' });
    expect(await screen.findByText('データがありません')).toBeInTheDocument();
  });

  it('says in Japanese why the server refused a delete, and keeps the project listed', async () => {
    const api = fakeApi({
      ...NO_SERIES,
      'POST /api/v1/process/list_data': { body: { DataResult: [DONE], stats: { count_total: 1 } } },
      'POST /api/v1/process/delete_csv': { status: 409, body: { code: 'errors.project_busy', message: 'busy' } },
    });
    const { store } = await renderScreen(<FilesPage />, { path: '/files' });
    await userEvent.click(await screen.findByTestId('delete-p-done'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'はい、削除します' }));
    await waitFor(() =>
      expect(store.getState().toasts.at(-1)?.text).toBe('分析の待機中または処理中のプロジェクトは削除できません。'),
    );
    expect(store.getState().toasts.map((t) => t.severity)).not.toContain('success');
    expect(sent(api.calls, '/api/v1/process/delete_csv')).toEqual([{ project_id: 'p-done' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('project-row-p-done')).toBeInTheDocument();
  });

  it('searches, sorts and pages the projects on the server (English)', async () => {
    const many = Array.from({ length: 30 }, (_, i) => project(`p-${i}`, `Data ${i}`, 2, [run(`r-${i}`, 3, 2)]));
    const api = fakeApi({
      ...NO_SERIES,
      'POST /api/v1/process/list_data': (call) => {
        const q = call.body as { search: string; page: number; max_count: number };
        const found = many.filter((p) => p.project_name.includes(q.search));
        const rows = found.slice(q.page * q.max_count, (q.page + 1) * q.max_count);
        return { body: { DataResult: rows, stats: { count_total: found.length } } };
      },
    });
    await renderScreen(<FilesPage />, { path: '/files', language: 'en' });
    await screen.findByTestId('project-row-p-0');
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByTestId('project-row-p-29')).toBeInTheDocument();
    expect(sent(api.calls, '/api/v1/process/list_data').at(-1)).toMatchObject({ page: 1, max_count: 25 });

    await userEvent.click(screen.getByRole('button', { name: 'Project name' }));
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/process/list_data').at(-1)).toMatchObject({
        sort_key: 1,
        is_ascending: true,
        page: 0,
      }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'Data 7');
    await waitFor(() => expect(screen.queryByTestId('project-row-p-0')).toBeNull());
    expect(screen.getByTestId('project-row-p-7')).toBeInTheDocument();
    expect(
      sent(api.calls, '/api/v1/process/list_data')
        .map((b) => (b as { search: string }).search)
        .filter(Boolean),
    ).toEqual(['Data 7']);
  });

  it("shows an admin where a done run's time went, and nobody else (English)", async () => {
    const ms = (s: number) => s * 1000;
    const timed = project('p-timed', 'Timed', 2, [
      run('r-3', 3, 2, {
        stage_times: {
          validate_ms: ms(1.2),
          tokenize_ms: ms(30),
          network_ms: ms(2.5),
          communities_ms: ms(4),
          keywords_ms: ms(6.25),
          layout_ms: ms(1),
          write_ms: ms(0.4),
        },
      }),
      run('r-6', 6, 1),
    ]);
    fakeProjects([timed]);
    const { unmount } = await renderScreen(<FilesPage />, { path: '/files', session: { is_admin: false } });
    await screen.findByTestId('project-row-p-timed');
    expect(screen.queryByRole('button', { name: 'Where the time went' })).toBeNull();
    unmount();

    await renderScreen(<FilesPage />, { path: '/files', session: { is_admin: true }, language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Where the time went' }));
    const table = screen.getByTestId('stage-times-table-p-timed');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent));
    expect(rows).toEqual([
      ['k', 'Validate', 'Tokenize', 'Network', 'Communities', 'Keywords', 'Layout', 'Write'],
      ['3', '1.2 s', '30.0 s', '2.5 s', '4.0 s', '6.3 s', '1.0 s', '0.4 s'],
    ]);
    expect(
      screen.getByText('Validating and tokenizing are done once for all runs of the project.'),
    ).toBeInTheDocument();
  });

  it('opens the done run of a project whose other run failed, and retries or removes the failed one (English)', async () => {
    const mixed = project('p-mixed', 'Mixed', -1, [
      run('r-2', 2, 2),
      run('r-12', 12, -1, { failure_code: 'none', failure_reason: 'too_few_users', failure_message: 'x' }),
    ]);
    const api = fakeApi({
      ...NO_SERIES,
      'POST /api/v1/series/list_run_series': { body: { data: { series: [], others: 0 } } },
      'POST /api/v1/process/list_data': { body: { DataResult: [mixed], stats: { count_total: 1 } } },
      'POST /api/v1/process/retry_run': { body: { status: 'success', ProcessResult: [] } },
      'POST /api/v1/process/delete_run': { body: { status: 'success', ProcessResult: [] } },
    });
    const { store } = await renderScreen(<FilesPage />, { path: '/files', language: 'en' });
    const row = await screen.findByTestId('project-row-p-mixed');
    expect(screen.getByTestId('runs-summary-p-mixed')).toHaveTextContent('1 of 2 done, 1 failed');
    expect(within(row).getByRole('link', { name: 'Result list' })).toHaveAttribute('href', '/files/graph/p-mixed/r-2');
    expect(screen.getByTestId('run-failure-r-12')).toHaveTextContent('There are fewer users than the communities');
    expect(screen.getByTestId('delete-p-mixed')).toBeEnabled();

    await userEvent.click(screen.getByTestId('run-retry-r-12'));
    await waitFor(() => expect(sent(api.calls, '/api/v1/process/retry_run')).toEqual([{ process_id: 'r-12' }]));
    await waitFor(() =>
      expect(store.getState().toasts.at(-1)?.text).toBe('The run with k = 12 has been started again.'),
    );

    await userEvent.click(screen.getByTestId('run-remove-r-12'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove run' }));
    await waitFor(() => expect(sent(api.calls, '/api/v1/process/delete_run')).toEqual([{ process_id: 'r-12' }]));
    await waitFor(() => expect(store.getState().toasts.at(-1)?.text).toBe('The run with k = 12 has been removed.'));
  });

  it('starts a project registered but never started, and offers to delete it', async () => {
    const unstarted = project('p-new', '秋の投稿', 0, [
      run('r-a', 3, 0, { started: false }),
      run('r-b', 6, 0, { started: false }),
    ]);
    const api = fakeApi({
      ...NO_SERIES,
      'POST /api/v1/process/list_data': { body: { DataResult: [unstarted], stats: { count_total: 1 } } },
      'POST /api/v1/process/analyze_start': { body: { status: 'success' } },
    });
    await renderScreen(<FilesPage />, { path: '/files' });
    await screen.findByTestId('project-row-p-new');
    expect(screen.getByTestId('runs-summary-p-new')).toHaveTextContent('登録済み・未開始');
    expect(screen.getByTestId('delete-p-new')).toBeEnabled();
    await userEvent.click(screen.getByTestId('start-p-new'));
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/process/analyze_start')).toEqual([{ list_process_id: 'r-a,r-b' }]),
    );
  });
});
