import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useIsAuthenticated } from '../session/useIsAuthenticated';

/**
 * Spec §2: visiting a sign-in screen while already signed in goes back into the app. Only on
 * arrival: a sign-in completed on the screen sends the user on itself (to / or /set_password).
 */
export function PublicOnly() {
  const authenticated = useIsAuthenticated();
  const [signedInOnArrival] = useState(authenticated);
  return signedInOnArrival ? <Navigate to="/" replace /> : <Outlet />;
}
