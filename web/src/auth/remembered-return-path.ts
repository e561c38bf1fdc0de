import { localReturnPath } from './local-return-path';

const KEY = 'kizuna.return_path';

/**
 * Where to go after single sign-on, kept in the tab's sessionStorage while the browser visits the
 * provider (the provider's round trip carries no path of ours back).
 */
export const rememberedReturnPath = {
  keep(path: string | null): void {
    try {
      const local = localReturnPath(path);
      if (local) window.sessionStorage.setItem(KEY, local);
      else window.sessionStorage.removeItem(KEY);
    } catch {
      // Storage refused (private mode, quota): the user lands on the home page instead.
    }
  },
  /** The kept path, once: it is forgotten as it is read. */
  take(): string | null {
    try {
      const kept = window.sessionStorage.getItem(KEY);
      window.sessionStorage.removeItem(KEY);
      return localReturnPath(kept);
    } catch {
      return null;
    }
  },
};
