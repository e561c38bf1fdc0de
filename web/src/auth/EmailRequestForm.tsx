import { Alert, Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorText } from '../api/error-text';
import { translator } from '../i18n/translator';
import { emailProblem } from './email-valid';
import { PublicCard } from './PublicCard';

interface Props {
  title: string;
  submitLabel: string;
  /** i18n key of the notice /login shows once the request went out. */
  sentNotice: string;
  testId: string;
  send(email: string, lang: string): Promise<{ error?: unknown }>;
}

/** One e-mail field that files a request (forgotten password, account restore), then back to /login. */
export function EmailRequestForm({ title, submitLabel, sentNotice, testId, send }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = emailProblem(email);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    const result = await send(email.trim(), i18n.language);
    setBusy(false);
    if (result.error) {
      const error = result.error as object;
      setFailure('status' in error ? errorText(error as never, translator) : t('errors.internalservererror'));
      return;
    }
    void navigate('/login', { state: { notice: sentNotice } });
  };

  return (
    <PublicCard title={title}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {failure && (
          <Alert severity="error" data-testid={`${testId}-error`}>
            {failure}
          </Alert>
        )}
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={touched && problem !== null}
          helperText={touched && problem ? t(problem) : ' '}
          slotProps={{ htmlInput: { 'data-testid': `${testId}-email` } }}
        />
        <Button type="submit" variant="contained" loading={busy} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
        <Button component={RouterLink} to="/login">
          {t('register.back')}
        </Button>
      </Box>
    </PublicCard>
  );
}
