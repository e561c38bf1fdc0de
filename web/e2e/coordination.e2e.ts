import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { devLogin, postJson } from './e2e-session.js';
import { analysedProject } from './analysed-project.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';

const ADMIN = 'admin@example.com';

/** Three accounts retweeting four of a brand's posts seconds apart, among fans retweeting minutes later. */
function campaignCsv(): string {
  const rows = ['author,text,time,followers'];
  const at = (h: number, m: number, s: number) =>
    `2024-03-01 ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  for (let i = 0; i < 4; i++) {
    const text = `新商品のお知らせ その${i} をチェック`;
    rows.push(`brand,${text},${at(9 + i, 0, 0)},1000`);
    ['bot_a', 'bot_b', 'bot_c'].forEach((bot, n) => rows.push(`${bot},"RT @brand: ${text}",${at(9 + i, 1, n * 7)},3`));
    for (let f = 0; f < 3; f++) rows.push(`fan${i}_${f},"RT @brand: ${text}",${at(9 + i, 10 + f * 9, 0)},20`);
  }
  return rows.join('\n') + '\n';
}

describe('the Coordination tab of the relations page', () => {
  let server: KizunaServer;
  let browser: Browser;
  let projectId: string;
  let runId: string;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    const token = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: ADMIN }, ''))
      .AuthenticationResult.AccessToken;
    const analysed = await analysedProject(server, token, {
      file: campaignCsv(),
      fileName: 'campaign.csv',
      projectName: 'Campaign',
      counts: '2',
      columns: { author: 0, text: 1, time: 2, followers: 3 },
      relations: 'retweet',
    });
    projectId = analysed.projectId;
    runId = analysed.runs[0].processId;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const lang of ['ja', 'en'] as const)
    it(`shows the trio with its posts seconds apart, and follows the settings (${lang})`, async () => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: `${lang}-JP` });
      const page = await context.newPage();
      await devLogin(page, server, lang);
      await page.goto(`${server.url}/files/relations/${projectId}/${runId}`);
      await page.getByTestId('tab-coordination').click();
      await expect(page.getByTestId('coordination-caveat').textContent()).resolves.toMatch(
        lang === 'ja' ? /自動化の証拠ではなく/ : /evidence, not proof of automation/,
      );
      const group = page.getByTestId('coordination-group-1');
      await group.waitFor();
      await group.getByRole('button').first().click();
      await page.getByTestId('coordination-member-bot_c').waitFor();
      const evidence = page.getByTestId('coordination-evidence-1-0');
      await expect(evidence.textContent()).resolves.toMatch(
        /bot_a 2024\/03\/01 \d\d:01:00.*bot_b 2024\/03\/01 \d\d:01:07/,
      );
      await expect(page.locator('[data-testid^="coordination-group-"]').count()).resolves.toBe(1);
      await screenshot(page, `relations-coordination-${lang}`);
      await page.getByTestId('coordination-min_repetitions').fill('5');
      await page.getByTestId('coordination-none').waitFor();
      await context.close();
    });
});
