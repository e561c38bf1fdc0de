import { Alert, Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../api/auth-api';
import { errorText } from '../api/error-text';
import { translator } from '../i18n/translator';
import { emailProblem } from './email-valid';
import { PublicCard } from './PublicCard';
import { startSso } from './startSso';
import { useCompleteSignIn } from './useCompleteSignIn';

/** Spec §2 /dev_login: email-only sign-in, enabled by the server's dev login setting. */
export function DevLoginPage() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const { data: config } = authApi.useGetConfigQuery();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { isLoading }] = authApi.usePseudoLoginMutation();
  const problem = emailProblem(email);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setFailure(null);
    if (problem) return;
    const result = await login({ user_email: email.trim() });
    if (result.error) {
      setFailure('status' in result.error ? errorText(result.error, translator) : t('errors.internalservererror'));
      return;
    }
    completeSignIn(result.data);
  };

  return (
    <PublicCard title={t('dev_login.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {failure && (
          <Alert severity="error" data-testid="login-error">
            {failure}
          </Alert>
        )}
        <TextField
          label={t('dev_login.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && problem !== null}
          helperText={touched && problem ? t(problem) : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'login-email' } }}
        />
        <Button type="submit" variant="contained" size="large" loading={isLoading} data-testid="login-button">
          {t('dev_login.login')}
        </Button>
        <Button variant="outlined" disabled={!config?.sso} onClick={startSso} data-testid="sso-button">
          {t('dev_login.sso')}
        </Button>
      </Box>
    </PublicCard>
  );
}
