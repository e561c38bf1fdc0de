import { Alert, Button } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../api/auth-api';
import { useToast } from '../toasts/useToast';
import { PublicCard } from './PublicCard';

/** Spec §2 /restapi-test: checks that the API answers. */
export function RestApiTestPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [check, { isFetching }] = authApi.useLazyHealthcheckQuery();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const run = useCallback(async () => {
    const result = await check();
    const ok = !result.error && typeof result.data === 'string';
    const text = ok ? String(result.data).trim() || t('restapi.ok') : t('restapi.failed');
    setOutcome({ ok, text });
    toast(ok ? 'success' : 'error', text);
  }, [check, t, toast]);

  // Check once on arrival (a ref, because StrictMode runs effects twice in development).
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    void run();
  }, [run]);

  return (
    <PublicCard title={t('restapi.title')}>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} data-testid="restapi-outcome">
          {outcome.text}
        </Alert>
      )}
      <Button variant="contained" onClick={() => void run()} loading={isFetching} data-testid="restapi-check">
        {t('restapi.check')}
      </Button>
    </PublicCard>
  );
}
