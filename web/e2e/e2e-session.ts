import type { Page } from 'playwright-core';
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
