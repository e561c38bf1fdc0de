import type { MailMessage } from '@kizuna/platform/mail';

export type MailLang = 'ja' | 'en';

export function mailLang(lang: string): MailLang {
  return lang === 'en' ? 'en' : 'ja';
}

/** How long a link is valid: a reset link briefly, a new account's link long enough to be read. */
export const LINK_VALID_MS: Record<'reset' | 'setup', number> = { reset: 30 * 60_000, setup: 72 * 3_600_000 };

const VALID_FOR: Record<MailLang, Record<'reset' | 'setup', string>> = {
  en: { reset: '30 minutes', setup: '72 hours' },
  ja: { reset: '30分', setup: '72時間' },
};

/** The mail carrying a set-password link, in the user's language (Japanese by default). */
export function passwordLinkMail(to: string, purpose: 'reset' | 'setup', link: string, lang: MailLang): MailMessage {
  const validFor = VALID_FOR[lang][purpose];
  if (lang === 'en')
    return purpose === 'reset'
      ? {
          to,
          subject: 'Kizuna: reset your password',
          text: `Someone (hopefully you) asked to reset the password of this Kizuna account.\n\nSet a new password here (valid for ${validFor}, once):\n${link}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.\n`,
        }
      : {
          to,
          subject: 'Kizuna: your account is ready',
          text: `Your Kizuna account has been approved.\n\nSet your password here (valid for ${validFor}, once):\n${link}\n`,
        };
  return purpose === 'reset'
    ? {
        to,
        subject: 'Kizuna: パスワードの再設定',
        text: `このKizunaアカウントのパスワード再設定が依頼されました。\n\n次のリンクから新しいパスワードを設定してください(有効期限 ${validFor}、1回限り):\n${link}\n\n心当たりがない場合はこのメールを無視してください。パスワードは変更されません。\n`,
      }
    : {
        to,
        subject: 'Kizuna: アカウントが承認されました',
        text: `Kizunaのアカウントが承認されました。\n\n次のリンクからパスワードを設定してください(有効期限 ${validFor}、1回限り):\n${link}\n`,
      };
}
