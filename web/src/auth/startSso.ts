import { rememberedReturnPath } from './remembered-return-path';
import { routeUrl } from '@kizuna/http-api/route-paths';

/**
 * Leaves the SPA for the SSO provider (a full navigation: the provider's pages are not ours),
 * keeping the page's `next` for when the browser comes back.
 */
export function startSso(): void {
  rememberedReturnPath.keep(new URLSearchParams(window.location.search).get('next'));
  // A full page load from the site's root: the route table's path, as every other call takes it.
  window.location.assign(`/${routeUrl('oidcStart')}`);
}
