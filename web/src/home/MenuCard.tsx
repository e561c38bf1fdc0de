import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MenuItem } from './menu-items';
import { MenuIcon } from './MenuIcon';

export function MenuCard({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={item.to}
        sx={{ height: '100%', p: 2 }}
        data-testid={`home-card-${item.id}`}
      >
        <CardContent sx={{ textAlign: 'center' }}>
          <MenuIcon id={item.id} color="primary" sx={{ fontSize: 64, mb: 1 }} />
          <Typography variant="h5" component="h2" gutterBottom>
            {t(item.labelKey)}
          </Typography>
          <Typography color="text.secondary">{t(item.descriptionKey)}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
