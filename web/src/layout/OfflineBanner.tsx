import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from './useOnlineStatus';

export function OfflineBanner() {
  const { t } = useTranslation();
  if (useOnlineStatus()) return null;
  return (
    <Alert severity="error" square data-testid="offline-banner">
      {t('network.offline')}
    </Alert>
  );
}
