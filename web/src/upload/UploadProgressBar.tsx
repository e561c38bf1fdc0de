import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../shared/format-bytes';

/** Step 1 while the file goes up: the share of its bytes sent. */
export function UploadProgressBar({ sent, total }: { sent: number; total: number }) {
  const { t } = useTranslation();
  const percent = total > 0 ? Math.min(100, (100 * sent) / total) : 0;
  return (
    <Box sx={{ width: '100%', maxWidth: 480 }} data-testid="upload-progress" data-percent={Math.round(percent)}>
      <LinearProgress variant="determinate" value={percent} aria-label={t('upload.uploading')} />
      <Typography variant="body2" color="text.secondary" align="center">
        {t('upload.upload_progress', {
          sent: formatBytes(sent),
          total: formatBytes(total),
          percent: Math.round(percent),
        })}
      </Typography>
    </Box>
  );
}
