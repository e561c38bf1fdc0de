import { signedOutSession, type Lang, type SessionState } from './session-slice';

const STORAGE_KEY = 'kizuna.session';

/** The session survives reloads in localStorage; anything malformed there reads as signed out. */
export const persistedSession = {
  load(storage: Pick<Storage, 'getItem'>): SessionState {
    try {
      const raw = storage.getItem(STORAGE_KEY);
      if (!raw) return signedOutSession;
      const v = JSON.parse(raw) as Partial<Record<keyof SessionState, unknown>>;
      const str = (x: unknown) => (typeof x === 'string' ? x : null);
      const lang: Lang = v.lang === 'en' ? 'en' : 'ja';
      return {
        api_token: str(v.api_token),
        userid: str(v.userid),
        user_email: str(v.user_email),
        username: str(v.username),
        is_admin: v.is_admin === true,
        lang,
        first_login: v.first_login === true,
      };
    } catch {
      return signedOutSession;
    }
  },
  save(storage: Pick<Storage, 'setItem'>, session: SessionState): void {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(session));
    } catch {
      // Storage can be full or disabled (private mode); the session then lasts for this tab only.
    }
  },
};
