import { AppBar, Box, Button, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../app/useAppSelector';
import { menuItems } from '../home/menu-items';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';

export function TopBar() {
  const { t } = useTranslation();
  const isAdmin = useAppSelector((s) => s.session.is_admin);
  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <Button
          color="inherit"
          component={RouterLink}
          to="/"
          sx={{ fontSize: 20, fontWeight: 700, textTransform: 'none', mr: 2 }}
          data-testid="app-title"
        >
          {t('app.title')}
        </Button>
        {menuItems(isAdmin).map((item) => (
          <Button key={item.id} color="inherit" component={RouterLink} to={item.to} data-testid={`menu-${item.id}`}>
            {t(item.labelKey)}
          </Button>
        ))}
        <Box sx={{ flex: 1 }} />
        <LanguageMenu />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
