import type { MailMessage } from '@kizuna/platform/mail';
import type { MailLang } from './password-mail.js';

/**
 * What a password reset for an account that signs in by SSO mails instead of a link: a local
 * password would outlive the provider's MFA and the account's disabling there.
 */
export function useSsoMail(to: string, publicUrl: string, lang: MailLang): MailMessage {
  const signIn = `${publicUrl}/login`;
  if (lang === 'en')
    return {
      to,
      subject: 'Kizuna: sign in with single sign-on',
      text: `Someone (hopefully you) asked to reset the password of this Kizuna account.\n\nThis account signs in with your company's single sign-on and has no Kizuna password. Sign in with single sign-on here:\n${signIn}\n\nIf you cannot sign in there, ask your company's IT department. If you did not ask for this, ignore this mail.\n`,
    };
  return {
    to,
    subject: 'Kizuna: シングルサインオンでログインしてください',
    text: `このKizunaアカウントのパスワード再設定が依頼されました。\n\nこのアカウントは会社のシングルサインオンでログインするため、Kizunaのパスワードはありません。次のページからシングルサインオンでログインしてください:\n${signIn}\n\nログインできない場合は社内のIT部門に問い合わせてください。心当たりがない場合はこのメールを無視してください。\n`,
  };
}
