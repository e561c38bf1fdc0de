import { useTranslation } from 'react-i18next';
import { authApi } from '../api/auth-api';
import { EmailRequestForm } from './EmailRequestForm';

/** Spec §2 /forgot: asks for a mailed link to set a new password; success goes to /login. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [request] = authApi.useRequestPasswordResetMutation();
  return (
    <EmailRequestForm
      title={t('forgot.title')}
      submitLabel={t('forgot.submit')}
      sentNotice="forgot.sent"
      testId="forgot"
      send={(email, lang) => request({ email, lang_code: lang })}
    />
  );
}
