import { Navigate, Outlet } from 'react-router-dom';
import { useIsAuthenticated } from '../session/useIsAuthenticated';

/** Spec §2: sign-in screens send an already signed-in user back into the app. */
export function PublicOnly() {
  return useIsAuthenticated() ? <Navigate to="/" replace /> : <Outlet />;
}
