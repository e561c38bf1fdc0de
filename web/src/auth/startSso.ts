import { rememberedReturnPath } from './remembered-return-path';
import { SSO_START_URL } from './sso-start-url';

/**
 * Leaves the SPA for the SSO provider (a full navigation: the provider's pages are not ours),
 * keeping the page's `next` for when the browser comes back.
 */
export function startSso(): void {
  rememberedReturnPath.keep(new URLSearchParams(window.location.search).get('next'));
  window.location.assign(SSO_START_URL);
}
