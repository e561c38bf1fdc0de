import { mkdir, mkdtemp, readdir, rm, statfs, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { smallFilesystem, type SmallFilesystem } from '@kizuna/platform/objects-testing';
import { openSignedIn } from './e2e-session.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';
import { mapTwoGroupsColumns, nameAndChoose, twoGroupsFile } from './upload-wizard-steps.js';

/** errors.storage_full as the user reads it: no path, no errno, what to do. */
const STORAGE_FULL = {
  ja: 'サーバーの保存領域がいっぱいのため保存できませんでした。管理者に空き容量の確保を依頼してください。',
  en: "The server's storage is full, so this could not be saved. Please ask an administrator to free some space.",
} as const;

/**
 * Issue 49 in the browser: the data folder's objects on a 48 MB tmpfs (mounting one needs root;
 * elsewhere this file is skipped, as services/gateway/test/full-disk.api.ts is).
 */
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-e2e-full-disk-'));
const objects = path.join(dataDir, 'objects');
const small: SmallFilesystem | null = await smallFilesystem(48 * 1024 * 1024, objects);
if (!small) await rm(dataDir, { recursive: true, force: true });
const onSmallDisk = small ? describe : describe.skip;

/** A file in the store's own folder, which the store never lists (as full-disk.api.ts fills it). */
const filler = path.join(objects, '.kizuna', 'filler');

/** Fills the disk up to `leave` bytes free; again when work in the background took some room meanwhile. */
async function fill(leave: number): Promise<void> {
  await mkdir(path.dirname(filler), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    await rm(filler, { force: true });
    const fs = await statfs(objects);
    try {
      await writeFile(filler, Buffer.alloc(Math.max(0, Number(fs.bavail) * Number(fs.bsize) - leave)));
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOSPC' || attempt >= 5) throw err;
    }
  }
}

/** Every file on the small disk but the filler and the system's reports: uploads, their temporary files, datasets. */
async function stored(): Promise<string[]> {
  const entries = await readdir(objects, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => file !== filler && !file.startsWith(path.join(objects, 'system')));
}

onSmallDisk('an upload to a full data folder, in Chromium (issue 49)', () => {
  let server: KizunaServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startKizunaServer({}, dataDir);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    try {
      await browser?.close();
      await server?.stop();
    } finally {
      // Unmounted even when stopping fails.
      await small?.cleanup();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('says the storage is full in words (ja, then en), keeps nothing, and takes the same file once there is room', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await openSignedIn(page, server, 'ja', '/upload');
    await page.getByTestId('project-name-input').fill('満杯のディスク');
    await page.getByTestId('project-name-ok').click();
    const file = twoGroupsFile();
    const toast = page.getByTestId('toast-error');

    await fill(0);
    const refused = page.waitForResponse((res) => res.url().includes('/api/v1/process/upload_csv'));
    await page.getByTestId('upload-file-input').setInputFiles(file);
    expect((await refused).status()).toBe(507);
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toBe(STORAGE_FULL.ja);
    await screenshot(page, 'full-disk-upload-ja');
    // Nothing of the machine on screen: no folder, no errno, no stack.
    expect(await page.locator('body').innerText()).not.toMatch(/ENOSPC|kizuna-e2e-full-disk|\.kizuna|:\d+:\d+\)/);
    await toast.getByRole('button').click();
    await toast.waitFor({ state: 'detached' });

    // The same refusal in English.
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await page.getByTestId('upload-file-input').setInputFiles(file);
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toBe(STORAGE_FULL.en);
    await toast.getByRole('button').click();

    // Still at the first step; nothing stored, no project listed.
    await expect(page.getByTestId('role-select-0').count()).resolves.toBe(0);
    await expect(stored()).resolves.toEqual([]);
    const listed = page.waitForResponse((res) => res.url().includes('/api/v1/process/list_data'));
    await page.getByTestId('menu-files').click();
    // The list as the server gave it (the table is empty while it loads, too).
    expect(((await (await listed).json()) as { stats: { count_total: number } }).stats.count_total).toBe(0);
    await page.getByTestId('project-table').waitFor();
    await expect(page.locator('[data-testid^="project-row-"]').count()).resolves.toBe(0);

    // Room again (an administrator freed it): the same file goes through to an analysed project.
    await rm(filler);
    await page.getByTestId('menu-upload').click();
    await nameAndChoose(page, 'Full disk, then room', file);
    await mapTwoGroupsColumns(page);
    await expect(page.getByTestId('rows-valid').textContent()).resolves.toBe('10');
    await page.getByTestId('start-button').click();
    await page.waitForURL(`${server.url}/files`);
    const rows = page.locator('[data-testid^="project-row-"]');
    await rows.first().waitFor();
    await expect(rows.count()).resolves.toBe(1);
    await rows.first().locator('[data-testid^="run-"][data-status="2"]').waitFor({ timeout: 30_000 });
    await context.close();
  }, 90_000);
});
