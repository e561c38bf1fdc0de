import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './browser.js';
import { repoRoot, startKizunaServer, type KizunaServer } from './kizuna-server.js';

const DEMONETIZATION = path.resolve(repoRoot, '../shared/data/posts/demonetization-en/demonetization-tweets.utf8.csv');

/** Files the local object store holds under a prefix (what the server kept of our uploads). */
async function storedUnder(dataDir: string, prefix: string): Promise<string[]> {
  const root = path.join(dataDir, 'objects', prefix);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

async function errorToast(page: Page): Promise<string> {
  const toast = page.getByTestId('toast-error').last();
  await toast.waitFor({ state: 'visible', timeout: 15_000 });
  const text = (await toast.textContent()) ?? '';
  await toast.getByRole('button').click();
  await toast.waitFor({ state: 'detached' });
  return text;
}

describe('the walking skeleton in Chromium', () => {
  let server: KizunaServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let graphUrl = '';

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
    });
    page = await context.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('sends a visitor to /login and signs the admin in with the dev login, in Japanese', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/login/);
    await screenshot(page, '01-login');
    await page.getByTestId('dev-login-link').click();
    await page.waitForURL(/\/dev_login$/);
    await page.getByTestId('login-email').fill('admin@example.com');
    await page.getByTestId('login-button').click();
    // A first sign-in without a password is offered one; later is fine.
    await page.waitForURL(/\/set_password\?first=1$/);
    await page.getByTestId('set-password-later').click();
    await page.waitForURL(`${server.url}/`);
    await expect(page.getByTestId('menu-upload').textContent()).resolves.toBe('新規分析');
    await expect(page.getByTestId('home-card-users').isVisible()).resolves.toBe(true);
    await screenshot(page, '02-home');
  });

  it('answers bad files with the spec messages and keeps nothing of them', async () => {
    await page.getByTestId('menu-upload').click();
    await page.waitForURL(/\/upload$/);
    // The name dialog opens by itself on a new analysis.
    await page.getByTestId('project-name-input').fill('デモネタイゼーション');
    await page.getByTestId('project-name-ok').click();
    const input = page.getByTestId('upload-file-input');

    await input.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    expect(await errorToast(page)).toBe('CSVファイルをアップロードしてください。');

    await input.setInputFiles({
      name: 'fake.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 0, 0]),
    });
    expect(await errorToast(page)).toBe('CSVファイルをアップロードしてください。');

    await input.setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
    expect(await errorToast(page)).toBe('ファイルが空です。');

    // A file over 150 MB is refused before a byte is sent.
    await page.evaluate(() => {
      const el = document.querySelector<HTMLInputElement>('[data-testid="upload-file-input"]')!;
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(150_000_001)], 'huge.csv', { type: 'text/csv' }));
      el.files = dt.files;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(await errorToast(page)).toBe('ファイルサイズが150 MBを超えています。');
    expect(await storedUnder(server.dataDir, 'uploads')).toEqual([]);
    await screenshot(page, '03-upload-errors');
  });

  it('uploads, suggests the column roles, refuses a mapping without Time, registers and starts k = 3, 6, 10', async () => {
    await page.getByTestId('upload-file-input').setInputFiles(DEMONETIZATION);
    await page.getByTestId('role-select-11').waitFor();
    // Roles are guessed from the header names (twitteR's text, created, screenName).
    await expect(page.getByTestId('role-select-1').inputValue()).resolves.toBe('contents');
    await expect(page.getByTestId('role-select-5').inputValue()).resolves.toBe('time');
    await expect(page.getByTestId('role-select-11').inputValue()).resolves.toBe('author');
    await expect(page.getByTestId('k-3').isChecked()).resolves.toBe(true);
    await page.getByTestId('role-select-5').selectOption('');
    await page.getByTestId('next-button').click();
    expect(await errorToast(page)).toBe('[日時] を選択してください。');

    await page.getByTestId('role-select-5').selectOption('time');
    // All three runs: the project is done only when k = 3, 6 and 10 are.
    await page.getByTestId('k-6').check();
    await page.getByTestId('k-10').check();
    // The network comes from retweets by default; mentions are added here (design §5).
    await expect(page.getByTestId('relation-retweet').isChecked()).resolves.toBe(true);
    await expect(page.getByTestId('relation-mention').isChecked()).resolves.toBe(false);
    await page.getByTestId('relation-mention').check();
    await screenshot(page, '04-mapping');
    await page.getByTestId('next-button').click();
    await page.getByTestId('rows-all').waitFor();
    await expect(page.getByTestId('rows-all').textContent()).resolves.toBe('8000');
    await expect(page.getByTestId('rows-valid').textContent()).resolves.toBe('8000');
    await screenshot(page, '05-review');
    await page.getByTestId('start-button').click();
    await page.getByTestId('start-done').waitFor();
    await page.waitForURL(/\/files$/, { timeout: 10_000 });
  });

  it('shows the project go from waiting through processing to done on /files', async () => {
    const row = page.locator('[data-testid^="project-row-"]').first();
    await row.waitFor();
    const projectId = ((await row.getAttribute('data-testid')) ?? '').replace('project-row-', '');
    const status = page.getByTestId(`status-${projectId}`);
    const seen: string[] = [];
    const until = Date.now() + 180_000;
    for (;;) {
      const s = (await status.getAttribute('data-status')) ?? '';
      if (seen[seen.length - 1] !== s) seen.push(s);
      if (s === '2' || s === '-1' || Date.now() > until) break;
      await page.getByTestId('files-refresh').click();
      await page.waitForTimeout(250);
    }
    expect(seen[seen.length - 1]).toBe('2');
    // Statuses only move forward: waiting (0), processing (1), done (2).
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort());
    // Not required to catch waiting or processing: with tokenizing done at registration, a small
    // project can be done before the 2-second redirect to /files.
    await screenshot(page, '06-files-done');

    // The admin sees where each run's time went, in Japanese, the project's stages first.
    await page.getByTestId(`stage-times-${projectId}`).click();
    const times = page.getByTestId(`stage-times-table-${projectId}`);
    await times.waitFor();
    const header = (await times.locator('thead th').allTextContents()).map((h) => h.trim());
    expect(header).toEqual([
      'k',
      '検証',
      '形態素解析',
      'ネットワーク',
      'コミュニティ',
      'キーワード',
      'レイアウト',
      '保存',
    ]);
    const rows = await times.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatch(/^(3|6|10)(\d+\.\d 秒){7}$/);
    await page.waitForTimeout(300); // the popover's fade-in
    await screenshot(page, '06a-stage-times');
    await page.keyboard.press('Escape');

    // The raw data behind the project: the file's own column names, Tokyo times, paged by 25.
    await page.getByTestId(`detail-${projectId}`).click();
    await page.waitForURL(new RegExp(`/files/review/${projectId}$`));
    await page.getByTestId('review-table').waitFor();
    expect(await page.locator('[data-testid^="review-row-"]').count()).toBe(25);
    const headers = await page.getByTestId('review-table').locator('thead th').allTextContents();
    expect(headers.map((h) => h.trim())).toEqual(['screenName', 'text', 'created']);
    // Five posts of the file mention the Reddy wedding.
    await page.getByTestId('review-search').fill('Reddy Wedding');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^="review-row-"]').length === 5);
    for (const text of await page.locator('[data-testid^="review-row-"]').allTextContents())
      expect(text.toLowerCase()).toContain('reddy wedding');
    await screenshot(page, '06b-review');
    await page.goBack();
    await page.waitForURL(/\/files$/);

    await page.getByTestId(`result-${projectId}`).click();
    await page.waitForURL(new RegExp(`/files/graph/${projectId}/[0-9a-f-]{36}$`));
    graphUrl = page.url();
    await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
    // More users than the display cap: the page says it draws the most central ones.
    expect(await page.getByTestId('display-cap-notice').textContent()).toMatch(
      /^[\d,]+ ユーザーのうち中心性の高い 2,0\d\d ユーザーを表示しています。/,
    );
    await expect(page.getByTestId('network-relations').textContent()).resolves.toBe(
      'ネットワークの関係: リツイート・メンション',
    );
    await screenshot(page, '07-graph');
  }, 240_000);

  it('lists exactly k communities and opens one with its keywords', async () => {
    await page.getByTestId('community-select').click();
    const options = page.locator('[data-testid^="community-option-"]');
    await options.first().waitFor();
    expect(await options.count()).toBe(3);
    await page.getByTestId('community-option-1').click();
    await page.getByTestId('graph-settings').click();
    await expect(page.locator('[data-testid^="run-"]').count()).resolves.toBe(3);
    await page.keyboard.press('Escape');
    await page.getByTestId('community-detail').waitFor();
    await page.getByTestId('keyword-table').waitFor();
    expect(await page.getByTestId('keyword-table').locator('tbody tr').count()).toBeGreaterThan(3);
    await screenshot(page, '08-community');

    // Member rows answer the keyboard: Tab from the opened panel reaches the first (past the member
    // search and the sortable column headers), Enter opens that user.
    await page.getByTestId('panel-nodes').getByRole('button').first().click();
    const firstMember = page.locator('[data-testid^="member-row-"]').first();
    await firstMember.waitFor();
    for (let i = 0; i < 20 && !(await firstMember.evaluate((row) => row === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(firstMember.evaluate((row) => row === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('node-detail').waitFor();
    await screenshot(page, '08b-member-by-keyboard');
  });

  it('speaks English when asked', async () => {
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await expect(page.getByTestId('menu-upload').textContent()).resolves.toBe('New analysis');
    await expect(page.getByTestId('network-relations').textContent()).resolves.toBe(
      'Network built from: Retweets, Mentions',
    );
    await screenshot(page, '09-graph-en');
  });

  it('shows the database status with back and refresh', async () => {
    await page.goto(`${server.url}/mysql`);
    const status = page.locator('[data-testid="database-status"][data-status="1"]');
    await status.waitFor();
    expect(await status.textContent()).toBe('The database is working.');
    // Five services over the bus, six document stores, the object store; all answering.
    expect(await page.locator('[data-testid^="database-check-"][data-status="ok"]').count()).toBe(12);
    await expect(page.getByTestId('database-check-bus:logs').textContent()).resolves.toContain(
      'Service logs (over the bus)',
    );
    await page.getByTestId('database-refresh').click();
    await status.waitFor();
    await screenshot(page, '10-database-status');
    await page.getByTestId('database-back').click();
    await page.waitForURL(/\/files\/graph\//);
  });

  it('keeps users, projects and results across a restart of the server', async () => {
    await server.stop();
    // Same data folder and port: the stored session, the project and its result must all still work.
    server = await startKizunaServer({}, server.dataDir, server.port);
    await page.goto(graphUrl);
    await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(graphUrl);
    await screenshot(page, '11-after-restart');
  }, 90_000);
});
