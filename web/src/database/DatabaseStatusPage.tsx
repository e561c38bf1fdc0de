import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { databaseApi } from '../api/database-api';
import { useToast } from '../toasts/useToast';
import { checkLabel } from './check-label';
import { databaseStatusKey } from './database-status-key';
import { StorageStatusPanel } from './StorageStatusPanel';

/**
 * Spec §2 /mysql: whether the databases, the object store and every service answer, and how much
 * room the data folder has left, with back and refresh.
 */
export function DatabaseStatusPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { data, isFetching, isError, refetch, fulfilledTimeStamp } = databaseApi.useDatabaseStatusQuery({
    lang_code: i18n.language,
  });
  const status = isFetching ? null : isError ? 0 : (data?.status ?? null);

  // One toast per answer: success for status 1, an error otherwise (spec §8).
  useEffect(() => {
    if (!fulfilledTimeStamp || !data) return;
    toast(data.status === 1 ? 'success' : 'error', t(databaseStatusKey(data.status)));
  }, [fulfilledTimeStamp, data, toast, t]);

  return (
    <Paper sx={{ p: 3, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('mysql.title')}
      </Typography>
      <Alert
        severity={status === null ? 'info' : status === 1 ? 'success' : 'error'}
        data-testid="database-status"
        data-status={status ?? 2}
      >
        {t(databaseStatusKey(status))}
      </Alert>
      {data && (
        <List dense>
          {Object.entries(data.checks).map(([name, check]) => {
            const label = checkLabel(name);
            // Reasons are sent to admins only; others see that a part does not answer.
            const detail = check.status === 'ok' ? t('mysql.store_ok') : (check.error ?? t('mysql.store_error'));
            return (
              <ListItem key={name} data-testid={`database-check-${name}`} data-status={check.status}>
                <ListItemText primary={t(label.key, label.params)} secondary={detail} />
              </ListItem>
            );
          })}
        </List>
      )}
      {data?.storage && <StorageStatusPanel storage={data.storage} />}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)} data-testid="database-back">
          {t('common.back')}
        </Button>
        <Button
          variant="contained"
          startIcon={<RefreshIcon />}
          onClick={() => void refetch()}
          loading={isFetching}
          data-testid="database-refresh"
        >
          {t('common.refresh')}
        </Button>
      </Box>
    </Paper>
  );
}
