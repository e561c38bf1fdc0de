import type { MailMessage } from '@kizuna/platform/mail';
import type { MailLang } from './password-mail.js';

/**
 * What an application for an address that already has an account mails to that address, while
 * the form answers as for any application: the form must not tell who has an account.
 */
export function accountExistsMail(to: string, publicUrl: string, lang: MailLang): MailMessage {
  if (lang === 'en')
    return {
      to,
      subject: 'Kizuna: you already have an account',
      text: `Someone (hopefully you) applied for a Kizuna account with this address, which already has one.\n\nSign in here:\n${publicUrl}/login\n\nForgot your password? Ask for a new one here:\n${publicUrl}/forgot\n\nIf the account was deleted, you can ask for it back here:\n${publicUrl}/restore\n\nIf you did not apply, ignore this mail; nothing has changed.\n`,
    };
  return {
    to,
    subject: 'Kizuna: アカウントはすでにあります',
    text: `このメールアドレスでKizunaの利用申請がありましたが、このアドレスのアカウントはすでにあります。\n\nログインはこちら:\n${publicUrl}/login\n\nパスワードを忘れた場合はこちら:\n${publicUrl}/forgot\n\nアカウントが削除されている場合は、こちらから復元を依頼できます:\n${publicUrl}/restore\n\n心当たりがない場合はこのメールを無視してください。何も変更されていません。\n`,
  };
}
