import { Box, Container } from '@mui/material';
import { Navigate, Outlet } from 'react-router-dom';
import { useIsAuthenticated } from '../session/useIsAuthenticated';
import { OfflineBanner } from './OfflineBanner';
import { TopBar } from './TopBar';

export function MainLayout() {
  if (!useIsAuthenticated()) return <Navigate to="/login?session_timeout=1" replace />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.50' }}>
      <TopBar />
      <OfflineBanner />
      <Container maxWidth={false} component="main" sx={{ flex: 1, py: 3 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
