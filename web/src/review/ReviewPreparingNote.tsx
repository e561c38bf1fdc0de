import { Alert, Box, LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  percent: number;
}

/** Above the raw data table while its sorting and search are being prepared: why the posts are in file order, and how far. */
export function ReviewPreparingNote({ percent }: Props) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" sx={{ mb: 1 }} data-testid="review-preparing" data-percent={percent}>
      {t('review.preparing', { percent })}
      <Box sx={{ mt: 1 }}>
        <LinearProgress variant="determinate" value={percent} aria-label={t('review.preparing_progress')} />
      </Box>
    </Alert>
  );
}
