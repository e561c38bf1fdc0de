import type { Page } from 'playwright-core';
import type { LoginAnswer } from '@kizuna/http-api';
import { signedInSession } from '../src/auth/signed-in-session.js';
import { persistedSession } from '../src/session/persisted-session.js';
import type { KizunaServer } from './kizuna-server.js';

/** The administrator every browser test signs in as (ADMIN_EMAILS of the test server). */
export const E2E_ADMIN = 'admin@example.com';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseAnswer = Record<string, any>;

/** A JSON call to the test server's API, as the SPA makes it; fails the test on any error status. */
export async function postJson(
  server: KizunaServer,
  route: string,
  body: object,
  token?: string,
): Promise<LooseAnswer> {
  const res = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Auth-Token': token } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<LooseAnswer>;
}

/** The dev login in the chosen language; a first sign-in without a password is offered one, and later is fine. */
export async function devLogin(page: Page, server: KizunaServer, lang: 'ja' | 'en', email = E2E_ADMIN): Promise<void> {
  await page.goto(`${server.url}/dev_login`);
  if (lang === 'en') {
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
  }
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-button').click();
  const later = page.getByTestId('set-password-later');
  const home = page.getByTestId('home-card-upload');
  await later.or(home).first().waitFor();
  if (await later.isVisible()) await later.click();
  await home.waitFor();
}

/**
 * Signed in as `email` without going through a sign-in page, then at `path` (`/files`, say): the
 * dev login's answer kept in the page's storage as the SPA keeps it. For tests of other screens; the
 * sign-in pages are tested on their own (devLogin, password and SSO sign-in tests), and this saves
 * each test the sign-in page's load and the home page's (1.3-2 s a test).
 */
export async function openSignedIn(
  page: Page,
  server: KizunaServer,
  lang: 'ja' | 'en',
  path: string,
  email = E2E_ADMIN,
): Promise<void> {
  const answer = await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: email });
  // Kept as the SPA keeps it: its own key and form (persistedSession), in the page's storage.
  let kept: [string, string] = ['', ''];
  persistedSession.save(
    { setItem: (key, value) => (kept = [key, value]) },
    {
      ...signedInSession(answer as LoginAnswer),
      lang,
    },
  );
  // Any page of the origin holds its storage: the health check is the smallest.
  await page.goto(`${server.url}/api/healthcheck`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), kept);
  await page.goto(`${server.url}${path}`);
}

/** Files an application for the address and approves it as the admin, all through the API; answers the account's id. */
export async function approvedUser(
  server: KizunaServer,
  adminToken: string,
  email: string,
  lang: 'ja' | 'en' = 'en',
): Promise<string> {
  await postJson(server, '/api/register/', {
    data: { user: { username: email.split('@')[0], email } },
    lang_code: lang,
  });
  const apps = await postJson(server, '/api/application/', { type: 'edit' }, adminToken);
  const row = (apps.data.users as Array<{ id: string; email: string }>).find((u) => u.email === email)!;
  await postJson(server, '/api/approve/', { id: row.id, state: true }, adminToken);
  return row.id;
}
