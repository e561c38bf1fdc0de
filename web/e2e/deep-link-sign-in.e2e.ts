import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { readOutbox } from '@kizuna/platform/mail';
import { analysedProject } from './analysed-project.js';
import { launchBrowser, screenshot } from './browser.js';
import { E2E_ADMIN, postJson } from './e2e-session.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';
import { testToken } from '../test/test-token.js';

const PASSWORD = 'deep-link-cedar-9';

/** Two retweet groups around the hubs alice and bob. */
function groupsCsv(): string {
  const rows = ['author,text,time,followers'];
  let minute = 0;
  const at = () => `2024-03-01 10:${String(minute++).padStart(2, '0')}:00`;
  for (const [hub, text] of [
    ['alice', 'ramen noodles soup'],
    ['bob', 'baseball game stadium'],
  ]) {
    rows.push(`${hub},${text},${at()},100`);
    for (let i = 1; i <= 8; i++) rows.push(`${hub}fan${i},"RT @${hub}: ${text}",${at()},${i}`);
  }
  return rows.join('\n') + '\n';
}

async function newPage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  return context.newPage();
}

async function chooseEnglish(page: Page): Promise<void> {
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-en').click();
}

describe('a shared link survives sign-in, in Chromium', () => {
  let server: KizunaServer;
  let browser: Browser;
  let deepLink: string;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    const token = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: E2E_ADMIN }))
      .AuthenticationResult.AccessToken as string;
    const { projectId, runs } = await analysedProject(server, token, {
      file: groupsCsv(),
      fileName: 'groups.csv',
      projectName: 'Deep link',
      counts: '2',
      columns: { author: 0, text: 1, time: 2, followers: 3 },
    });
    deepLink = `/files/graph/${projectId}/${runs[0].processId}?shared=1#top`;
    // The bootstrapped admin's set-password link, used as its owner would.
    const mail = (await readOutbox(path.join(server.dataDir, 'outbox'))).filter((m) => m.to === E2E_ADMIN).at(-1);
    const linkToken = decodeURIComponent(mail?.text.match(/\/set_password\?token=([\w%-]+)/)?.[1] ?? '');
    await postJson(server, '/api/v1/auth/set_password', { token: linkToken, user_passwd: PASSWORD });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('signs in with a password and lands on the graph the link named, in Japanese', async () => {
    const page = await newPage(browser, 'ja-JP');
    await page.goto(`${server.url}${deepLink}`);
    // A first visit: nothing timed out, so nothing says so.
    await page.waitForURL(/\/login\?next=/);
    await page.getByTestId('password-login-email').waitFor();
    await expect(page.getByTestId('session-timeout').count()).resolves.toBe(0);
    await page.getByTestId('password-login-email').fill(E2E_ADMIN);
    await page.getByTestId('password-login-password').fill(PASSWORD);
    await page.getByTestId('password-login-submit').click();
    await page.waitForURL(`${server.url}${deepLink}`);
    await page.getByTestId('graph-pane').waitFor();
    await screenshot(page, 'deep-link-password-ja');
  });

  it('goes on to the dev login with the link and lands there, in English', async () => {
    const page = await newPage(browser, 'en-US');
    await page.goto(`${server.url}${deepLink}`);
    await page.waitForURL(/\/login\?next=/);
    await chooseEnglish(page);
    await expect(page.getByTestId('session-timeout').count()).resolves.toBe(0);
    await page.getByTestId('dev-login-link').click();
    await page.waitForURL(/\/dev_login\?next=/);
    await page.getByTestId('login-email').fill(E2E_ADMIN);
    await page.getByTestId('login-button').click();
    await page.waitForURL(`${server.url}${deepLink}`);
    await page.getByTestId('graph-pane').waitFor();
    await screenshot(page, 'deep-link-dev-login-en');
  });

  it('says the session timed out when the one kept in this browser has expired, in both languages', async () => {
    const expired = testToken(1_700_000_000);
    for (const [lang, notice] of [
      ['ja', 'タイムアウトしました。再度ログインしてください。'],
      ['en', 'Time out. Please login again.'],
    ]) {
      const page = await newPage(browser, lang === 'ja' ? 'ja-JP' : 'en-US');
      await page.goto(`${server.url}/login`);
      await page.evaluate(
        ([token, language]) =>
          localStorage.setItem('kizuna.session', JSON.stringify({ api_token: token, lang: language })),
        [expired, lang],
      );
      await page.goto(`${server.url}${deepLink}`);
      await page.waitForURL(/\/login\?session_timeout=1&next=/);
      await expect(page.getByTestId('session-timeout').textContent()).resolves.toBe(notice);
      await page.context().close();
    }
  });

  it('comes back to the page a session ended on, after signing in again', async () => {
    const page = await newPage(browser, 'en-US');
    await page.goto(`${server.url}/dev_login`);
    await chooseEnglish(page);
    await page.getByTestId('login-email').fill(E2E_ADMIN);
    await page.getByTestId('login-button').click();
    await page.waitForURL(`${server.url}/`);
    // The page's own calls answered first (the pane shows while its labels are still asked): a 401
    // to one of those would send it to sign-in before the click this test is about.
    const labelsAnswered = page.waitForResponse((res) => res.url().includes('/api/v1/labels/list_labels'));
    await page.goto(`${server.url}${deepLink}`);
    await page.getByTestId('graph-pane').waitFor();
    await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor();
    await labelsAnswered;
    await page.waitForLoadState('networkidle');
    // The session ends server-side (signed out elsewhere, or idle): the next call answers 401.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('kizuna.session') ?? '{}') as { api_token: string }).api_token,
    );
    await postJson(server, '/api/v1/auth/logout', {}, token);
    await page.getByTestId('menu-files').click();
    await page.waitForURL(/\/login\?session_timeout=1&next=%2Ffiles/);
    await page.getByTestId('password-login-email').fill(E2E_ADMIN);
    await page.getByTestId('password-login-password').fill(PASSWORD);
    await page.getByTestId('password-login-submit').click();
    await page.waitForURL(`${server.url}/files`);
  });

  it.each([
    ['another host', '//evil.example/files'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['a scheme', 'https://evil.example/'],
  ])('ignores a return path to %s and opens the home page', async (_why, next) => {
    const page = await newPage(browser, 'ja-JP');
    await page.goto(`${server.url}/login?password=1&next=${encodeURIComponent(next)}`);
    await page.getByTestId('password-login-email').fill(E2E_ADMIN);
    await page.getByTestId('password-login-password').fill(PASSWORD);
    await page.getByTestId('password-login-submit').click();
    await page.waitForURL(`${server.url}/`);
    await page.getByTestId('home-card-upload').waitFor();
  });
});
