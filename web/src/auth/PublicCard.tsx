import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../layout/LanguageMenu';

/** Frame of the screens shown before sign-in: product name, language switch, one card. */
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: 'grey.100',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        pt: 10,
        px: 2,
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 16 }}>
        <LanguageMenu color="primary" />
      </Box>
      <Typography variant="h3" component="div" color="primary" sx={{ fontWeight: 700, mb: 3 }}>
        {t('app.title')}
      </Typography>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 3 }}>
          <Typography variant="h6" component="h1">
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
