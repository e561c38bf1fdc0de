import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserListRow } from '../api/users-api';
import { fakeApi, type ApiCall } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { UsersPage } from './UsersPage';

// Only fetch is faked (fake-api): the page, its RTK Query calls, the admin check and the toasts are real.
const account = (id: string, email: string, extra: Partial<UserListRow> = {}): UserListRow => ({
  login_user_id: id,
  user_name: email.split('@')[0],
  user_email: email,
  supplier_code: '',
  created_at: '2026-01-05T01:00:00.000Z',
  lastlogin_at: '',
  role: 0,
  is_approved: true,
  is_deleted: false,
  restore_requested_at: '',
  label_editor: false,
  ...extra,
});

const LISTS: Record<string, UserListRow[]> = {
  applicants: [account('a-1', 'taro@example.com', { is_approved: false })],
  users: [account('u-1', 'me@example.com', { role: 1 }), account('u-2', 'jiro@example.com')],
  deleted: [account('d-1', 'gone@example.com', { is_deleted: true, restore_requested_at: '2026-02-01T00:00:00Z' })],
};

function fakeUsersServer(isAdmin = true, lists = LISTS) {
  const list = (call: ApiCall) => {
    const rows = lists[(call.body as { tab: string }).tab] ?? [];
    return { body: { UsersResult: rows, stats: { count_total: rows.length } } };
  };
  const state = (call: ApiCall) => ({ body: { status: 'success', state: (call.body as { state: boolean }).state } });
  return fakeApi({
    'POST /api/v1/auth/list_users': list,
    'GET /is_admin/': { body: { data: { is_admin: isAdmin } } },
    'POST /api/approve/': state,
    'POST /api/remove/': state,
    'POST /api/admin/': state,
    'POST /api/delete_request/': { body: { status: 'success' } },
    'POST /api/v1/auth/update_supplier_code': (call) => ({ body: { status: 'success', ...(call.body as object) } }),
    'POST /api/v1/auth/set_label_editor': state,
  });
}

const admin = { userid: 'u-1', is_admin: true };
const sent = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);
const lastToast = (store: { getState(): { toasts: { text: string }[] } }) => store.getState().toasts.at(-1)?.text;

