import { useCallback, useSyncExternalStore } from 'react';
import { useAppSelector } from '../app/useAppSelector';
import { isAuthenticated, tokenExpiryMs } from './is-authenticated';

/** setTimeout's longest delay; a later expiry is waited for in steps. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Whether the stored token is still valid (spec §4). The clock is an outside source, so it is read
 * through useSyncExternalStore, which is told when the token expires: the screen then signs out.
 */
export function useIsAuthenticated(): boolean {
  const token = useAppSelector((s) => s.session.api_token);
  const subscribe = useCallback(
    (onExpired: () => void) => {
      const expiry = tokenExpiryMs(token);
      if (expiry === null) return () => undefined;
      let timer: number | undefined;
      const wait = () => {
        const left = expiry - Date.now();
        if (left < 0) onExpired();
        else timer = window.setTimeout(wait, Math.min(left + 1, MAX_TIMER_MS));
      };
      wait();
      return () => window.clearTimeout(timer);
    },
    [token],
  );
  return useSyncExternalStore(subscribe, () => isAuthenticated(token, Date.now()));
}
