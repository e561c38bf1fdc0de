import { Alert, Box, Button, CircularProgress, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { authApi } from '../api/auth-api';
import { PasswordLoginForm } from './PasswordLoginForm';
import { PublicCard } from './PublicCard';

/** Spec §2 /login: the session-timeout notice, password sign-in, and the dev login when the server allows it. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const { data: config, isLoading } = authApi.useGetConfigQuery();
  const timedOut = params.get('session_timeout') === '1';
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <PublicCard title={t('login.title')}>
      {timedOut && (
        <Alert severity="error" data-testid="session-timeout">
          {t('login.session_timeout')}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" data-testid="login-notice">
          {t(notice)}
        </Alert>
      )}
      <PasswordLoginForm />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <RouterLink to="/forgot" data-testid="forgot-link">
          {t('login.forgot')}
        </RouterLink>
        <RouterLink to="/restore" data-testid="restore-link">
          {t('login.restore')}
        </RouterLink>
      </Box>
      {isLoading && <CircularProgress sx={{ alignSelf: 'center' }} />}
      {config?.devLogin && (
        <>
          <Divider />
          <Button variant="outlined" component={RouterLink} to="/dev_login" data-testid="dev-login-link">
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
