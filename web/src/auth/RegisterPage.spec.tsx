import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { RegisterPage } from './RegisterPage';

// Only fetch is faked: the form, its checks and RTK Query are real.
const signedOut = { api_token: null, userid: null };

describe('RegisterPage', () => {
  it('names the missing and malformed fields in Japanese, then files the application with the trimmed name and address', async () => {
    const api = fakeApi({ 'POST /api/register/': { body: { status: 'success' } } });
    await renderScreen(<RegisterPage />, { path: '/register', session: signedOut });
    await userEvent.click(screen.getByRole('button', { name: '申請する' }));
    const name = screen.getByRole('textbox', { name: 'ユーザー名' });
    const email = screen.getByRole('textbox', { name: 'メールアドレス' });
    expect(name).toHaveAccessibleDescription('必須項目です');
    expect(email).toHaveAccessibleDescription('必須項目です');
    await userEvent.type(email, 'hanako@');
    await userEvent.click(screen.getByRole('button', { name: '申請する' }));
    expect(email).toHaveAccessibleDescription('正しいメールアドレスを入力してください');
    expect(api.calls).toEqual([]);

    await userEvent.type(name, ' 花子 ');
    await userEvent.clear(email);
    await userEvent.type(email, ' hanako@example.com ');
    await userEvent.click(screen.getByRole('button', { name: '申請する' }));
    expect(await screen.findByTestId('register-outcome')).toHaveTextContent(
      '利用申請を送信しました。管理者の承認後にログインできます。',
    );
    expect(api.calls.map((c) => c.body)).toEqual([
      { data: { user: { username: '花子', email: 'hanako@example.com' } }, lang_code: 'ja' },
    ]);
    expect(screen.getByRole('button', { name: '申請する' })).toBeDisabled();
  });

  it("shows the server's refusal in English and lets the user try again", async () => {
    const api = fakeApi({
      'POST /api/register/': { status: 409, body: { code: 'errors.email_taken', message: 'taken' } },
    });
    await renderScreen(<RegisterPage />, { path: '/register', session: signedOut, language: 'en' });
    await userEvent.type(screen.getByRole('textbox', { name: 'User name' }), 'hanako');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'hanako@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByTestId('register-outcome')).toHaveTextContent(
      'This email address is already registered.',
    );
    expect(screen.getByRole('button', { name: 'Send application' })).toBeEnabled();
    expect((api.calls[0].body as { lang_code: string }).lang_code).toBe('en');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/register'));
  });
});
