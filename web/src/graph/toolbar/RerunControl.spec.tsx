import { describe, expect, it } from '@jest/globals';
import type { GetProjectAnswer, Run } from '@kizuna/http-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectsApi } from '../../api/projects-api';
import { fakeApi, type ApiCall } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { RerunControl } from './RerunControl';

// Only fetch is faked: the control, the project query it polls and RTK Query are real.
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
const PROJECT: GetProjectAnswer['project'] = {
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
  ProcessResult: [],
  my_role: 'owner',
  company_shared: false,
};
const FIRST_RUNS = [run('r-1', 1, 2), run('r-3', 3, 2)];

/** As the graph page gives it: the project's runs, from the query the control polls. */
function Harness() {
  const { data } = projectsApi.useGetProjectQuery({ project_id: 'p-1' });
  return <RerunControl projectId="p-1" runs={data?.ProcessResult ?? []} />;
}

/** A server where the added run is processing at the first read after it was added, and done at the next. */
function fakeProjects(addRun: (call: ApiCall) => { status?: number; body?: unknown }) {
  let readsAfterAdd = -1;
  const api = fakeApi({
    'POST /api/v1/process/get_project': () => {
      if (readsAfterAdd < 0) return { body: { ProcessResult: FIRST_RUNS, project: PROJECT } };
      readsAfterAdd += 1;
      const added = readsAfterAdd === 1 ? run('r-4', 4, 1, { percent: 40 }) : run('r-4', 4, 2, { percent: 100 });
      return { body: { ProcessResult: [...FIRST_RUNS, added], project: PROJECT } };
    },
    'POST /api/v1/process/add_run': (call) => {
      const reply = addRun(call);
      if (!reply.status) readsAfterAdd = 0;
      return reply;
    },
  });
  return api;
}
const added = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/v1/process/add_run').map((c) => c.body);

describe('RerunControl', () => {
  it('offers the k values without a run, adds the chosen one, shows its progress and opens its graph', async () => {
    const api = fakeProjects(() => ({ body: { status: 'success', process_id: 'r-4', ProcessResult: [] } }));
    await renderScreen(<Harness />, { path: '/files/graph/p-1/r-3' });
    const k = await screen.findByRole('combobox', { name: '別のk' });
    await waitFor(() => expect(k).toHaveTextContent('2'));
    await userEvent.click(k);
    const list = screen.getByRole('listbox');
    expect(within(list).getByRole('option', { name: '3（実行済み）' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(list).getByRole('option', { name: '4' }));
    await userEvent.click(screen.getByRole('button', { name: 'このkで分析' }));

    expect(added(api.calls)).toEqual([{ project_id: 'p-1', k: 4 }]);
    expect(await screen.findByText('分析中… 40%')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/files/graph/p-1/r-4'), {
      timeout: 5000,
    });
  });

  it('shows why the server refused the run, in English', async () => {
    fakeProjects(() => ({ status: 409, body: { code: 'errors.run_exists', params: { k: '2' }, message: 'exists' } }));
    await renderScreen(<Harness />, { path: '/files/graph/p-1/r-3', language: 'en' });
    const start = await screen.findByRole('button', { name: 'Run with this k' });
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    expect(await screen.findByTestId('rerun-error')).toHaveTextContent(
      'This project already has a run with 2 communities; choose it in the run menu.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/files/graph/p-1/r-3');
  });
});
