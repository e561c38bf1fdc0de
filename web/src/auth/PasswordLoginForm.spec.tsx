import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { PasswordLoginForm } from './PasswordLoginForm';

// Only fetch is faked (fake-api): the form, its RTK Query call and the session store are real.
const answer = {
  AuthenticationResult: { AccessToken: 'tok-9', login_user_id: 'u-9', is_first_login: false },
  UserAttributes: { user_email: 'hanako@example.com', user_name: 'hanako', role: 0 },
};

describe('PasswordLoginForm', () => {
  it('names the missing and malformed fields in Japanese and sends nothing', async () => {
    const api = fakeApi({});
    await renderScreen(<PasswordLoginForm />, { session: { api_token: null } });
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(screen.getAllByText('必須項目です')).toHaveLength(2);
    await userEvent.type(screen.getByTestId('password-login-email'), 'hanako@');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(screen.getByText('正しいメールアドレスを入力してください')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('names the same problems in English', async () => {
    fakeApi({});
    await renderScreen(<PasswordLoginForm />, { language: 'en', session: { api_token: null } });
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
  });

  it('signs in with the trimmed address, keeps the session and opens the app', async () => {
    const api = fakeApi({ 'POST /api/v1/auth/login': { body: answer } });
    const { store } = await renderScreen(<PasswordLoginForm />, { path: '/login', session: { api_token: null } });
    await userEvent.type(screen.getByTestId('password-login-email'), '  hanako@example.com ');
    await userEvent.type(screen.getByTestId('password-login-password'), 's3cret-pass');
    await userEvent.click(screen.getByTestId('password-login-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].body).toEqual({ user_email: 'hanako@example.com', user_passwd: 's3cret-pass' });
    expect(store.getState().session).toMatchObject({ api_token: 'tok-9', username: 'hanako', is_admin: false });
  });

  it("shows the server's refusal in the chosen language and stays on the form", async () => {
    fakeApi({ 'POST /api/v1/auth/login': { status: 403, body: { code: 'errors.not_approved' } } });
    await renderScreen(<PasswordLoginForm />, { language: 'en', path: '/login', session: { api_token: null } });
    await userEvent.type(screen.getByTestId('password-login-email'), 'hanako@example.com');
    await userEvent.type(screen.getByTestId('password-login-password'), 'whatever');
    await userEvent.click(screen.getByTestId('password-login-submit'));
    expect(await screen.findByTestId('password-login-error')).toHaveTextContent(
      "Your account has not been approved yet. Please wait for an administrator's approval.",
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('says how long a backed-off sign-in must wait, in Japanese', async () => {
    fakeApi({
      'POST /api/v1/auth/login': { status: 429, body: { code: 'errors.sign_in_wait', params: { seconds: '120' } } },
    });
    await renderScreen(<PasswordLoginForm />, { language: 'ja', path: '/login', session: { api_token: null } });
    await userEvent.type(screen.getByTestId('password-login-email'), 'hanako@example.com');
    await userEvent.type(screen.getByTestId('password-login-password'), 'whatever');
    await userEvent.click(screen.getByTestId('password-login-submit'));
    expect(await screen.findByTestId('password-login-error')).toHaveTextContent(
      'サインインの失敗が続いたため、しばらく受け付けません。120秒後にもう一度お試しください。',
    );
  });
});
