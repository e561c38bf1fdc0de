import { describe, expect, it } from '@jest/globals';
import { loginPageMode, type LoginPageInputs } from './login-page-mode';

const base: LoginPageInputs = { sso: true, timedOut: false, ssoError: null, notice: null, passwordWanted: false };

describe('loginPageMode', () => {
  it('shows the password form and never redirects without SSO', () => {
    expect(loginPageMode({ ...base, sso: false, timedOut: true })).toEqual({
      redirectToSso: 'never',
      showPasswordForm: true,
    });
  });

  it('goes straight to the provider with SSO, and after the notice when the session timed out', () => {
    expect(loginPageMode(base)).toEqual({ redirectToSso: 'now', showPasswordForm: false });
    expect(loginPageMode({ ...base, timedOut: true }).redirectToSso).toBe('later');
  });

  it('does not loop back to the provider after an SSO failure', () => {
    expect(loginPageMode({ ...base, ssoError: 'errors.not_approved' })).toEqual({
      redirectToSso: 'never',
      showPasswordForm: false,
    });
  });

  it('keeps password sign-in reachable with SSO on', () => {
    expect(loginPageMode({ ...base, passwordWanted: true })).toEqual({
      redirectToSso: 'never',
      showPasswordForm: true,
    });
    expect(loginPageMode({ ...base, notice: 'set_password.done' }).showPasswordForm).toBe(true);
  });
});
