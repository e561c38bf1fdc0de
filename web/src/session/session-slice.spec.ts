import { describe, it, expect } from '@jest/globals';
import { persistedSession } from './persisted-session';
import { sessionSlice, signedOutSession } from './session-slice';

const { reducer, actions } = sessionSlice;

const signedIn = {
  api_token: 'a.b.c',
  userid: 'u1',
  user_email: 'staff@example.com',
  username: 'Staff',
  is_admin: true,
  first_login: false,
};

/** A Storage-shaped map; localStorage does not exist in Node. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('sessionSlice', () => {
  it('stores the sign-in and clears every user field on logout, keeping the language', () => {
    let state = reducer(undefined, actions.languageChosen('en'));
    state = reducer(state, actions.signedIn(signedIn));
    expect(state).toEqual({ ...signedIn, lang: 'en' });
    state = reducer(state, actions.loggedOut());
    expect(state).toEqual({ ...signedOutSession, lang: 'en' });
  });

  it('starts signed out in Japanese', () => {
    expect(reducer(undefined, { type: 'init' })).toEqual({ ...signedOutSession, lang: 'ja' });
  });
});

describe('persistedSession', () => {
  it('round-trips a session', () => {
    const storage = memoryStorage();
    const session = { ...signedIn, lang: 'en' as const };
    persistedSession.save(storage, session);
    expect(persistedSession.load(storage)).toEqual(session);
  });

  it('reads missing, corrupt or ill-typed storage as signed out', () => {
    expect(persistedSession.load(memoryStorage())).toEqual(signedOutSession);
    expect(persistedSession.load(memoryStorage({ 'kizuna.session': '{not json' }))).toEqual(signedOutSession);
    const odd = memoryStorage({ 'kizuna.session': JSON.stringify({ api_token: 5, is_admin: 'yes', lang: 'fr' }) });
    expect(persistedSession.load(odd)).toEqual(signedOutSession);
  });
});
