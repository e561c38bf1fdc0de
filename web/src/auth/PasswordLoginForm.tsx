import { Alert, Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../api/auth-api';
import { errorText } from '../api/error-text';
import { translator } from '../i18n/translator';
import { emailProblem } from './email-valid';
import { useCompleteSignIn } from './useCompleteSignIn';

/** E-mail and password sign-in (password accounts; the form /login shows when no SSO is configured). */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { isLoading }] = authApi.usePasswordLoginMutation();
  const mailProblem = emailProblem(email);
  const passwordMissing = password === '' ? 'validation.required' : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setFailure(null);
    if (mailProblem || passwordMissing) return;
    const result = await login({ user_email: email.trim(), user_passwd: password });
    if (result.error) {
      setFailure('status' in result.error ? errorText(result.error, translator) : t('errors.internalservererror'));
      return;
    }
    completeSignIn(result.data);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {failure && (
        <Alert severity="error" data-testid="password-login-error">
          {failure}
        </Alert>
      )}
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={touched && mailProblem !== null}
        helperText={touched && mailProblem ? t(mailProblem) : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'password-login-email' } }}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={touched && passwordMissing !== null}
        helperText={touched && passwordMissing ? t(passwordMissing) : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'password-login-password' } }}
      />
      <Button type="submit" variant="contained" size="large" loading={isLoading} data-testid="password-login-submit">
        {t('login.submit')}
      </Button>
    </Box>
  );
}
