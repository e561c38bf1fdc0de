import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', pt: 12, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom data-testid="not-found">
        {t('not_found.text')}
      </Typography>
      {/* A project that is not shared with the caller answers 404 too (it is not told apart from none). */}
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="not-found-hint">
        {t('not_found.hint')}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('not_found.home')}
      </Button>
    </Box>
  );
}
