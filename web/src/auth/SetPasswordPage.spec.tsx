import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../test/fake-api';
import { renderScreen, TEST_TOKEN } from '../../test/render-screen';
import { SetPasswordPage } from './SetPasswordPage';

// Only fetch is faked (fake-api): the form, its rules (shared with the server) and RTK Query are real.
function fakeAuth(
  linkReply = { status: 200, body: { status: 'success' } as unknown },
  changeReply = { status: 200, body: { status: 'success' } as unknown },
) {
  return fakeApi({
    'POST /api/v1/auth/set_password': linkReply,
    'POST /api/v1/auth/change_password': changeReply,
  });
}

async function fill(password: string, confirmation: string) {
  await userEvent.type(screen.getByTestId('set-password-password'), password);
  await userEvent.type(screen.getByTestId('set-password-confirmation'), confirmation);
  await userEvent.click(screen.getByTestId('set-password-submit'));
}

describe('SetPasswordPage', () => {
  it('sends someone signed out and without a link to the login', async () => {
    const api = fakeAuth();
    await renderScreen(<SetPasswordPage />, { path: '/set_password', session: { api_token: null } });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(api.calls).toHaveLength(0);
  });

  it('names a short password and a mismatch in Japanese, sending nothing', async () => {
    const api = fakeAuth();
    await renderScreen(<SetPasswordPage />, { path: '/set_password?token=abc', session: { api_token: null } });
    await fill('abc', 'abc');
    expect(screen.getByText('パスワードは4文字以上で入力してください')).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('set-password-password'));
    await fill('abcd', 'x');
    expect(screen.getByText('パスワードが一致しません')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("sets the password with the link's token, then opens the login", async () => {
    const api = fakeAuth();
    await renderScreen(<SetPasswordPage />, { path: '/set_password?token=abc', session: { api_token: null } });
    await fill('sakura-2026', 'sakura-2026');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(api.calls.map((c) => c.body)).toEqual([{ token: 'abc', user_passwd: 'sakura-2026' }]);
  });

  it('shows why the server refused a link, in English', async () => {
    fakeAuth({ status: 400, body: { code: 'errors.password_link_invalid' } });
    await renderScreen(<SetPasswordPage />, {
      path: '/set_password?token=old',
      session: { api_token: null },
      language: 'en',
    });
    await fill('sakura-2026', 'sakura-2026');
    expect(await screen.findByTestId('set-password-error')).toHaveTextContent(
      'This link is not valid any more. Please ask for a new one.',
    );
  });

  it('changes the signed-in user’s own password, and a first sign-in may skip it', async () => {
    const api = fakeAuth();
    await renderScreen(<SetPasswordPage />, { path: '/set_password?first=1', language: 'en' });
    expect(screen.getByRole('link', { name: 'Later' })).toHaveAttribute('href', '/');
    // A first sign-in has no password yet, so none is asked for.
    expect(screen.queryByTestId('set-password-current')).toBeNull();
    await fill('sakura-2026', 'sakura-2026');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api.calls.map((c) => [c.path, c.body, c.token])).toEqual([
      [
        '/api/v1/auth/change_password',
        { user_email: 'staff@example.com', user_passwd: 'sakura-2026', current_passwd: '' },
        TEST_TOKEN,
      ],
    ]);
  });

  it('asks for the current password when changing one, and says so in Japanese when it is wrong', async () => {
    const api = fakeAuth(undefined, { status: 400, body: { code: 'errors.current_password_wrong' } });
    await renderScreen(<SetPasswordPage />, { path: '/set_password' });
    expect(screen.getByText('現在のパスワード', { selector: 'label' })).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('set-password-current'), 'old-guess-1');
    await fill('sakura-2026', 'sakura-2026');
    expect(await screen.findByTestId('set-password-error')).toHaveTextContent('現在のパスワードが正しくありません。');
    expect(api.calls.map((c) => c.body)).toEqual([
      { user_email: 'staff@example.com', user_passwd: 'sakura-2026', current_passwd: 'old-guess-1' },
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent('/set_password');
  });
});
