import { Alert, CircularProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { authApi } from '../api/auth-api';
import { errorText } from '../api/error-text';
import { translator } from '../i18n/translator';
import { PublicCard } from './PublicCard';
import { useCompleteSignIn } from './useCompleteSignIn';

/**
 * Spec §2 /login/okta: the server has completed single sign-on and sent a single-use code;
 * exchanging it (get_user) answers the login data, as any other sign-in.
 */
export function SsoCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const completeSignIn = useCompleteSignIn();
  const [exchange] = authApi.useExchangeSsoCodeMutation();
  const [failure, setFailure] = useState<string | null>(code ? null : t('errors.sso_code_invalid'));
  // The code works once: React's development double effects must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    void exchange({ code }).then((result) => {
      if (result.error)
        setFailure(
          'status' in result.error ? errorText(result.error, translator) : translator.t('errors.internalservererror'),
        );
      else completeSignIn(result.data);
    });
  }, [code, exchange, completeSignIn]);

  return (
    <PublicCard title={t('login.title')}>
      {failure ? (
        <>
          <Alert severity="error" data-testid="sso-error">
            {failure}
          </Alert>
          <RouterLink to="/login?password=1" data-testid="back-to-login">
            {t('register.back')}
          </RouterLink>
        </>
      ) : (
        <CircularProgress sx={{ alignSelf: 'center' }} aria-label={t('common.loading')} data-testid="sso-completing" />
      )}
    </PublicCard>
  );
}
