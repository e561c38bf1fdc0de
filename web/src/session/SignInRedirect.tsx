import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../app/useAppSelector';
import { signInUrl } from './sign-in-url';

/**
 * Sends a visitor who is not signed in to the sign-in page, keeping `returnTo` as next. A token
 * still stored but no longer valid means a session ended here (it expired): the page then says it
 * timed out. No token means a first visit or a sign-out: nothing timed out, nothing is said.
 */
export function SignInRedirect({ returnTo }: { returnTo: string }) {
  const sessionEnded = useAppSelector((s) => s.session.api_token !== null);
  return <Navigate to={signInUrl(returnTo, sessionEnded)} replace />;
}
