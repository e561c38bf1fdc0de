import { Box, Container } from '@mui/material';
import { Outlet, useLocation } from 'react-router-dom';
import { SignInRedirect } from '../session/SignInRedirect';
import { useIsAuthenticated } from '../session/useIsAuthenticated';
import { OfflineBanner } from './OfflineBanner';
import { TopBar } from './TopBar';

export function MainLayout() {
  const location = useLocation();
  // A shared link survives sign-in: the sign-in page is told where the user was going.
  if (!useIsAuthenticated())
    return <SignInRedirect returnTo={`${location.pathname}${location.search}${location.hash}`} />;
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
