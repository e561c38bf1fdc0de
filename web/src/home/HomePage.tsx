import { Box } from '@mui/material';
import { useAppSelector } from '../app/useAppSelector';
import { MenuCard } from './MenuCard';
import { menuItems } from './menu-items';

export function HomePage() {
  const isAdmin = useAppSelector((s) => s.session.is_admin);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
        maxWidth: 960,
        mx: 'auto',
        mt: 4,
      }}
    >
      {menuItems(isAdmin).map((item) => (
        <MenuCard key={item.id} item={item} />
      ))}
    </Box>
  );
}
