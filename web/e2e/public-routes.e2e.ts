import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './browser.js';
import { repoRoot, startKizunaServer, type KizunaServer } from './kizuna-server.js';

describe('public routes in Chromium', () => {
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

  it('/mask keeps typed digits to year-month-day hour:minute and reads the value in Tokyo time, ja and en', async () => {
    const page = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
    await page.goto(`${server.url}/mask`);
    const input = page.getByTestId('mask-input');
    // 13 is no month and 4 no day's first digit: the mask refuses them, as spec §5 says.
    await input.pressSequentially('202613142317459');
    await expect(input.inputValue()).resolves.toBe('2026-11-23 17:45');
    await expect(page.getByTestId('mask-value').textContent()).resolves.toBe(
      '2026/11/23 17:45:00(日本時間)として読み取りました',
    );
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await expect(page.getByTestId('mask-value').textContent()).resolves.toBe(
      'Reads as 2026/11/23 17:45:00 (Asia/Tokyo)',
    );
    await input.fill('');
    await input.pressSequentially('202602301000');
    await expect(page.getByText('There is no such date.').isVisible()).resolves.toBe(true);
    await screenshot(page, 'mask-en');
  });
});

describe('start-up', () => {
  it('refuses the e-mail-only dev login on a non-loopback HOST, naming the variable', async () => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'launcher/dist/main.js')], {
      cwd: repoRoot,
      env: { ...process.env, NODE_OPTIONS: '', HOST: '0.0.0.0', DEV_LOGIN: 'true', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr?.on('data', (b: Buffer) => (output += b.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain('Invalid configuration: DEV_LOGIN');
    expect(output).toContain('HOST is 0.0.0.0');
  });
});