describe('UsersPage', () => {
  it('sends a non-admin back to the start page without listing anyone', async () => {
    const api = fakeUsersServer();
    await renderScreen(<UsersPage />, { path: '/users', session: { is_admin: false } });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.calls).toHaveLength(0);
  });

  it('approves an applicant only after the server confirms the caller is an admin', async () => {
    const api = fakeUsersServer();
    const { store } = await renderScreen(<UsersPage />, { path: '/users', session: admin });
    const row = await screen.findByText('taro@example.com');
    await userEvent.click(within(row.closest('tr')!).getByRole('button', { name: '承認' }));
    await waitFor(() => expect(sent(api.calls, '/api/approve/')).toEqual([{ id: 'a-1', state: true }]));
    const order = api.calls.map((c) => c.path);
    expect(order.indexOf('/is_admin/')).toBeLessThan(order.indexOf('/api/approve/'));
    await waitFor(() => expect(lastToast(store)).toBe('アカウントを承認しました。'));
  });

  it('refuses the action with a message when the server says the caller is no longer an admin', async () => {
    const api = fakeUsersServer(false);
    const { store } = await renderScreen(<UsersPage />, { path: '/users', session: admin });
    await userEvent.click(await screen.findByTestId('approve-user'));
    await waitFor(() => expect(lastToast(store)).toBe('この操作を行う権限がありません。'));
    expect(sent(api.calls, '/api/approve/')).toEqual([]);
  });

  it('lets an admin make another account admin or delete it, never their own (English)', async () => {
    const api = fakeUsersServer();
    const { store } = await renderScreen(<UsersPage />, { path: '/users', session: admin, language: 'en' });
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    const mine = (await screen.findByText('me@example.com')).closest('tr')!;
    const other = screen.getByText('jiro@example.com').closest('tr')!;
    expect(within(mine).getByRole('checkbox', { name: 'Administrator' })).toBeDisabled();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(mine).getByTestId('admin-marker')).toBeInTheDocument();
    expect(within(other).queryByTestId('admin-marker')).toBeNull();

    await userEvent.click(within(other).getByRole('checkbox', { name: 'Administrator' }));
    await waitFor(() => expect(sent(api.calls, '/api/admin/')).toEqual([{ id: 'u-2', state: true }]));
    await waitFor(() => expect(lastToast(store)).toBe('The account is now an administrator.'));
    await userEvent.click(within(other).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent(api.calls, '/api/remove/')).toEqual([{ id: 'u-2', state: true }]));
  });

  it("grants and withdraws the label editor right, and lists a team's label editors (English)", async () => {
    const lists = {
      ...LISTS,
      users: [
        account('u-1', 'me@example.com', { role: 1 }),
        account('u-2', 'jiro@example.com', { supplier_code: 'A-1' }),
        account('u-3', 'hana@example.com', { supplier_code: 'A-1', label_editor: true }),
      ],
    };
    const api = fakeUsersServer(true, lists);
    const { store } = await renderScreen(<UsersPage />, { path: '/users', session: admin, language: 'en' });
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    const jiro = (await screen.findByText('jiro@example.com')).closest('tr')!;
    const hana = screen.getByText('hana@example.com').closest('tr')!;
    expect(within(hana).getByRole('checkbox', { name: "hana may change the team's labels" })).toBeChecked();
    await userEvent.click(within(jiro).getByRole('checkbox', { name: "jiro may change the team's labels" }));
    await waitFor(() => expect(sent(api.calls, '/api/v1/auth/set_label_editor')).toEqual([{ id: 'u-2', state: true }]));
    await waitFor(() => expect(lastToast(store)).toBe("The account may now change its team's labels."));
    await userEvent.click(within(hana).getByRole('checkbox', { name: "hana may change the team's labels" }));
    await waitFor(() => expect(sent(api.calls, '/api/v1/auth/set_label_editor')).toHaveLength(2));
    expect(sent(api.calls, '/api/v1/auth/set_label_editor')[1]).toEqual({ id: 'u-3', state: false });
    // The switch asks for the label editors only; the search names the team.
    await userEvent.click(screen.getByTestId('label-editors-only'));
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/auth/list_users').at(-1)).toMatchObject({ tab: 'users', label_editors: true }),
    );
  });

  it('restores a deleted account or declines its restore request', async () => {
    const api = fakeUsersServer();
    await renderScreen(<UsersPage />, { path: '/users', session: admin });
    await userEvent.click(screen.getByRole('tab', { name: '削除済みユーザー' }));
    const row = (await screen.findByText('gone@example.com')).closest('tr')!;
    expect(row).toHaveTextContent('2026/02/01 09:00');
    await userEvent.click(within(row).getByRole('button', { name: '依頼を却下' }));
    await waitFor(() => expect(sent(api.calls, '/api/delete_request/')).toEqual([{ id: 'd-1' }]));
    await userEvent.click(within(row).getByRole('button', { name: '復元' }));
    await waitFor(() => expect(sent(api.calls, '/api/remove/')).toEqual([{ id: 'd-1', state: false }]));
  });

  it('declines an application only once the admin confirms it, and cancelling sends nothing (ja)', async () => {
    const api = fakeUsersServer();
    const { store } = await renderScreen(<UsersPage />, { path: '/users', session: admin });
    const row = (await screen.findByText('taro@example.com')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: '却下' }));
    let dialog = screen.getByRole('dialog', { name: 'この申請を却下しますか？' });
    expect(dialog).toHaveTextContent('taro (taro@example.com)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.map((c) => c.path)).not.toContain('/is_admin/');

    await userEvent.click(within(row).getByRole('button', { name: '却下' }));
    dialog = screen.getByRole('dialog', { name: 'この申請を却下しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '却下' }));
    await waitFor(() => expect(sent(api.calls, '/api/remove/')).toEqual([{ id: 'a-1', state: true }]));
    const order = api.calls.map((c) => c.path);
    expect(order.indexOf('/is_admin/')).toBeLessThan(order.indexOf('/api/remove/'));
    await waitFor(() => expect(lastToast(store)).toBe('申請を却下しました。'));
    expect(sent(api.calls, '/api/approve/')).toEqual([]);
  });

  it('withdraws an approval after confirming, never for the admin themselves (en)', async () => {
    const api = fakeUsersServer();
    const { store } = await renderScreen(<UsersPage />, { path: '/users', session: admin, language: 'en' });
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    const mine = (await screen.findByText('me@example.com')).closest('tr')!;
    expect(within(mine).getByRole('button', { name: 'Withdraw approval' })).toBeDisabled();
    const other = screen.getByText('jiro@example.com').closest('tr')!;
    await userEvent.click(within(other).getByRole('button', { name: 'Withdraw approval' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw the approval of this account?' });
    expect(dialog).toHaveTextContent('signed out at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw approval' }));
    await waitFor(() => expect(sent(api.calls, '/api/approve/')).toEqual([{ id: 'u-2', state: false }]));
    await waitFor(() => expect(lastToast(store)).toBe('The approval was withdrawn.'));
    expect(sent(api.calls, '/api/remove/')).toEqual([]);
  });

  it('does not decline when the server says the caller is no longer an admin', async () => {
    const api = fakeUsersServer(false);
    const { store } = await renderScreen(<UsersPage />, { path: '/users', session: admin });
    await userEvent.click(await screen.findByTestId('decline-user'));
    await userEvent.click(screen.getByTestId('confirm-user-yes'));
    await waitFor(() => expect(lastToast(store)).toBe('この操作を行う権限がありません。'));
    expect(sent(api.calls, '/api/remove/')).toEqual([]);
  });

  it('edits the company code through its dialog, refusing one that is too long', async () => {
    const api = fakeUsersServer();
    await renderScreen(<UsersPage />, { path: '/users', session: admin, language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit company code' }));
    const dialog = screen.getByRole('dialog', { name: 'Company code of taro' });
    const input = within(dialog).getByRole('textbox', { name: 'Company code' });
    await userEvent.type(input, 'x'.repeat(51));
    expect(within(dialog).getByText('At most 50 characters.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, ' ACME-7 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/auth/update_supplier_code')).toEqual([{ id: 'a-1', supplier_code: 'ACME-7' }]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when a tab has no accounts', async () => {
    fakeUsersServer(true, {});
    await renderScreen(<UsersPage />, { path: '/users', session: admin });
    expect(await screen.findByText('アカウントはありません。')).toBeInTheDocument();
  });

  it("shows the server's refusal of an action in English, with no success message", async () => {
    const api = fakeApi({
      'POST /api/v1/auth/list_users': (call) => ({
        body: { UsersResult: LISTS[(call.body as { tab: string }).tab] ?? [], stats: { count_total: 2 } },
      }),
      'GET /is_admin/': { body: { data: { is_admin: true } } },
      'POST /api/admin/': { status: 409, body: { code: 'errors.last_admin', message: 'last admin' } },
    });
    const { store } = await renderScreen(<UsersPage />, { path: '/users', session: admin, language: 'en' });
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    const other = (await screen.findByText('jiro@example.com')).closest('tr')!;
    await userEvent.click(within(other).getByRole('checkbox', { name: 'Administrator' }));
    await waitFor(() => expect(lastToast(store)).toBe('Kizuna needs at least one active administrator.'));
    expect(store.getState().toasts.map((t) => t.severity)).toEqual(['error']);
    expect(sent(api.calls, '/api/admin/')).toEqual([{ id: 'u-2', state: true }]);
    expect(within(other).getByRole('checkbox', { name: 'Administrator' })).not.toBeChecked();
  });

  it('searches, sorts and pages the accounts of a tab on the server', async () => {
    const many = Array.from({ length: 30 }, (_, i) => account(`u-${i}`, `user${i}@example.com`));
    const api = fakeApi({
      'POST /api/v1/auth/list_users': (call) => {
        const q = call.body as { search: string; page: number; max_count: number };
        const found = many.filter((u) => u.user_email.includes(q.search));
        const rows = found.slice(q.page * q.max_count, (q.page + 1) * q.max_count);
        return { body: { UsersResult: rows, stats: { count_total: found.length } } };
      },
    });
    await renderScreen(<UsersPage />, { path: '/users', session: admin });
    await screen.findByText('user0@example.com');
    expect(screen.getByText('30 件中 1–25 件')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '次のページへ' }));
    expect(await screen.findByText('user29@example.com')).toBeInTheDocument();
    expect(sent(api.calls, '/api/v1/auth/list_users').at(-1)).toMatchObject({ tab: 'applicants', page: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'メールアドレス' }));
    await waitFor(() =>
      expect(sent(api.calls, '/api/v1/auth/list_users').at(-1)).toMatchObject({
        sort_key: 2,
        is_ascending: true,
        page: 0,
      }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: '検索' }), 'user17@');
    await waitFor(() => expect(screen.queryByText('user0@example.com')).toBeNull());
    expect(screen.getByText('user17@example.com')).toBeInTheDocument();
    expect(
      sent(api.calls, '/api/v1/auth/list_users')
        .map((b) => (b as { search: string }).search)
        .filter(Boolean),
    ).toEqual(['user17@']);
  });
});
