import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './browser.js';
import { repoRoot, startKizunaServer, type KizunaServer } from './kizuna-server.js';

/** 240 real tweets whose times read `8/7/15 9:54` (services/gateway/test/fixtures/SOURCE.md). */
const GOP_DEBATE = path.join(repoRoot, 'services/gateway/test/fixtures/gop-debate-240.csv');
const COLUMN = { author: 9, text: 14, time: 16 };

async function signIn(page: Page, server: KizunaServer): Promise<void> {
  await page.goto(`${server.url}/dev_login`);
  await page.getByTestId('login-email').fill('admin@example.com');
  await page.getByTestId('login-button').click();
  // The first sign-in of an account without a password is offered one; later is fine.
  await page.waitForURL((u) => u.pathname === '/' || u.pathname === '/set_password');
  if (new URL(page.url()).pathname === '/set_password') await page.getByTestId('set-password-later').click();
  await page.waitForURL(`${server.url}/`);
}

async function newProject(page: Page, server: KizunaServer, name: string): Promise<void> {
  await page.goto(`${server.url}/upload`);
  await page.getByTestId('project-name-input').fill(name);
  await page.getByTestId('project-name-ok').click();
}

describe('upload progress and dates written two ways, in Chromium', () => {
  let server: KizunaServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the bytes sent while a file uploads (en)', async () => {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await signIn(page, server);
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await newProject(page, server, 'Slow line');
    // A slow line, so that the upload takes a few seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    const tweets = await readFile(GOP_DEBATE);
    // About 1.3 MB: the fixture's rows twenty times over.
    const body = Buffer.concat([tweets, ...Array.from({ length: 19 }, () => tweets.subarray(tweets.indexOf(13) + 1))]);
    await page
      .getByTestId('upload-file-input')
      .setInputFiles({ name: 'debate.csv', mimeType: 'text/csv', buffer: body });
    const bar = page.locator('[data-testid="upload-progress"]');
    await bar.waitFor();
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="upload-progress"]');
      const percent = Number(el?.getAttribute('data-percent') ?? 0);
      return percent > 0 && percent < 100;
    });
    await expect(bar.textContent()).resolves.toMatch(/^[\d.]+ (kB|MB) of 1\.\d MB sent \(\d+%\)$/);
    await screenshot(page, 'upload-progress-en');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByTestId(`role-select-${COLUMN.time}`).waitFor({ timeout: 60_000 });
  });

  it('asks whether 8/7/15 is month or day first, showing samples read both ways, and registers every row (ja)', async () => {
    const page = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
    await signIn(page, server);
    await newProject(page, server, 'GOP debate');
    await page.getByTestId('upload-file-input').setInputFiles(GOP_DEBATE);
    await page.getByTestId(`role-select-${COLUMN.time}`).waitFor();
    await page.getByTestId(`role-select-${COLUMN.author}`).selectOption('author');
    await page.getByTestId(`role-select-${COLUMN.text}`).selectOption('contents');
    await page.getByTestId(`role-select-${COLUMN.time}`).selectOption('time');

    const question = page.getByTestId('date-order-question');
    await question.waitFor();
    const first = page.getByTestId('date-order-sample').first();
    await expect(first.textContent()).resolves.toMatch(
      /^8\/\d\/15 \d+:\d\d2015\/08\/0\d \d\d:\d\d2015\/0\d\/08 \d\d:\d\d$/,
    );
    await screenshot(page, 'date-order-question-ja');

    // Next without an answer: the question must be answered first.
    await page.getByTestId('next-button').click();
    await page.getByText('時刻列の日付が「月/日」か「日/月」かを選んでください。').waitFor();
    await page.getByTestId('date-order-month-first').check();
    await page.getByTestId('next-button').click();
    await page.getByTestId('rows-valid').waitFor({ timeout: 60_000 });
    await expect(page.getByTestId('rows-valid').textContent()).resolves.toBe('240');
  });
});
