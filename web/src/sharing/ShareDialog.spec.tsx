import { describe, expect, it } from '@jest/globals';
import type { GetProjectAnswer, Project } from '@kizuna/http-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { FilesPage } from '../files/FilesPage';
import { ShareDialog } from './ShareDialog';

// Only fetch is faked (fake-api): the dialog, the list, RTK Query and its cache tags are real.
const project = (id: string, myRole: Project['my_role'], extra: Partial<Project> = {}): Project => ({
  project_id: id,
  project_name: `Project ${id}`,
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
  node_count: 5,
  edge_count: 4,
  ProcessResult: [
    {
      process_id: `${id}-r`,
      total_cluster: 3,
      status: 2,
      started: true,
      stage: '',
      percent: 100,
      failure_code: '',
      node_count: 5,
      edge_count: 4,
      queue_position: 0,
      skipped_posts: 0,
    },
  ],
  my_role: myRole,
  company_shared: false,
  ...extra,
});

const sent = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

function fakeSharing() {
  let state: GetProjectAnswer = {
    ProcessResult: [],
    project: project('p-1', 'owner'),
    shares: [
      {
        user_id: 'u-9',
        email: 'taro@example.com',
        name: 'taro',
        role: 'viewer',
        shared_at: '2026-04-01T03:00:00.000Z',
      },
    ],
    company_code: '',
  };
  const answer = () => ({ body: { status: 'success', shares: state.shares, company_code: state.company_code } });
  return fakeApi({
    'POST /api/v1/process/get_project': () => ({ body: state }),
    'POST /api/v1/process/share_candidates': (call) => ({
      body: {
        emails: ['colleague@example.com', 'colin@example.com'].filter((e) =>
          e.startsWith((call.body as { prefix: string }).prefix),
        ),
      },
    }),
    'POST /api/v1/process/share_project': (call) => {
      const { email, role } = call.body as { email: string; role: 'viewer' | 'editor' };
      if (email === 'nobody@example.com')
        return {
          status: 400,
          body: {
            statusCode: 400,
            code: 'errors.share_unknown_user',
            message: 'No approved user has this address.',
            params: { email },
          },
        };
      state = {
        ...state,
        shares: [...state.shares, { user_id: 'u-2', email, name: 'c', role, shared_at: '2026-04-02T00:00:00.000Z' }],
      };
      return answer();
    },
    'POST /api/v1/process/unshare_project': (call) => {
      state = { ...state, shares: state.shares.filter((s) => s.email !== (call.body as { email: string }).email) };
      return answer();
    },
    'POST /api/v1/process/share_company': (call) => {
      const on = (call.body as { on: boolean }).on;
      state = {
        ...state,
        company_code: on ? 'K-7' : '',
        project: { ...state.project, company_shared: on },
      };
      return answer();
    },
  });
}

describe('ShareDialog', () => {
  it('shares with an address the autocomplete offers, as editor, lists and removes shares, and flips the company switch', async () => {
    const api = fakeSharing();
    const { store } = await renderScreen(
      <ShareDialog projectId="p-1" projectName="春の投稿" open onClose={() => undefined} />,
    );
    const dialog = await screen.findByTestId('share-dialog');
    expect(dialog).toHaveTextContent('「春の投稿」を共有');
    expect(await within(dialog).findByTestId('share-taro@example.com')).toHaveTextContent('閲覧者');

    await userEvent.type(within(dialog).getByRole('combobox', { name: 'メールアドレス' }), 'coll');
    await userEvent.click(await screen.findByRole('option', { name: 'colleague@example.com' }));
    await waitFor(() => expect(sent(api.calls, '/api/v1/process/share_candidates')).toContainEqual({ prefix: 'coll' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: '権限' }));
    await userEvent.click(await screen.findByRole('option', { name: '編集者' }));
    await userEvent.click(within(dialog).getByTestId('share-add'));
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/process/share_project')).toEqual([
        { project_id: 'p-1', email: 'colleague@example.com', role: 'editor' },
      ]),
    );
    await waitFor(() => expect(store.getState().toasts.at(-1)?.text).toBe('colleague@example.com と共有しました。'));
    // The project is read again (its cache tag was invalidated), so the new share is listed.
    expect(await within(dialog).findByTestId('share-colleague@example.com')).toHaveTextContent('編集者');

    await userEvent.click(within(dialog).getByRole('button', { name: 'taro@example.com との共有を解除' }));
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/process/unshare_project')).toEqual([
        { project_id: 'p-1', email: 'taro@example.com' },
      ]),
    );
    await waitFor(() => expect(within(dialog).queryByTestId('share-taro@example.com')).toBeNull());

    await userEvent.click(within(dialog).getByTestId('share-company'));
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/process/share_company')).toEqual([{ project_id: 'p-1', on: true }]),
    );
    expect(await within(dialog).findByText('会社コード K-7 の全員と共有中(閲覧者として)')).toBeTruthy();
  });

  it('says in English why an address cannot be shared with, and keeps the shares as they were', async () => {
    const api = fakeSharing();
    const { store } = await renderScreen(
      <ShareDialog projectId="p-1" projectName="Spring" open onClose={() => undefined} />,
      { language: 'en' },
    );
    const dialog = await screen.findByTestId('share-dialog');
    await within(dialog).findByTestId('share-taro@example.com');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Email address' }), 'nobody@example.com');
    await userEvent.click(within(dialog).getByTestId('share-add'));
    await waitFor(() =>
      expect(store.getState().toasts.at(-1)?.text).toBe('No approved user has the address nobody@example.com.'),
    );
    expect(sent(api.calls, '/api/v1/process/share_project')).toHaveLength(1);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('/files with shared projects', () => {
  it("marks a colleague's project 'shared by', offers a viewer and an editor no delete or share, and filters by scope", async () => {
    const rows = [
      project('p-own', 'owner'),
      project('p-view', 'viewer', { user_name: 'taro' }),
      project('p-edit', 'editor', { user_name: 'jiro' }),
    ];
    const api = fakeApi({
      'POST /api/v1/process/list_data': { body: { DataResult: rows, stats: { count_total: rows.length } } },
    });
    await renderScreen(<FilesPage />, { path: '/files' });
    await screen.findByTestId('project-row-p-view');
    expect(screen.getByTestId('shared-by-p-view')).toHaveTextContent('taroさんが共有 · 閲覧者');
    expect(screen.getByTestId('shared-by-p-edit')).toHaveTextContent('jiroさんが共有 · 編集者');
    expect(screen.queryByTestId('shared-by-p-own')).toBeNull();
    expect(screen.getByTestId('share-p-own')).toBeTruthy();
    expect(screen.getByTestId('delete-p-own')).toBeTruthy();
    for (const id of ['p-view', 'p-edit']) {
      expect(screen.queryByTestId(`share-${id}`)).toBeNull();
      expect(screen.queryByTestId(`delete-${id}`)).toBeNull();
      // Reading stays open: the graph and the report.
      expect(within(screen.getByTestId(`project-row-${id}`)).getByRole('link', { name: '結果一覧' })).toHaveAttribute(
        'href',
        `/files/graph/${id}/${id}-r`,
      );
    }
    expect(sent(api.calls, '/api/v1/process/list_data')[0]).toMatchObject({ scope: 'all', login_user_id: '' });
    await userEvent.click(screen.getByTestId('files-scope-shared'));
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/process/list_data').at(-1)).toMatchObject({ scope: 'shared', page: 0 }),
    );
  });
});
