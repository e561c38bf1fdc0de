import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { postJson, openSignedIn } from './e2e-session.js';
import { analysedProject } from './analysed-project.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';

const ADMIN = 'admin@example.com';

/**
 * Three accounts retweeting four of a brand's posts seconds apart (7 s), among fans retweeting
 * minutes later; with `botGapSeconds` 300 the three are minutes apart too: no group.
 */
function campaignCsv(botGapSeconds = 7): string {
  const rows = ['author,text,time,followers'];
  const at = (h: number, m: number, s: number) =>
    `2024-03-01 ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  for (let i = 0; i < 4; i++) {
    const text = `新商品のお知らせ その${i} をチェック`;
    rows.push(`brand,${text},${at(9 + i, 0, 0)},1000`);
    ['bot_a', 'bot_b', 'bot_c'].forEach((bot, n) => {
      const s = 60 + n * botGapSeconds;
      rows.push(`${bot},"RT @brand: ${text}",${at(9 + i, Math.floor(s / 60), s % 60)},3`);
    });
    for (let f = 0; f < 3; f++) rows.push(`fan${i}_${f},"RT @brand: ${text}",${at(9 + i, 10 + f * 9, 0)},20`);
  }
  return rows.join('\n') + '\n';
}

/** The campaign, and two accounts posting their own edited copies of a Japanese and two English texts 15 s apart. */
function editedCsv(): string {
  const rows = [campaignCsv().trimEnd()];
  const copies = [
    [
      '新しい子育て支援策の説明会が明日の午後三時から市役所の大会議室で開かれます 🎉',
      '@reader_1 新しい子育て支援策の説明会が本日の午後三時から市役所の大会議室で開かれます',
    ],
    [
      'this bill has serious problems so please raise your voice against it right now https://t.co/a1',
      'this bill has serious problems so please raise your voice against it right today',
    ],
    [
      'residents are invited to share their views on the station redevelopment plan this weekend #share',
      'residents are invited to share their views on the station redevelopment plan this saturday',
    ],
  ];
  copies.forEach(([one, two], i) => {
    rows.push(`near_one,"${one}",2024-03-01 ${14 + i}:00:00,5`);
    rows.push(`near_two,"${two}",2024-03-01 ${14 + i}:00:15,5`);
  });
  return rows.join('\n') + '\n';
}

/** The runs marked as differences in one side of a near-identical match, joined. */
const marked = async (side: Locator) => (await side.getByTestId('near-diff').allTextContents()).join('|');

const squeeze = (text: string) => text.replace(/\s+/g, '');

/** Waits until every part of the report that loads on its own has loaded. */
async function reportLoaded(page: Page): Promise<void> {
  await page.locator('[data-testid="run-report"][data-ready="true"]').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="report-coordination"][data-loaded="true"]').waitFor({ timeout: 30_000 });
}

/** The graph page with its canvas drawn. */
async function openGraph(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
}

describe('coordinated accounts: the relations tab, the graph switch and the run report', () => {
  let server: KizunaServer;
  let browser: Browser;
  let projectId: string;
  let runId: string;
  let quietProjectId: string;
  let quietRunId: string;
  let editedProjectId: string;
  let editedRunId: string;

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
    const quiet = await analysedProject(server, token, {
      file: campaignCsv(300),
      fileName: 'quiet.csv',
      projectName: 'Quiet',
      counts: '2',
      columns: { author: 0, text: 1, time: 2, followers: 3 },
      relations: 'retweet',
    });
    quietProjectId = quiet.projectId;
    quietRunId = quiet.runs[0].processId;
    const edited = await analysedProject(server, token, {
      file: editedCsv(),
      fileName: 'edited.csv',
      projectName: 'Edited',
      counts: '2',
      columns: { author: 0, text: 1, time: 2, followers: 3 },
      relations: 'retweet',
    });
    editedProjectId = edited.projectId;
    editedRunId = edited.runs[0].processId;
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const lang of ['ja', 'en'] as const)
    it(`shows the trio with its posts seconds apart, and follows the settings (${lang})`, async () => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: `${lang}-JP` });
      const page = await context.newPage();
      await openSignedIn(page, server, lang, `/files/relations/${projectId}/${runId}`);
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

  for (const lang of ['ja', 'en'] as const)
    it(`pairs edited copies by the similarity slider, their texts side by side with the differences marked (${lang})`, async () => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: `${lang}-JP` });
      const page = await context.newPage();
      await openSignedIn(page, server, lang, `/files/relations/${editedProjectId}/${editedRunId}`);
      await page.getByTestId('tab-coordination').click();
      await expect(page.locator('#coordination-similarity-label').textContent()).resolves.toBe(
        lang === 'ja' ? '文面の類似度 80%（100%：同じ文面のみ）' : 'Text similarity 80% (100%: equal texts only)',
      );
      // The trio's group first (four items), then the editors' (three near-identical matches).
      const group = page.getByTestId('coordination-group-2');
      await group.waitFor();
      await group.getByRole('button').first().click();
      await expect(page.getByTestId('coordination-near-title-2').textContent()).resolves.toMatch(
        lang === 'ja' ? /ほぼ同じ文面（3 組/ : /Near-identical texts, pairs of posts: 3/,
      );
      const first = page.getByTestId('coordination-near-2-0');
      await expect(first.getByTestId('coordination-near-2-0-source').textContent()).resolves.toMatch(
        /新しい子育て支援策.*明日.*near_one 2024\/03\/01/,
      );
      await expect(first.getByTestId('coordination-near-2-0-target').textContent()).resolves.toMatch(
        /本日.*near_two 2024\/03\/01/,
      );
      // The swapped word is marked on each side; the words both have are not.
      expect(await marked(first.getByTestId('coordination-near-2-0-source'))).toMatch(/明/);
      expect(await marked(first.getByTestId('coordination-near-2-0-target'))).toMatch(/本/);
      const english = page.getByTestId('coordination-near-2-1');
      expect(await marked(english.getByTestId('coordination-near-2-1-source'))).toMatch(/now/);
      expect(await marked(english.getByTestId('coordination-near-2-1-target'))).toMatch(/today/);
      await expect(page.getByTestId('coordination-near-2-0-similarity').textContent()).resolves.toMatch(
        lang === 'ja' ? /^類似度 \d+%$/ : /^\d+% similar$/,
      );
      await screenshot(page, `relations-coordination-near-${lang}`);
      // To 100 %: equal texts only, and the editors' group is gone.
      await page.getByTestId('coordination-similarity_percent').focus();
      await page.keyboard.press('End');
      await expect(page.locator('#coordination-similarity-label').textContent()).resolves.toMatch(/100%/);
      await page.getByTestId('coordination-group-2').waitFor({ state: 'detached' });
      await expect(page.locator('[data-testid^="coordination-group-"]').count()).resolves.toBe(1);
      await context.close();
    });

  for (const lang of ['ja', 'en'] as const)
    it(`rings the trio on the graph, and the printed report lists their group (${lang})`, async () => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: `${lang}-JP` });
      const page = await context.newPage();
      await openSignedIn(page, server, lang, `/files/graph/${projectId}/${runId}`);
      await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
      const canvas = page.getByTestId('graph-canvas');
      expect(await canvas.getAttribute('data-ringed-users')).toBe('0');
      const label = lang === 'ja' ? '協調行動のアカウントを輪で囲む' : 'Outline coordinated accounts';
      await page.getByText(label).waitFor();
      await page.getByTestId('coordination-outline').check();
      const legend = page.getByTestId('coordination-outline-legend');
      await legend.waitFor();
      await expect(legend.textContent()).resolves.toMatch(
        lang === 'ja'
          ? /1 グループ、3 アカウント.*自動化の証拠ではなく/
          : /groups: 1, accounts: 3.*evidence, not proof/,
      );
      await page.waitForFunction(
        () => document.querySelector('[data-testid="graph-canvas"]')?.getAttribute('data-ringed-users') === '3',
      );
      await screenshot(page, `graph-coordination-rings-${lang}`);
      await page.getByTestId('coordination-outline').uncheck();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="graph-canvas"]')?.getAttribute('data-ringed-users') === '0',
      );

      await page.getByTestId('open-report').click();
      await page.waitForURL(new RegExp(`/files/report/${projectId}/${runId}`));
      await reportLoaded(page);
      const summary = page.getByTestId('report-coordination-summary');
      await expect(summary.textContent()).resolves.toBe(
        lang === 'ja'
          ? '協調グループ 1、アカウント 3、ほぼ同じ文面の組 0。'
          : 'Coordinated groups: 1, accounts: 3, near-identical text matches: 0.',
      );
      await expect(page.getByTestId('report-coordination-group-1').textContent()).resolves.toMatch(
        /bot_a \(4\).*bot_b \(4\).*bot_c \(4\).*100%/,
      );
      await page.emulateMedia({ media: 'print' });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      await screenshot(page, `run-report-coordination-${lang}`);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      const flat = squeeze(text);
      expect(flat).toContain(squeeze(lang === 'ja' ? '協調行動のアカウント' : 'Coordinated accounts'));
      expect(flat).toContain('bot_c(4)');
      expect(flat).toContain(squeeze(lang === 'ja' ? '自動化の証拠ではなく' : 'evidence, not proof of automation'));
      await context.close();
    }, 120_000);

  for (const lang of ['ja', 'en'] as const)
    it(`says there is no coordinated group on the tab, the switch and the report (${lang})`, async () => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: `${lang}-JP` });
      const page = await context.newPage();
      await openSignedIn(page, server, lang, `/files/relations/${quietProjectId}/${quietRunId}?tab=coordination`);
      await expect(page.getByTestId('coordination-none').textContent()).resolves.toMatch(
        lang === 'ja' ? /協調したグループはありません/ : /No coordinated group at these settings/,
      );
      await openGraph(page, `${server.url}/files/graph/${quietProjectId}/${quietRunId}`);
      await page.getByTestId('coordination-outline').check();
      await expect(page.getByTestId('coordination-outline-none').textContent()).resolves.toBe(
        lang === 'ja'
          ? '協調行動のアカウントはありません（既定の設定）。'
          : 'No coordinated accounts (at the default settings).',
      );
      expect(await page.getByTestId('graph-canvas').getAttribute('data-ringed-users')).toBe('0');
      await page.goto(`${server.url}/files/report/${quietProjectId}/${quietRunId}`);
      await reportLoaded(page);
      await expect(page.getByTestId('report-coordination-none').textContent()).resolves.toBe(
        lang === 'ja'
          ? 'この設定では協調したグループは見つかりませんでした。'
          : 'No coordinated groups found at these settings.',
      );
      await context.close();
    }, 120_000);
});
