import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { startTestOidcProvider, type TestOidcProvider } from '../../services/gateway/test/oidc-test-provider.js';
import { launchBrowser, screenshot } from './browser.js';
import { freePort, startKizunaServer, type KizunaServer } from './kizuna-server.js';

async function newPage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  return context.newPage();
}

/** Signs in at the test provider's own login page, as a person would. */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
}

async function chooseEnglish(page: Page): Promise<void> {
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-en').click();
}

describe('single sign-on in Chromium', () => {
  let provider: TestOidcProvider;
  let server: KizunaServer;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    provider = await startTestOidcProvider(`${url}/api/v1/auth/oidc/callback`);
    provider.add({ email: 'admin@example.com', name: 'Admin' });
    provider.add({ email: 'newcomer@example.org', name: 'New Comer' });
    server = await startKizunaServer(
      {
        PUBLIC_URL: url,
        DEV_LOGIN: 'false',
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
      },
      undefined,
      port,
    );
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await provider?.close();
  });

  it('goes from /login to the provider and back to / signed in, in Japanese', async () => {
    const page = await newPage(browser, 'ja-JP');
    await page.goto(`${server.url}/login`);
    await page.waitForURL((u) => u.href.startsWith(provider.issuer));
    await signInAtProvider(page, 'admin@example.com');
    await page.waitForURL(`${server.url}/`);
    await expect(page.getByTestId('menu-upload').textContent()).resolves.toBe('新規分析');
    // The access token was never in a URL: only the single-use code passed through one.
    expect(page.url()).not.toContain('eyJ');
    await screenshot(page, 'sso-signed-in-ja');
  });

  it('signs in through the provider and comes back in the language chosen before, English', async () => {
    const page = await newPage(browser, 'en-US');
    await page.goto(`${server.url}/login?password=1`);
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await page.getByTestId('sso-login').click();
    await page.waitForURL((u) => u.href.startsWith(provider.issuer));
    await signInAtProvider(page, 'admin@example.com');
    await page.waitForURL(`${server.url}/`);
    await expect(page.getByTestId('menu-upload').textContent()).resolves.toBe('New analysis');
  });

  it('brings a signed-out user back to the page a shared link named, through the provider, in English', async () => {
    const page = await newPage(browser, 'en-US');
    // English chosen on an earlier visit (the choice outlives the session).
    await page.goto(`${server.url}/login?password=1`);
    await chooseEnglish(page);
    await page.goto(`${server.url}/files?shared=1`);
    // Not a session that ended: no time-out notice to read, so on to the provider at once.
    await page.waitForURL((u) => u.href.startsWith(provider.issuer));
    await signInAtProvider(page, 'admin@example.com');
    await page.waitForURL(`${server.url}/files?shared=1`);
    await expect(page.getByTestId('menu-upload').textContent()).resolves.toBe('New analysis');
  });

  it('files an application for an unknown address and says so, in English', async () => {
    const page = await newPage(browser, 'en-US');
    await page.goto(`${server.url}/login?password=1`);
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await page.getByTestId('sso-login').click();
    await page.waitForURL((u) => u.href.startsWith(provider.issuer));
    await signInAtProvider(page, 'newcomer@example.org');
    await page.waitForURL(/\/login\?sso_error=errors\.sso_application_filed$/);
    await expect(page.getByTestId('sso-error').textContent()).resolves.toBe(
      'Your application has been sent. You can sign in once an administrator approves it.',
    );
    // No loop back to the provider after a refusal: the page stays.
    await page.waitForTimeout(500);
    expect(page.url()).toContain('/login?sso_error=');
    await screenshot(page, 'sso-application-filed-en');
  });
});
