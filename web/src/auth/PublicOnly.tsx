import { useState } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { localReturnPath } from './local-return-path';
import { useIsAuthenticated } from '../session/useIsAuthenticated';

/**
 * Spec §2: visiting a sign-in screen while already signed in goes back into the app (to `next`
 * when it names a page of the app). Only on
 * arrival: a sign-in completed on the screen sends the user on itself (to / or /set_password).
 */
export function PublicOnly() {
  const authenticated = useIsAuthenticated();
  const [signedInOnArrival] = useState(authenticated);
  const [params] = useSearchParams();
  return signedInOnArrival ? <Navigate to={localReturnPath(params.get('next')) ?? '/'} replace /> : <Outlet />;
}
