import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserListRow } from '../api/users-api';
import { fakeApi, type ApiCall } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { UsersPage } from './UsersPage';

// Only fetch is faked (fake-api): the page, the dialog, RTK Query, the admin check and the toasts are real.
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
  users: [account('u-1', 'me@example.com', { role: 1 }), account('u-2', 'jiro@example.com')],
  deleted: [account('d-1', 'gone@example.com', { is_deleted: true })],
};
const APPROVED = ['colleague@example.com', 'colin@example.com', 'jiro@example.com'];
/** Projects each account owns, as the server would count them. */
const OWNED: Record<string, number> = { 'd-1': 3, 'u-2': 0 };

function fakeServer() {
  return fakeApi({
    'POST /api/v1/auth/list_users': (call) => {
      const rows = LISTS[(call.body as { tab: string }).tab] ?? [];
      return { body: { UsersResult: rows, stats: { count_total: rows.length } } };
    },
    'GET /is_admin/': { body: { data: { is_admin: true } } },
    'POST /api/v1/process/share_candidates': (call) => ({
      body: { emails: APPROVED.filter((e) => e.startsWith((call.body as { prefix: string }).prefix)) },
    }),
    'POST /api/v1/process/transfer_projects': (call) => {
      const { from_user_id, to_email } = call.body as { from_user_id: string; to_email: string };
      const to = LISTS.users.find((u) => u.user_email === to_email);
      if (!APPROVED.includes(to_email))
        return {
          status: 400,
          body: { code: 'errors.share_unknown_user', message: 'No approved user', params: { email: to_email } },
        };
      if (to?.login_user_id === from_user_id)
        return { status: 400, body: { code: 'errors.share_self', message: 'Already theirs' } };
      return { body: { status: 'success', count: OWNED[from_user_id] ?? 0 } };
    },
  });
}

const admin = { userid: 'u-1', is_admin: true };
const sent = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);
const toasts = (store: { getState(): { toasts: { text: string; severity: string }[] } }) =>
  store.getState().toasts.map((t) => `${t.severity}: ${t.text}`);

describe('handing over the projects of an account', () => {
  it('offers it on approved and deleted accounts, never on the admin’s own row', async () => {
    fakeServer();
    await renderScreen(<UsersPage />, { path: '/users', session: admin, language: 'en' });
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    const mine = (await screen.findByText('me@example.com')).closest('tr')!;
    const other = screen.getByText('jiro@example.com').closest('tr')!;
    expect(within(mine).getByRole('button', { name: 'Hand over projects' })).toBeDisabled();
    expect(within(other).getByRole('button', { name: 'Hand over projects' })).toBeEnabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Deleted users' }));
    const gone = (await screen.findByText('gone@example.com')).closest('tr')!;
    expect(within(gone).getByRole('button', { name: 'Hand over projects' })).toBeEnabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Applicants' }));
    await screen.findByText('No accounts.');
    expect(screen.queryByRole('button', { name: 'Hand over projects' })).toBeNull();
  });

  it('in Japanese: suggests approved addresses, refuses an unknown one in the dialog, then hands over and counts', async () => {
    const api = fakeServer();
    const { store } = await renderScreen(<UsersPage />, { path: '/users', session: admin });
    await userEvent.click(screen.getByRole('tab', { name: '削除済みユーザー' }));
    const gone = (await screen.findByText('gone@example.com')).closest('tr')!;
    await userEvent.click(within(gone).getByRole('button', { name: 'プロジェクトを引き継ぐ' }));
    const dialog = screen.getByRole('dialog', { name: 'gone（gone@example.com）のプロジェクトを引き継ぐ' });
    expect(dialog).toHaveTextContent('実行結果と共有設定ごと新しいオーナーのものになります');
    expect(dialog).toHaveTextContent('元のオーナーには何も残りません');
    const submit = within(dialog).getByRole('button', { name: '引き継ぐ' });
    expect(submit).toBeDisabled();

    const input = within(dialog).getByRole('combobox', { name: '新しいオーナーのメールアドレス' });
    await userEvent.type(input, 'col');
    // Only the settled prefix is asked for, not one call per key.
    expect(await screen.findByRole('option', { name: 'colleague@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'colin@example.com' })).toBeInTheDocument();
    expect(sent(api.calls, '/api/v1/process/share_candidates')).toEqual([{ prefix: 'col' }]);

    await userEvent.clear(input);
    await userEvent.type(input, 'nobody@example.com');
    await userEvent.click(submit);
    expect(
      await within(dialog).findByText('nobody@example.com は承認済みのユーザーではありません。'),
    ).toBeInTheDocument();
    expect(toasts(store)).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, 'coll');
    await userEvent.click(await screen.findByRole('option', { name: 'colleague@example.com' }));
    expect(within(dialog).queryByTestId('transfer-error')).toBeNull();
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api.calls, '/api/v1/process/transfer_projects').at(-1)).toEqual({
      from_user_id: 'd-1',
      to_email: 'colleague@example.com',
    });
    const order = api.calls.map((c) => c.path);
    expect(order.lastIndexOf('/is_admin/')).toBeLessThan(order.lastIndexOf('/api/v1/process/transfer_projects'));
    expect(toasts(store)).toEqual(['success: 3件のプロジェクトを引き継ぎました。']);
  });

  it('in English: says the address is the same person, sends nothing on Cancel, and reports none handed over', async () => {
    const api = fakeServer();
    const { store } = await renderScreen(<UsersPage />, { path: '/users', session: admin, language: 'en' });
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    const other = (await screen.findByText('jiro@example.com')).closest('tr')!;
    await userEvent.click(within(other).getByRole('button', { name: 'Hand over projects' }));
    let dialog = screen.getByRole('dialog', { name: 'Hand over the projects of jiro (jiro@example.com)' });
    expect(dialog).toHaveTextContent('with its runs and shares, gets the new owner');
    await userEvent.type(within(dialog).getByRole('combobox', { name: "New owner's email" }), 'jiro@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(
      await within(dialog).findByText('The projects already belong to this account. Choose someone else.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api.calls, '/api/v1/process/transfer_projects')).toHaveLength(1);

    await userEvent.click(within(other).getByRole('button', { name: 'Hand over projects' }));
    dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'colin@example.com{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(api.calls, '/api/v1/process/transfer_projects').at(-1)).toEqual({
      from_user_id: 'u-2',
      to_email: 'colin@example.com',
    });
    expect(toasts(store)).toEqual(['success: The account had no projects to hand over.']);
  });
});
