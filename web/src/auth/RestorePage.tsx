import { useTranslation } from 'react-i18next';
import { authApi } from '../api/auth-api';
import { EmailRequestForm } from './EmailRequestForm';

/** Spec §2 /restore: asks an administrator to restore a deleted account. */
export function RestorePage() {
  const { t } = useTranslation();
  const [request] = authApi.useRequestRestoreMutation();
  return (
    <EmailRequestForm
      title={t('restore.title')}
      submitLabel={t('restore.submit')}
      sentNotice="restore.sent"
      testId="restore"
      send={(email, lang) => request({ email, lang_code: lang })}
    />
  );
}
