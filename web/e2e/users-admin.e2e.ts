import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './browser.js';
import { devLogin as signIn, openSignedIn } from './e2e-session.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';

/** Signs in with the dev login, skipping the first-sign-in password offer. */
async function devLogin(page: Page, server: KizunaServer, email: string): Promise<void> {
  await page.goto(`${server.url}/dev_login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-button').click();
  await page.waitForURL(/\/set_password\?first=1$/);
  await page.getByTestId('set-password-later').click();
  await page.waitForURL(`${server.url}/`);
}

describe('user administration in Chromium', () => {
  let server: KizunaServer;
  let browser: Browser;
  let adminContext: BrowserContext;
  let admin: Page;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    adminContext = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'ja-JP' });
    admin = await adminContext.newPage();
    await openSignedIn(admin, server, 'ja', '/', 'admin@example.com');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('an applicant registers, the admin approves them on /users, and they sign in (ja)', async () => {
    const applicant = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
    await applicant.goto(`${server.url}/register`);
    await applicant.getByTestId('register-username').fill('hanako');
    await applicant.getByTestId('register-email').fill('hanako@example.com');
    await applicant.getByTestId('register-button').click();
    await applicant.getByTestId('register-outcome').waitFor();

    await admin.getByTestId('home-card-users').click();
    await admin.waitForURL(/\/users$/);
    const row = admin.locator('[data-testid="user-row"][data-email="hanako@example.com"]');
    await row.getByTestId('approve-user').click();
    await admin.getByText('アカウントを承認しました。').waitFor();
    await row.waitFor({ state: 'detached' });

    await admin.getByTestId('users-tab-users').click();
    const approved = admin.locator('[data-testid="user-row"][data-email="hanako@example.com"]');
    await approved.waitFor();
    // The admin's own row: a circle marker, and neither the admin box nor delete can be used.
    const own = admin.locator('[data-testid="user-row"][data-email="admin@example.com"]');
    await expect(own.getByTestId('admin-marker').count()).resolves.toBe(1);
    await expect(own.getByTestId('admin-checkbox').isDisabled()).resolves.toBe(true);
    await expect(own.getByTestId('delete-user').isDisabled()).resolves.toBe(true);
    await screenshot(admin, 'users-ja');

    await devLogin(applicant, server, 'hanako@example.com');
    await expect(applicant.getByTestId('menu-upload').textContent()).resolves.toBe('新規分析');
  });

  it('makes an admin, sets a company code and deletes and restores an account (en)', async () => {
    await admin.getByTestId('language-menu').click();
    await admin.getByTestId('language-en').click();
    const row = () => admin.locator('[data-testid="user-row"][data-email="hanako@example.com"]');
    // Controlled by the server's answer, so clicked rather than checked.
    await row().getByTestId('admin-checkbox').click();
    await admin.getByText('The account is now an administrator.').waitFor();
    await row().getByTestId('admin-marker').waitFor();

    await row().getByTestId('edit-supplier-code').click();
    await admin.getByTestId('supplier-code-input').fill('ACME-7');
    await admin.getByTestId('supplier-code-save').click();
    await row().getByText('ACME-7').waitFor();

    await row().getByTestId('delete-user').click();
    await admin.getByText('The account was deleted.').waitFor();
    await row().waitFor({ state: 'detached' });
    await admin.getByTestId('users-tab-deleted').click();
    await row().getByTestId('restore-user').click();
    await admin.getByText('The account was restored.').waitFor();
    await row().waitFor({ state: 'detached' });
    await screenshot(admin, 'users-deleted-en');
  });
  it('declines an application after confirming; the applicant cannot sign in and is told why (ja)', async () => {
    await admin.getByTestId('language-menu').click();
    await admin.getByTestId('language-ja').click();
    const applicant = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
    await applicant.goto(`${server.url}/register`);
    await applicant.getByTestId('register-username').fill('saburo');
    await applicant.getByTestId('register-email').fill('saburo@example.com');
    await applicant.getByTestId('register-button').click();
    await applicant.getByTestId('register-outcome').waitFor();

    await admin.getByTestId('users-tab-applicants').click();
    const row = admin.locator('[data-testid="user-row"][data-email="saburo@example.com"]');
    // Cancelling the confirmation leaves the application waiting.
    await row.getByTestId('decline-user').click();
    await admin.getByTestId('confirm-user-action').getByText('この申請を却下しますか？').waitFor();
    await admin.getByTestId('confirm-user-cancel').click();
    await admin.getByTestId('confirm-user-action').waitFor({ state: 'detached' });
    await expect(row.count()).resolves.toBe(1);

    await row.getByTestId('decline-user').click();
    await screenshot(admin, 'users-decline-confirm-ja');
    await admin.getByTestId('confirm-user-yes').click();
    await admin.getByText('申請を却下しました。').waitFor();
    await row.waitFor({ state: 'detached' });
    await admin.getByTestId('users-tab-deleted').click();
    await admin.locator('[data-testid="user-row"][data-email="saburo@example.com"]').waitFor();

    await applicant.goto(`${server.url}/dev_login`);
    await applicant.getByTestId('login-email').fill('saburo@example.com');
    await applicant.getByTestId('login-button').click();
    await expect(applicant.getByTestId('login-error').textContent()).resolves.toBe(
      'このアカウントは削除されています。復元を依頼できます。',
    );
    await expect(applicant.url()).toMatch(/\/dev_login$/);
  });

  it('withdraws an approval after confirming: the user is signed out and waits for approval again (en)', async () => {
    await admin.getByTestId('language-menu').click();
    await admin.getByTestId('language-en').click();
    const userPage = await (await browser.newContext({ locale: 'en-US' })).newPage();
    // Not her first sign-in: no password offer this time.
    await signIn(userPage, server, 'en', 'hanako@example.com');

    await admin.getByTestId('users-tab-users').click();
    const row = admin.locator('[data-testid="user-row"][data-email="hanako@example.com"]');
    await row.getByTestId('withdraw-approval').click();
    await admin.getByTestId('confirm-user-action').getByText('Withdraw the approval of this account?').waitFor();
    await screenshot(admin, 'users-withdraw-confirm-en');
    await admin.getByTestId('confirm-user-yes').click();
    await admin.getByText('The approval was withdrawn.').waitFor();
    await row.waitFor({ state: 'detached' });
    await admin.getByTestId('users-tab-applicants').click();
    await admin.locator('[data-testid="user-row"][data-email="hanako@example.com"]').waitFor();

    // Her open session ends at its next request; signing in again waits for an administrator.
    await userPage.getByTestId('menu-files').click();
    await userPage.waitForURL(/\/(dev_)?login/);
    await userPage.goto(`${server.url}/dev_login`);
    await userPage.getByTestId('login-email').fill('hanako@example.com');
    await userPage.getByTestId('login-button').click();
    await expect(userPage.getByTestId('login-error').textContent()).resolves.toBe(
      "Your account has not been approved yet. Please wait for an administrator's approval.",
    );
  });
});
