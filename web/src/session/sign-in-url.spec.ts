import { describe, expect, it } from '@jest/globals';
import { isSignInPath, signInRedirect, signInUrl } from './sign-in-url';

describe('signInUrl', () => {
  it('keeps where the user was going as next', () => {
    expect(signInUrl('/files?x=1#top', true)).toBe('/login?session_timeout=1&next=%2Ffiles%3Fx%3D1%23top');
  });
  it('names no next for the home page', () => {
    expect(signInUrl('/', true)).toBe('/login?session_timeout=1');
  });
  it('says nothing timed out when no session ended (a first visit, a sign-out)', () => {
    expect(signInUrl('/', false)).toBe('/login');
    expect(signInUrl('/files?shared=1', false)).toBe('/login?next=%2Ffiles%3Fshared%3D1');
  });
});

describe('signInRedirect', () => {
  it('sends a 401 on a page of the app to the sign-in page with that page as next', () => {
    expect(signInRedirect('/files')).toBe('/login?session_timeout=1&next=%2Ffiles');
  });
  it('stays put when a later call answers 401 on the sign-in page the first one opened', () => {
    expect(signInRedirect('/login?session_timeout=1&next=%2Ffiles')).toBeNull();
    expect(signInRedirect('/dev_login?next=%2Ffiles')).toBeNull();
  });
});

describe('isSignInPath', () => {
  it.each(['/login', '/login?x=1', '/dev_login', '/login#a', '/login/'])('%s is a sign-in page', (path) => {
    expect(isSignInPath(path)).toBe(true);
  });
  it.each(['/', '/files', '/loginx', '/files/login'])('%s is not', (path) => {
    expect(isSignInPath(path)).toBe(false);
  });
});
