import { describe, expect, it } from '@jest/globals';
import { sessionSlice, signedOutSession } from '../session/session-slice';
import { labelCompanyCode } from './label-company-code';
import { labelTeamSlice } from './label-team-slice';
import { persistedLabelTeam } from './persisted-label-team';

const { reducer, actions } = labelTeamSlice;
const admin = { ...signedOutSession, api_token: 'a.b.c', is_admin: true };
const staff = { ...admin, is_admin: false };
const signedIn = {
  api_token: 'a.b.c',
  userid: 'u2',
  user_email: 'other@example.com',
  username: 'Other',
  is_admin: true,
  first_login: false,
};

/** A Storage-shaped map; sessionStorage does not exist in Node. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('the label team an admin chooses', () => {
  it("starts on the admin's own team, takes a code as the gateway reads it, and clears back to the own team", () => {
    let state = reducer(undefined, { type: 'init' });
    expect(state).toEqual({ chosen: null });
    state = reducer(state, actions.teamChosen('  Z-9 '));
    expect(state).toEqual({ chosen: 'Z-9' });
    // The accounts without a code are a team of their own, not "no choice".
    state = reducer(state, actions.teamChosen(''));
    expect(state).toEqual({ chosen: '' });
    state = reducer(state, actions.teamChosen(null));
    expect(state).toEqual({ chosen: null });
  });

  it('is forgotten when someone signs in or out', () => {
    const chosen = reducer(undefined, actions.teamChosen('Z-9'));
    expect(reducer(chosen, sessionSlice.actions.signedIn(signedIn))).toEqual({ chosen: null });
    expect(reducer(chosen, sessionSlice.actions.loggedOut())).toEqual({ chosen: null });
  });

  it('is sent as company_code by an admin only', () => {
    const chosen = reducer(undefined, actions.teamChosen('Z-9'));
    expect(labelCompanyCode({ session: admin, labelTeam: chosen })).toBe('Z-9');
    expect(labelCompanyCode({ session: admin, labelTeam: reducer(chosen, actions.teamChosen('')) })).toBe('');
    expect(labelCompanyCode({ session: admin, labelTeam: { chosen: null } })).toBeUndefined();
    // A non-admin never names a team, whatever a stored choice says.
    expect(labelCompanyCode({ session: staff, labelTeam: chosen })).toBeUndefined();
  });

  it('survives a reload in the browser session, and anything malformed there reads as the own team', () => {
    const storage = memoryStorage();
    persistedLabelTeam.save(storage, { chosen: 'Z-9' });
    expect(persistedLabelTeam.load(storage)).toEqual({ chosen: 'Z-9' });
    persistedLabelTeam.save(storage, { chosen: '' });
    expect(persistedLabelTeam.load(storage)).toEqual({ chosen: '' });
    expect(persistedLabelTeam.load(memoryStorage())).toEqual({ chosen: null });
    expect(persistedLabelTeam.load(memoryStorage({ 'kizuna.labelTeam': '{not json' }))).toEqual({ chosen: null });
    expect(persistedLabelTeam.load(memoryStorage({ 'kizuna.labelTeam': '{"chosen":7}' }))).toEqual({ chosen: null });
  });
});
