import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { postJson, openSignedIn } from './e2e-session.js';
import { analysedProject } from './analysed-project.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';

const ADMIN = 'admin@example.com';

/** Three retweet groups around the hubs alice, bob and carol, 12 fans each. */
function groupsCsv(): string {
  const rows = ['author,text,time,followers'];
  let minute = 0;
  const at = () => {
    const m = minute++;
    return `2024-03-01 ${String(9 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
  };
  for (const [hub, text] of [
    ['alice', 'ramen noodles soup'],
    ['bob', 'baseball game stadium'],
    ['carol', 'election vote debate'],
  ]) {
    rows.push(`${hub},${text},${at()},100`);
    for (let i = 1; i <= 12; i++) {
      rows.push(`${hub}fan${i},"RT @${hub}: ${text}",${at()},${i}`);
      rows.push(`${hub}fan${i},"RT @${hub}fan${(i % 12) + 1}: ${text} again",${at()},${i}`);
    }
  }
  return rows.join('\n') + '\n';
}

describe('re-running a project with another k from the graph page', () => {
  let server: KizunaServer;
  let browser: Browser;
  let token: string;
  let projectId: string;
  let firstRun: string;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    token = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: ADMIN }, ''))
      .AuthenticationResult.AccessToken;
    const analysed = await analysedProject(server, token, {
      file: groupsCsv(),
      fileName: 'groups.csv',
      projectName: 'Rerun',
      counts: '3',
      columns: { author: 0, text: 1, time: 2, followers: 3 },
    });
    projectId = analysed.projectId;
    firstRun = analysed.runs[0].processId;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each([
    ['en', 'en-US', 2, '2 (has a run)', 'Run with this k'],
    ['ja', 'ja-JP', 4, '2（実行済み）', 'このkで分析'],
  ] as const)(
    'in %s: picks k, shows the progress and switches to the new run',
    async (lang, locale, k, taken, button) => {
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale });
      const page = await context.newPage();
      await openSignedIn(page, server, lang, `/files/graph/${projectId}/${firstRun}`);
      await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
      await expect(page.getByTestId('rerun-start').textContent()).resolves.toBe(button);
      await page.getByTestId('rerun-k').click();
      // k = 3 has a run: it cannot be chosen again.
      await expect(page.getByTestId('rerun-k-3').getAttribute('aria-disabled')).resolves.toBe('true');
      if (lang === 'ja') await expect(page.getByTestId('rerun-k-2').textContent()).resolves.toBe(taken);
      await page.getByTestId(`rerun-k-${k}`).click();
      await page.getByTestId('rerun-start').click();
      // The added run is followed until done, then its graph opens with k communities.
      await page.waitForURL(new RegExp(`/files/graph/${projectId}/(?!${firstRun})[^/?]+`), { timeout: 60_000 });
      // The new run's graph replaces the previous one once it has loaded: wait for its title first.
      await page
        .getByTestId('graph-title')
        .filter({ hasText: `k = ${k}` })
        .waitFor({ timeout: 30_000 });
      await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
      for (let i = 0; i < 100 && (await page.locator('[data-testid^="legend-"]').count()) !== k; i++)
        await new Promise((r) => setTimeout(r, 100));
      await expect(page.locator('[data-testid^="legend-"]').count()).resolves.toBe(k);
      await screenshot(page, `rerun-${lang}`);
      // The run menu lists the new run, and the control refuses its k now.
      await page.getByTestId('graph-settings').click();
      await page.getByTestId(`run-${k}`).waitFor();
      await page.keyboard.press('Escape');
      const project = await postJson(server, '/api/v1/process/get_project', { project_id: projectId }, token);
      expect((project.ProcessResult as Array<{ total_cluster: number }>).map((r) => r.total_cluster)).toContain(k);
      await context.close();
    },
    90_000,
  );
});
