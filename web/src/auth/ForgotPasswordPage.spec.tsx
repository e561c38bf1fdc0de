import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { ForgotPasswordPage } from './ForgotPasswordPage';

// Only fetch is faked: the e-mail request form, its check and RTK Query are real.
const signedOut = { api_token: null, userid: null };

describe('ForgotPasswordPage', () => {
  it('refuses a malformed address in English, then asks for the link in English and returns to the login', async () => {
    const api = fakeApi({ 'POST /api/v1/auth/reset_passwd': { body: { status: 'success' } } });
    await renderScreen(<ForgotPasswordPage />, { path: '/forgot', session: signedOut, language: 'en' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'hanako@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await userEvent.type(email, '.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(api.calls.map((c) => c.body)).toEqual([{ email: 'hanako@example.com', lang_code: 'en' }]);
  });

  it('refuses an address longer than 254 characters (pasted dots) in Japanese and sends nothing', async () => {
    const api = fakeApi({ 'POST /api/v1/auth/reset_passwd': { body: { status: 'success' } } });
    await renderScreen(<ForgotPasswordPage />, { path: '/forgot', session: signedOut, language: 'ja' });
    const email = screen.getByRole('textbox', { name: 'メールアドレス' });
    await userEvent.click(email);
    await userEvent.paste(`a@${'.'.repeat(5000)}example.com`);
    await userEvent.click(screen.getByRole('button', { name: '再設定リンクを送信' }));
    expect(screen.getByText('正しいメールアドレスを入力してください')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's refusal in Japanese and stays on the form", async () => {
    fakeApi({
      'POST /api/v1/auth/reset_passwd': { status: 400, body: { code: 'errors.email_invalid', message: 'bad' } },
    });
    await renderScreen(<ForgotPasswordPage />, { path: '/forgot', session: signedOut });
    await userEvent.type(screen.getByRole('textbox', { name: 'メールアドレス' }), 'hanako@example.com');
    await userEvent.click(screen.getByRole('button', { name: '再設定リンクを送信' }));
    expect(await screen.findByTestId('forgot-error')).toHaveTextContent('有効なメールアドレスを入力してください。');
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot');
  });
});
