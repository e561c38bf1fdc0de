import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../test/fake-api';
import { renderScreen, TEST_TOKEN } from '../../test/render-screen';
import { UserMenu } from './UserMenu';

// Only fetch is faked: the menu, the session store and RTK Query are real.
describe('UserMenu', () => {
  it('shows who is signed in, and signs out on the server first, then here, to the login', async () => {
    const api = fakeApi({ 'POST /api/v1/auth/logout': { body: { status: 'success' } } });
    const { store } = await renderScreen(<UserMenu />, { path: '/files' });
    expect(screen.getByText('staff@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(api.calls.map((c) => [c.path, c.token])).toEqual([['/api/v1/auth/logout', TEST_TOKEN]]);
    expect(store.getState().session.api_token).toBeNull();
  });

  it('signs out here even when the server has already ended the session, keeping the language (English)', async () => {
    fakeApi({ 'POST /api/v1/auth/logout': { status: 500, body: { message: 'down' } } });
    const { store } = await renderScreen(<UserMenu />, { path: '/files', language: 'en', session: { lang: 'en' } });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(store.getState().session.api_token).toBeNull();
    expect(store.getState().session.lang).toBe('en');
    expect(store.getState().toasts).toEqual([]);
  });
  it('opens the password page and the system status from the user menu (ja), with no call', async () => {
    const api = fakeApi({});
    await renderScreen(<UserMenu />, { path: '/files' });
    await userEvent.click(screen.getByRole('button', { name: 'staff@example.com' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'パスワード設定' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/set_password$/));
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'staff@example.com' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'システム状態' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/mysql$/));
    expect(api.calls).toEqual([]);
  });

  it('names the same pages in English', async () => {
    fakeApi({});
    await renderScreen(<UserMenu />, { path: '/', language: 'en', session: { lang: 'en' } });
    await userEvent.click(screen.getByRole('button', { name: 'staff@example.com' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Set password', 'System status']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'System status' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/mysql$/));
  });
});
