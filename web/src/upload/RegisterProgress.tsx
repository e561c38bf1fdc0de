import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** While 'Next' registers the file: how many rows have been validated (every row is, spec §5). */
export function RegisterProgress({ progress }: { progress: { done: number; all: number } | null }) {
  const { t } = useTranslation();
  const percent = progress && progress.all > 0 ? Math.min(100, (100 * progress.done) / progress.all) : null;
  return (
    <Box data-testid="register-progress" data-done={progress?.done ?? 0}>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? 0}
        aria-label={t('upload.register_starting')}
      />
      <Typography variant="body2" color="text.secondary">
        {progress
          ? t('upload.register_progress', { done: progress.done.toLocaleString(), all: progress.all.toLocaleString() })
          : t('upload.register_starting')}
      </Typography>
    </Box>
  );
}
