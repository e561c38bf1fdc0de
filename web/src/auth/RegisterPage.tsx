import { Alert, Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { authApi } from '../api/auth-api';
import { errorText } from '../api/error-text';
import { translator } from '../i18n/translator';
import { emailProblem } from './email-valid';
import { PublicCard } from './PublicCard';

/** Spec §2 /register: an application for an account, which an admin approves. */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [register, { isLoading }] = authApi.useRegisterAccountMutation();
  const nameProblem = username.trim() === '' ? 'validation.required' : null;
  const mailProblem = emailProblem(email);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setOutcome(null);
    if (nameProblem || mailProblem) return;
    const result = await register({
      data: { user: { username: username.trim(), email: email.trim() } },
      lang_code: i18n.language,
    });
    if (result.error)
      setOutcome({
        ok: false,
        text: 'status' in result.error ? errorText(result.error, translator) : t('errors.internalservererror'),
      });
    else setOutcome({ ok: true, text: t('register.sent') });
  };

  return (
    <PublicCard title={t('register.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'} data-testid="register-outcome">
            {outcome.text}
          </Alert>
        )}
        <TextField
          label={t('register.username')}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={touched && nameProblem !== null}
          helperText={touched && nameProblem ? t(nameProblem) : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'register-username' } }}
        />
        <TextField
          label={t('register.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={touched && mailProblem !== null}
          helperText={touched && mailProblem ? t(mailProblem) : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'register-email' } }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={isLoading}
          disabled={outcome?.ok}
          data-testid="register-button"
        >
          {t('register.submit')}
        </Button>
        <Button component={RouterLink} to="/login">
          {t('register.back')}
        </Button>
      </Box>
    </PublicCard>
  );
}
