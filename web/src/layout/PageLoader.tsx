import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code loads; the spinner named for screen readers (axe, issue 58). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
