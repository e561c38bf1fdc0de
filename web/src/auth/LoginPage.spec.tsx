import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { LoginPage } from './LoginPage';

// Only fetch is faked: the page, its mode rules and RTK Query are real. Single sign-on leaves
// the page for the provider, so here it is shown only where the page stays (a refusal, ?password=1).
const signedOut = { api_token: null, userid: null };

describe('LoginPage', () => {
  it('says the session timed out and offers the password form, its help links and the application', async () => {
    fakeApi({ 'GET /api/config': { body: { sso: false, devLogin: false } } });
    await renderScreen(<LoginPage />, { path: '/login?session_timeout=1', session: signedOut });
    expect(screen.getByTestId('session-timeout')).toHaveTextContent('タイムアウトしました。再度ログインしてください。');
    expect(await screen.findByRole('button', { name: 'ログイン' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方' })).toHaveAttribute('href', '/forgot');
    expect(screen.getByRole('link', { name: 'アカウントの復元を依頼' })).toHaveAttribute('href', '/restore');
    expect(screen.getByRole('link', { name: '利用申請' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'シングルサインオンでログイン' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'メールアドレスでログイン' })).toBeNull();
  });

  it('explains a refused single sign-on in English, offers it again and the password way, without leaving', async () => {
    fakeApi({ 'GET /api/config': { body: { sso: true, devLogin: true } } });
    await renderScreen(<LoginPage />, {
      path: '/login?sso_error=errors.sso_no_email',
      session: signedOut,
      language: 'en',
    });
    expect(screen.getByTestId('sso-error')).toHaveTextContent(
      'The sign-in provider did not give a usable email address.',
    );
    expect(await screen.findByRole('button', { name: 'Sign in with single sign-on' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with a password' })).toHaveAttribute('href', '/login?password=1');
    expect(screen.getByRole('link', { name: 'Sign in with email' })).toHaveAttribute('href', '/dev_login');
    expect(screen.getByTestId('location')).toHaveTextContent('/login?sso_error=errors.sso_no_email');
  });

  it('names an unknown single sign-on failure in general words (Japanese)', async () => {
    fakeApi({ 'GET /api/config': { body: { sso: true, devLogin: false } } });
    await renderScreen(<LoginPage />, { path: '/login?sso_error=provider_exploded', session: signedOut });
    expect(screen.getByTestId('sso-error')).toHaveTextContent(
      'シングルサインオンに失敗しました。もう一度お試しください。',
    );
    expect(await screen.findByRole('button', { name: 'シングルサインオンでログイン' })).toBeInTheDocument();
  });
});
