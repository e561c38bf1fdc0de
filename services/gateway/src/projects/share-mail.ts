import type { MailMessage } from '@kizuna/platform/mail';

/**
 * Tells a colleague a project was shared with them. The sharer's language is not theirs to
 * choose, so the mail carries both, Japanese first (the product's default).
 */
export function shareMail(
  to: string,
  share: { projectName: string; sharedBy: string; role: 'viewer' | 'editor' },
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}/files`;
  const roleJa = share.role === 'editor' ? '編集者' : '閲覧者';
  return {
    to,
    subject: `Kizuna: ${share.sharedBy}さんがプロジェクトを共有しました / A project was shared with you`,
    text:
      `${share.sharedBy}さんがプロジェクト「${share.projectName}」を${roleJa}としてあなたと共有しました。\n` +
      `ファイル一覧の「共有されたもの」に表示されます:\n${link}\n\n` +
      `${share.sharedBy} shared the project "${share.projectName}" with you as ${share.role}.\n` +
      `It is listed on the files page under "Shared with me":\n${link}\n`,
  };
}
