import { Alert, Box, Typography } from '@mui/material';
import type { StorageStatus } from '@kizuna/http-api';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../shared/format-bytes';

/** The data folder's free space, a warning when it is low, and what the orphan sweep removed (issue 49). */
export function StorageStatusPanel({ storage }: { storage: StorageStatus }) {
  const { t } = useTranslation();
  const free = formatBytes(storage.free_bytes);
  const total = formatBytes(storage.total_bytes);
  return (
    <Box sx={{ mt: 2 }} data-testid="storage-status" data-low={storage.low}>
      <Typography variant="subtitle1">{t('mysql.storage_title')}</Typography>
      <Typography variant="body2" data-testid="storage-free">
        {t('mysql.storage_free', { free, total })}
      </Typography>
      {storage.low && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="storage-low">
          {t('mysql.storage_low', { needed: formatBytes(storage.low_below_bytes) })}
        </Alert>
      )}
      {storage.orphans && (
        <Typography variant="body2" color="text.secondary" data-testid="storage-orphans">
          {t('mysql.storage_orphans', {
            files: storage.orphans.total_files,
            size: formatBytes(storage.orphans.total_bytes),
            at: new Date(storage.orphans.at).toLocaleString(),
          })}
        </Typography>
      )}
    </Box>
  );
}
