import { Alert, Box, Button, CircularProgress, Divider, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { authApi } from '../api/auth-api';
import { translator } from '../i18n/translator';
import { localReturnPath } from './local-return-path';
import { loginPageMode } from './login-page-mode';
import { PasswordLoginForm } from './PasswordLoginForm';
import { PublicCard } from './PublicCard';
import { startSso } from './startSso';

/** After a time-out the notice stays this long before the provider's page replaces it. */
const SSO_REDIRECT_AFTER_TIMEOUT_MS = 3000;

/**
 * Spec §2 /login: with single sign-on configured it sends the browser to the provider (after
 * showing a time-out notice, or not at all after an SSO failure); otherwise, or with
 * ?password=1, it shows the password form. The dev login is offered when the server allows it.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const { data: config, isLoading } = authApi.useGetConfigQuery();
  const timedOut = params.get('session_timeout') === '1';
  const ssoError = params.get('sso_error');
  // Where the user was going: carried to the other ways of signing in (startSso keeps it itself).
  const next = localReturnPath(params.get('next'));
  const withNext = (path: string) =>
    next ? `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}` : path;
  const notice = (location.state as { notice?: string } | null)?.notice;
  const mode = loginPageMode({
    sso: config?.sso ?? false,
    timedOut,
    ssoError,
    notice: notice ?? null,
    passwordWanted: params.get('password') === '1',
  });

  useEffect(() => {
    if (mode.redirectToSso === 'now') startSso();
    if (mode.redirectToSso !== 'later') return;
    const timer = window.setTimeout(startSso, SSO_REDIRECT_AFTER_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [mode.redirectToSso]);

  return (
    <PublicCard title={t('login.title')}>
      {timedOut && (
        <Alert severity="error" data-testid="session-timeout">
          {t('login.session_timeout')}
        </Alert>
      )}
      {ssoError && (
        <Alert severity="error" data-testid="sso-error">
          {translator.exists(ssoError) ? t(ssoError) : t('errors.sso_failed')}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" data-testid="login-notice">
          {t(notice)}
        </Alert>
      )}
      {(isLoading || mode.redirectToSso === 'now') && (
        <CircularProgress sx={{ alignSelf: 'center' }} aria-label={t('common.loading')} />
      )}
      {config?.sso && (
        <Button variant="contained" size="large" onClick={startSso} data-testid="sso-login">
          {t('login.sso')}
        </Button>
      )}
      {mode.showPasswordForm ? (
        <>
          {config?.sso && <Divider>{t('login.or_password')}</Divider>}
          <PasswordLoginForm />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <RouterLink to="/forgot" data-testid="forgot-link">
              {t('login.forgot')}
            </RouterLink>
            <RouterLink to="/restore" data-testid="restore-link">
              {t('login.restore')}
            </RouterLink>
          </Box>
        </>
      ) : (
        <RouterLink to={withNext('/login?password=1')} data-testid="password-login-link">
          {t('login.with_password')}
        </RouterLink>
      )}
      {config?.devLogin && (
        <>
          <Divider />
          <Button variant="outlined" component={RouterLink} to={withNext('/dev_login')} data-testid="dev-login-link">
            {t('login.dev_login')}
          </Button>
        </>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('login.no_account')}{' '}
        <RouterLink to="/register" data-testid="register-link">
          {t('login.apply')}
        </RouterLink>
      </Typography>
    </PublicCard>
  );
}
