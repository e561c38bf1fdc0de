import { Alert, Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { authApi } from '../api/auth-api';
import { errorText } from '../api/error-text';
import { useAppSelector } from '../app/useAppSelector';
import { translator } from '../i18n/translator';
import { useIsAuthenticated } from '../session/useIsAuthenticated';
import { passwordProblem } from './password-problem';
import { PASSWORD_MIN } from '@kizuna/proto/rules';
import { PublicCard } from './PublicCard';

/**
 * /set_password: with the mailed link's token, sets the password of a new or forgotten account
 * (then /login); signed in without a token, changes one's own password (then /).
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A first sign-in without a password (spec: is_first_login) is offered one, and may skip it.
  const firstLogin = !token && params.get('first') === '1';
  // Changing one's own password needs the current one: a stolen session alone must not be enough.
  const changing = !token && !firstLogin;
  const signedIn = useIsAuthenticated();
  const email = useAppSelector((s) => s.session.user_email);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [setByLink, linkState] = authApi.useSetPasswordByLinkMutation();
  const [change, changeState] = authApi.useChangePasswordMutation();
  const problem = passwordProblem(password, confirmation);
  const confirmationProblem = problem === 'validation.password_mismatch' ? problem : null;
  const passwordOnlyProblem = confirmationProblem ? null : problem;

  if (!token && !signedIn) return <Navigate to="/login" replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setFailure(null);
    if (problem) return;
    const result = token
      ? await setByLink({ token, user_passwd: password })
      : await change({ user_email: email ?? '', user_passwd: password, current_passwd: current });
    if (result.error) {
      setFailure('status' in result.error ? errorText(result.error, translator) : t('errors.internalservererror'));
      return;
    }
    if (token) void navigate('/login', { replace: true, state: { notice: 'set_password.done' } });
    else void navigate('/', { replace: true });
  };

  return (
    <PublicCard title={t('set_password.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {failure && (
          <Alert severity="error" data-testid="set-password-error">
            {failure}
          </Alert>
        )}
        {changing && (
          <TextField
            label={t('set_password.current')}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            helperText={t('set_password.current_hint')}
            slotProps={{ htmlInput: { 'data-testid': 'set-password-current' } }}
          />
        )}
        <TextField
          label={t('set_password.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={touched && passwordOnlyProblem !== null}
          helperText={touched && passwordOnlyProblem ? t(passwordOnlyProblem, { min: PASSWORD_MIN }) : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'set-password-password' } }}
        />
        <TextField
          label={t('set_password.confirmation')}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={touched && confirmationProblem !== null}
          helperText={touched && confirmationProblem ? t(confirmationProblem) : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'set-password-confirmation' } }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={linkState.isLoading || changeState.isLoading}
          data-testid="set-password-submit"
        >
          {t('set_password.submit')}
        </Button>
        {firstLogin && (
          <Button component={RouterLink} to="/" replace data-testid="set-password-later">
            {t('set_password.later')}
          </Button>
        )}
      </Box>
    </PublicCard>
  );
}
