import { SSO_START_URL } from './sso-start-url';

/** Leaves the SPA for the SSO provider (a full navigation: the provider's pages are not ours). */
export function startSso(): void {
  window.location.assign(SSO_START_URL);
}
