import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { authApi } from '../api/auth-api';
import { PublicCard } from './PublicCard';

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: config, isLoading, isError } = authApi.useGetConfigQuery();
  const timedOut = params.get('session_timeout') === '1';
  return (
    <PublicCard title={t('login.title')}>
      {timedOut && (
        <Alert severity="error" data-testid="session-timeout">
          {t('login.session_timeout')}
        </Alert>
      )}
      {isLoading && <CircularProgress sx={{ alignSelf: 'center' }} />}
      {config?.devLogin && (
        <Button variant="contained" size="large" component={RouterLink} to="/dev_login" data-testid="dev-login-link">
          {t('login.dev_login')}
        </Button>
      )}
      {(isError || (config && !config.devLogin)) && <Alert severity="warning">{t('login.not_available')}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {t('login.no_account')}{' '}
        <RouterLink to="/register" data-testid="register-link">
          {t('login.apply')}
        </RouterLink>
      </Typography>
    </PublicCard>
  );
}
