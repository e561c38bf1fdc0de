import { useAppSelector } from '../app/useAppSelector';
import { isAuthenticated } from './is-authenticated';

/** Re-evaluated on every render, so an expired token counts as signed out on the next navigation. */
export function useIsAuthenticated(): boolean {
  const token = useAppSelector((s) => s.session.api_token);
  return isAuthenticated(token, Date.now());
}
