import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { readOutbox } from '@kizuna/platform/mail';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';

/** The set-password link of the newest mail to `email` in the server's outbox folder. */
async function mailedLink(server: KizunaServer, email: string): Promise<string> {
  const mail = (await readOutbox(path.join(server.dataDir, 'outbox'))).filter((m) => m.to === email).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/set_password\?token=\S+/)?.[0];
  if (!link) throw new Error(`no set-password link mailed to ${email}`);
  return link;
}

async function newPage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  return context.newPage();
}

describe('password sign-in in Chromium', () => {
  let server: KizunaServer;
  let browser: Browser;

  beforeAll(async () => {
    // Without the dev login, as on a server reachable by others.
    server = await startKizunaServer({ DEV_LOGIN: 'false' });
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('sets the bootstrapped admin’s password from the mailed link and signs in with it, in Japanese', async () => {
    const page = await newPage(browser, 'ja-JP');
    // The link points at PUBLIC_URL (localhost:<port>); the test server answers on 127.0.0.1.
    const link = new URL(await mailedLink(server, 'admin@example.com'));
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await page.getByTestId('set-password-password').fill('abc');
    await page.getByTestId('set-password-confirmation').fill('abc');
    await page.getByTestId('set-password-submit').click();
    await expect(page.getByText('パスワードは4文字以上で入力してください').isVisible()).resolves.toBe(true);
    await page.getByTestId('set-password-password').fill('kizuna-sakura-7');
    await page.getByTestId('set-password-confirmation').fill('kizuna-sakura-7');
    await page.getByTestId('set-password-submit').click();
    await page.waitForURL(/\/login$/);
    await expect(page.getByTestId('login-notice').textContent()).resolves.toContain('パスワードを設定しました');
    await expect(page.getByTestId('dev-login-link').count()).resolves.toBe(0);

    await page.getByTestId('password-login-email').fill('admin@example.com');
    await page.getByTestId('password-login-password').fill('wrong-password-1');
    await page.getByTestId('password-login-submit').click();
    await expect(page.getByTestId('password-login-error').textContent()).resolves.toBe(
      'メールアドレスまたはパスワードが正しくありません。',
    );
    await page.getByTestId('password-login-password').fill('kizuna-sakura-7');
    await page.getByTestId('password-login-submit').click();
    await page.waitForURL(`${server.url}/`);
    await expect(page.getByTestId('menu-upload').textContent()).resolves.toBe('新規分析');
    await screenshot(page, 'password-signed-in-ja');
  });

  it('resets a forgotten password through /forgot, in English', async () => {
    const page = await newPage(browser, 'en-US');
    await page.goto(`${server.url}/login`);
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await page.getByTestId('forgot-link').click();
    await page.waitForURL(/\/forgot$/);
    await page.getByTestId('forgot-email').fill('admin@example.com');
    await page.getByTestId('forgot-submit').click();
    await page.waitForURL(/\/login$/);
    await expect(page.getByTestId('login-notice').textContent()).resolves.toContain('a link to set a new password');

    const link = new URL(await mailedLink(server, 'admin@example.com'));
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await page.getByTestId('set-password-password').fill('maple-leaf-2026');
    await page.getByTestId('set-password-confirmation').fill('maple-leaf-2027');
    await page.getByTestId('set-password-submit').click();
    await expect(page.getByText('The passwords do not match').isVisible()).resolves.toBe(true);
    await page.getByTestId('set-password-confirmation').fill('maple-leaf-2026');
    await page.getByTestId('set-password-submit').click();
    await page.waitForURL(/\/login$/);
    await page.getByTestId('password-login-email').fill('admin@example.com');
    await page.getByTestId('password-login-password').fill('maple-leaf-2026');
    await page.getByTestId('password-login-submit').click();
    await page.waitForURL(`${server.url}/`);
    await screenshot(page, 'password-signed-in-en');

    // Changing it needs the current one: a wrong one is said in English and changes nothing.
    await page.goto(`${server.url}/set_password`);
    await page.getByTestId('set-password-current').fill('not-the-password-1');
    await page.getByTestId('set-password-password').fill('birch-bark-2026');
    await page.getByTestId('set-password-confirmation').fill('birch-bark-2026');
    await page.getByTestId('set-password-submit').click();
    await expect(page.getByTestId('set-password-error').textContent()).resolves.toBe(
      'The current password is not correct.',
    );
    expect(page.url()).toBe(`${server.url}/set_password`);
    await page.getByTestId('set-password-current').fill('maple-leaf-2026');
    await page.getByTestId('set-password-submit').click();
    await page.waitForURL(`${server.url}/`);
  });
});
