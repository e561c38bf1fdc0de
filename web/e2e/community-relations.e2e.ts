import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { postJson, openSignedIn } from './e2e-session.js';
import { analysedProject } from './analysed-project.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';

const ADMIN = 'admin@example.com';

/** Three groups around alice, bob and carol; dave retweets alice and bob (a bridge); one reply and one mention cross groups. */
function relationsCsv(): string {
  const rows = ['author,text,time,followers'];
  let minute = 0;
  const at = () => {
    const m = minute++;
    return `2024-03-01 ${String(9 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
  };
  const groups = [
    ['alice', 'ramen', 'ramen noodles broth'],
    ['bob', 'ball', 'baseball game stadium'],
    ['carol', 'vote', 'election vote policy'],
  ];
  for (const [hub, , text] of groups) rows.push(`${hub},${text},${at()},100`);
  for (const [hub, prefix, text] of groups)
    for (let i = 1; i <= 8; i++) {
      rows.push(`${prefix}fan${i},"RT @${hub}: ${text}",${at()},${i}`);
      rows.push(`${prefix}fan${i},"RT @${prefix}fan${(i % 8) + 1}: ${prefix} again",${at()},${i}`);
    }
  for (let i = 0; i < 3; i++) {
    rows.push(`dave,"RT @alice: ramen noodles broth",${at()},5`);
    rows.push(`dave,"RT @bob: baseball game stadium",${at()},5`);
  }
  rows.push(`ramenfan1,@bob nice game,${at()},1`);
  rows.push(`ballfan2,I agree with @carol on policy,${at()},2`);
  return rows.join('\n') + '\n';
}

/** Waits until every part of the report that loads on its own has loaded. */
async function reportLoaded(page: Page): Promise<void> {
  await page.locator('[data-testid="run-report"][data-ready="true"]').waitFor({ timeout: 30_000 });
  for (let i = 0; i < 200; i++) {
    const waiting = await page.locator('[data-loaded="false"]').count();
    if (waiting === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the report did not finish loading');
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('how communities relate, and the printable run report', () => {
  let server: KizunaServer;
  let browser: Browser;
  let token: string;
  let projectId: string;
  let k3: string;
  let names: string[];
  let firstPost: number;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    token = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: ADMIN }, ''))
      .AuthenticationResult.AccessToken;
    const analysed = await analysedProject(server, token, {
      file: relationsCsv(),
      fileName: 'relations.csv',
      projectName: 'Relations',
      counts: '2,3',
      columns: { author: 0, text: 1, time: 2, followers: 3 },
      relations: 'retweet,reply,mention',
    });
    projectId = analysed.projectId;
    k3 = analysed.runs.find((r) => r.k === 3)!.processId;
    const graph = await postJson(server, '/api/v1/analyze/cluster/get_graph', { process_id: k3 }, token);
    names = (graph.data.nodes as Array<{ type: string; label: string }>)
      .filter((n) => n.type === 'community')
      .map((n) => n.label);
    expect(names).toHaveLength(3);
    firstPost = Math.min(...(graph.data.time_range_data as Array<[number, number]>).map(([t]) => t));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('from the graph page: runs compared (a band lists its users), who amplifies whom, bridges', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: 'ja-JP' });
    const page = await context.newPage();
    await openSignedIn(page, server, 'ja', `/files/graph/${projectId}/${k3}`);
    // The bridges toggle keeps only the bridges coloured, and gives every user back when off.
    const canvas = page.locator('[data-testid="graph-canvas"][data-ready="true"]');
    await canvas.waitFor({ timeout: 30_000 });
    const everyone = Number(await canvas.getAttribute('data-visible-users'));
    expect(Number(await canvas.getAttribute('data-kept-users'))).toBe(everyone);
    await page.getByTestId('bridges-only').check();
    await page.waitForFunction(
      (all) => Number(document.querySelector('[data-testid="graph-canvas"]')?.getAttribute('data-kept-users')) < all,
      everyone,
    );
    const bridges = Number(await canvas.getAttribute('data-kept-users'));
    expect(bridges).toBeGreaterThan(0);
    await page.getByTestId('bridges-only').uncheck();
    await page.waitForFunction(
      (all) => Number(document.querySelector('[data-testid="graph-canvas"]')?.getAttribute('data-kept-users')) === all,
      everyone,
    );
    await page.getByTestId('open-relations').click();
    await page.waitForURL(new RegExp(`/files/relations/${projectId}/${k3}`));
    // The Sankey is drawn (echarts SVG) with each community's name.
    const sankey = page.getByTestId('run-sankey');
    await sankey.locator('svg path').first().waitFor();
    for (const name of names) await sankey.getByText(name, { exact: false }).first().waitFor();
    const bands = page.locator('[data-testid^="band-"][data-testid*="-"][tabindex="0"]');
    expect(await bands.count()).toBeGreaterThan(0);
    await bands.first().click();
    const members = page.getByTestId('band-members');
    await members.locator('[data-testid^="band-user-"]').first().waitFor();
    await screenshot(page, 'relations-comparison-ja');

    await page.getByTestId('tab-matrix').click();
    await page.getByTestId('interaction-heatmap').locator('svg').first().waitFor();
    await expect(page.locator('[data-testid^="matrix-row-"]').count()).resolves.toBe(3);
    await expect(page.getByTestId('closedness-1').textContent()).resolves.toMatch(/%/);
    await screenshot(page, 'relations-matrix-ja');

    await page.getByTestId('tab-bridges').click();
    await page.getByTestId('bridge-dave').waitFor();
    await screenshot(page, 'relations-bridges-ja');

    // The graph's time window, followed by its panels, goes along to the matrix.
    const from = firstPost;
    const to = firstPost + 20 * 60_000;
    await page.goto(`${server.url}/files/graph/${projectId}/${k3}?from=${from}&to=${to}&follow=1`);
    await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('open-relations').click();
    await page.getByTestId('tab-matrix').click();
    const period = page.getByTestId('matrix-period');
    await period.filter({ hasText: 'グラフで選んだ期間' }).waitFor();
    await page.getByTestId('matrix-follow').click();
    await period.filter({ hasText: '実行の全期間' }).waitFor();
    await context.close();
  }, 90_000);

  it.each([
    ['en', 'en-US', 'Run report'],
    ['ja', 'ja-JP', '実行レポート'],
  ] as const)(
    'in %s: prints the run report to an A4 portrait PDF holding every community’s name',
    async (lang, locale, title) => {
      const context = await browser.newContext({ viewport: { width: 1200, height: 1000 }, locale });
      const page = await context.newPage();
      await openSignedIn(page, server, lang, `/files/graph/${projectId}/${k3}`);
      await page.getByTestId('open-report').click();
      await page.waitForURL(new RegExp(`/files/report/${projectId}/${k3}`));
      await reportLoaded(page);
      await page.getByTestId('report-comparison').locator('svg path').first().waitFor();
      await page.emulateMedia({ media: 'print' });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      await screenshot(page, `run-report-${lang}`);
      const doc = await getDocumentProxy(new Uint8Array(pdf));
      const first = await doc.getPage(1);
      const { width, height } = first.getViewport({ scale: 1 });
      // A4 portrait in points.
      expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
      const { text } = await extractText(doc, { mergePages: true });
      const flat = squeeze(text);
      expect(flat).toContain(squeeze(title));
      expect(flat).toContain('Relations');
      for (const name of names) expect([name, flat.includes(squeeze(name))]).toEqual([name, true]);
      // The screen's controls are not printed.
      expect(flat).not.toContain(squeeze(lang === 'en' ? 'Print / save as PDF' : '印刷 / PDFで保存'));
      await context.close();
    },
    90_000,
  );
});
